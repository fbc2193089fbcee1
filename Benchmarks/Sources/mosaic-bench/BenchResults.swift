import Foundation

/// Figures collected by a benchmark run, in insertion order, printed as a table or JSON.
struct BenchResults {
    private(set) var keys: [String] = []
    private(set) var values: [String: Double] = [:]

    mutating func set(_ key: String, _ value: Double) {
        if values[key] == nil { keys.append(key) }
        values[key] = value
    }

    /// One JSON object with every key; numbers only (non-finite values become null).
    func json() -> String {
        let body = keys.map { key -> String in
            let v = values[key] ?? .nan
            return "  \"\(key)\": \(v.isFinite ? format(v) : "null")"
        }
        return "{\n" + body.joined(separator: ",\n") + "\n}"
    }

    /// A readable table: figure, value, target and whether it is met.
    func table() -> String {
        var lines = ["figure                              value        target"]
        lines.append(String(repeating: "-", count: 62))
        for key in keys {
            let v = values[key] ?? .nan
            let target = BenchTargets.all[key]
            let verdict = target.map { $0.isMet(v, values) ? "ok" : "MISSED" } ?? ""
            lines.append(pad(key, 34) + padLeft(format(v), 12) + "   " + pad(target?.text ?? "", 10) + verdict)
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e12 { return String(Int(v)) }
        return String(format: abs(v) >= 100 ? "%.1f" : (abs(v) >= 1 ? "%.2f" : "%.4f"), v)
    }
    private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    private func padLeft(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
}

/// The targets the issues set, checked when the table is printed. A target may compare with
/// another figure of the same run.
struct BenchTargets {
    let text: String
    let isMet: @Sendable (Double, [String: Double]) -> Bool

    init(text: String, _ isMet: @escaping @Sendable (Double) -> Bool) {
        self.text = text
        self.isMet = { value, _ in isMet(value) }
    }

    /// Met when the figure is at most `factor` times the figure `key` of the same run.
    init(atMost factor: Double, of key: String, text: String) {
        self.text = text
        self.isMet = { value, all in all[key].map { value <= factor * $0 } ?? false }
    }

    static let all: [String: BenchTargets] = [
        "diff_100k_ms": .init(text: "≤ 30") { $0 <= 30 },
        "stdlib_ratio_100k": .init(text: "≥ 100") { $0 >= 100 },
        "single_move_moves": .init(text: "= 1") { $0 == 1 },
        "flow_prepare_ns_per_item": .init(text: "≤ 10") { $0 <= 10 },
        "waterfall_prepare_ns_per_item": .init(text: "≤ 30") { $0 <= 30 },
        "visible_query_us": .init(text: "≤ 5") { $0 <= 5 },
        "hit_test_us": .init(text: "≤ 1") { $0 <= 1 },
        "layout_bytes_per_item": .init(text: "≤ 48") { $0 <= 48 },
        "engine_event_us": .init(text: "≤ 50") { $0 <= 50 },
        "display_list_200_us": .init(text: "≤ 100") { $0 <= 100 },
        "move_drag_update_flow_us": .init(text: "≤ 50") { $0 <= 50 },
        "move_drag_update_waterfall_us": .init(text: "≤ 50") { $0 <= 50 },
        "move_commit_1m_ms": .init(text: "≤ 5") { $0 <= 5 },
        "custom_layout_drag_ratio": .init(text: "≤ 2 (× flow)") { $0 <= 2 },
        "cross_view_drag_update_us": .init(atMost: 2, of: "move_drag_update_flow_us", text: "≤ 2 × flow drag"),
        "cross_view_drag_ratio": .init(text: "≤ 2 (× flow)") { $0 <= 2 },
        "custom_layout_hit_test_us": .init(text: "≤ 5") { $0 <= 5 },
        "frame_200_ms": .init(text: "≤ 4") { $0 <= 4 },
        "frame_2000_ms": .init(text: "≤ 12") { $0 <= 12 },
        "gtk_frame_200_ms": .init(text: "≤ 6") { $0 <= 6 },
        "text_layout_cached_us": .init(text: "≤ 20") { $0 <= 20 },
        "frame_2000_custom_ms": .init(text: "≤ 12") { $0 <= 12 },
        "frame_200_image_ms": .init(text: "≤ 6") { $0 <= 6 },
        "layout_switch_50k_first_frame_ms": .init(text: "≤ 8") { $0 <= 8 },
        "layout_switch_50k_worst_frame_ms": .init(text: "≤ 16") { $0 <= 16 },
        "layout_switch_50k_back_first_frame_ms": .init(text: "≤ 8") { $0 <= 8 },
        "layout_switch_50k_back_worst_frame_ms": .init(text: "≤ 16") { $0 <= 16 },
        "store_move_ms": .init(text: "≤ 2") { $0 <= 2 },
        "store_move_rows": .init(text: "= 1") { $0 == 1 },
        "search_keystroke_ms": .init(text: "≤ 8") { $0 <= 8 },
        "diff_single_move_100k_ms": .init(atMost: 1, of: "stdlib_diff_single_move_100k_ms", text: "≤ stdlib"),
        "snapshot_build_100k_ms": .init(atMost: 1, of: "diff_100k_ms", text: "≤ diff"),
        "snapshot_build_set_floor_ratio": .init(text: "≤ 1.3") { $0 <= 1.3 },
        // Timed (UpdateBench, 100,000 UUID strings, 1 % changed): update_1pct_apply_ms = the view
        // lends its snapshot (`updateSnapshot`), the verbs edit it in place, it is applied from
        // its recorded edits; update_1pct_copy_apply_ms = `var copy = view.snapshot`, the same
        // edit of the copy (update_1pct_edit_ms) and `apply(copy)`; the ratio = the lent update
        // over the rebuild (snapshot_build_uuid_100k_ms) + diff (update_rebuild_diff_100k_ms).
        "update_1pct_apply_ratio": .init(text: "≤ 0.2") { $0 <= 0.2 },
        "apply_during_drag_ms": .init(atMost: 1.5, of: "apply_without_drag_ms", text: "≤ 1.5 × no drag"),
        "apply_during_drag_ratio": .init(text: "≤ 1.5") { $0 <= 1.5 },
        "diff_floor_ratio": .init(text: "≤ 1.3") { $0 <= 1.3 },
        "diff_uuid_floor_ratio": .init(text: "≤ 1.3") { $0 <= 1.3 },
        "diff_permutation_floor_ratio": .init(text: "≤ 1.5") { $0 <= 1.5 },
        "diff_permutation_moves": .init(atMost: 1, of: "diff_permutation_minimal_moves", text: "= minimal"),
        "diff_replace_all_floor_ratio": .init(text: "≤ 1.2") { $0 <= 1.2 },
        "diff_scattered_floor_ratio": .init(text: "≤ 1.2") { $0 <= 1.2 },
        "diff_scattered_moves": .init(atMost: 1, of: "diff_scattered_minimal_moves", text: "= minimal"),
        "waterfall_floor_ratio": .init(text: "≤ 1.3") { $0 <= 1.3 },
        "visible_query_floor_ratio": .init(text: "≤ 1.5") { $0 <= 1.5 },
    ]
}
