import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView

/// A layout written as a user writes one: only the four required members. A grid of square
/// cells, as many columns as fit; sizes are ignored (uniform). Everything else — hit testing,
/// the insertion slot, the edits of a drag — is Mosaic's default.
struct BenchGridLayout: CollectionLayout {
    var cell = 100.0
    var spacing = 10.0
    private var count = 0
    private var width = 0.0

    mutating func prepare(_ context: LayoutContext) {
        count = context.itemCounts.first ?? 0
        width = context.containerSize.width
    }

    private var columns: Int { max(1, Int((width + spacing) / (cell + spacing))) }

    var contentSize: Size {
        let rows = (count + columns - 1) / columns
        return Size(width: width, height: Double(rows) * (cell + spacing))
    }

    func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard path.section == 0, path.item >= 0, path.item < count else { return nil }
        let c = columns
        return LayoutAttributes(path: path, frame: Rect(x: Double(path.item % c) * (cell + spacing),
                                                        y: Double(path.item / c) * (cell + spacing),
                                                        width: cell, height: cell))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        let c = columns, pitch = cell + spacing
        let firstRow = max(0, Int((rect.minY / pitch).rounded(.down)))
        let lastRow = Int((rect.maxY / pitch).rounded(.down))
        guard lastRow >= firstRow else { return [] }
        var out: [LayoutAttributes] = []
        for row in firstRow...lastRow {
            for col in 0..<c {
                let i = row * c + col
                guard i < count else { return out }
                if let a = attributesForItem(at: ItemPath(0, i)), a.frame.intersects(rect) { out.append(a) }
            }
        }
        return out
    }
}

/// Custom-layout figures: a pointer move during a move drag over 100,000 items in
/// `BenchGridLayout` (compared with the flow layout's figure of the same run), and the default
/// hit test.
enum CustomLayoutBench {
    static let n = 100_000

    static func layout() -> AnyLayout {
        let sizes = [Array(repeating: Size(width: 100, height: 100), count: n)]
        return AnyLayout(BenchGridLayout(), context: LayoutContext(containerSize: EngineBench.viewport, itemSizes: sizes))
    }

    static func run(into r: inout BenchResults, quick: Bool) {
        let moves = quick ? 300 : 3_000
        let cost = EngineBench.dragCost(layout(), moves: moves)
        r.set("custom_layout_drag_update_us", cost.median * 1e6)
        r.set("custom_layout_drag_update_p99_us", cost.p99 * 1e6)
        if let flow = r.values["move_drag_update_flow_us"], flow > 0 {
            r.set("custom_layout_drag_ratio", cost.median * 1e6 / flow)
        }
        let grid = layout()
        var rng = BenchRNG(seed: 11)
        let height = grid.contentSize.height
        let points = (0..<4096).map { _ in
            Point(x: Double(rng.next() % 1280), y: Double(rng.next() % UInt64(max(1, height))))
        }
        var found = 0
        let perQuery = Measure.median(runs: quick ? 5 : 25) {
            for p in points where grid.itemPath(at: p) != nil { found &+= 1 }
        } / Double(points.count)
        blackHole(found)
        r.set("custom_layout_hit_test_us", perQuery * 1e6)
        runUserIdentity(into: &r, quick: quick)
    }
}

/// An identity type of the user's own: no prespecialized engine entry point exists for it, so
/// this measures the engine's unspecialized generic path.
struct BenchItemID: Hashable, Sendable {
    let raw: Int
}

extension CustomLayoutBench {
    /// A frame's display list with about 200 cells when the item identity is the user's own type.
    static func runUserIdentity(into r: inout BenchResults, quick: Bool) {
        guard let grid = EngineBench.flowLayout(count: 10_000, item: 70, spacing: 10) else { return }
        var s = SectionedSnapshot<Int, BenchItemID>()
        do {
            try s.appendSections([0])
            try s.appendItems((0..<10_000).map { BenchItemID(raw: $0) }, toSection: 0)
            let v = try CollectionView(snapshot: s, layout: grid, viewportSize: EngineBench.viewport, clock: ManualClock())
            v.setContentOffset(Point(x: 0, y: 4000))
            v.labelProvider = { String($0.raw) }
            // Scrolled by a point each run, so the list is built (not served from the idle cache).
            var nudge = 0.0
            let t = Measure.median(runs: quick ? 300 : 3_000) {
                nudge = 1 - nudge
                v.setContentOffset(Point(x: 0, y: 4000 + nudge))
                blackHole(v.displayList())
            }
            r.set("display_list_200_user_id_us", t * 1e6)
        } catch {
            print("benchmark setup failed: \(error)")
        }
    }
}
