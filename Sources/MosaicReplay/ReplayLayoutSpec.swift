import MosaicView
import MosaicCore

/// The layout a replay file asks for, exactly as the file states it.
///
/// - `flow`: fixed-size items in lines. `insets` is nil when the file omits it (the engine
///   then uses zero insets, and the output omits them too: the output has the input's keys).
/// - `waterfall`: `columns` ≥ 1 columns, `heights[s][i]` is the height of item `i` of
///   section `s` (one array per section, one height per item). `insets` is nil when the file
///   omits it; the engine then uses its default (zero), and the output omits it too.
public enum ReplayLayoutSpec: Equatable, Sendable {
    /// Fixed-size items in lines (sizes > 0, spacings and insets ≥ 0).
    case flow(itemWidth: Double, itemHeight: Double, interitemSpacing: Double, lineSpacing: Double,
              insets: EdgeInsets?)
    /// Columns of items with their own heights, `heights[section][item]` (> 0).
    case waterfall(columns: Int, spacing: Double, heights: [[Double]], insets: EdgeInsets?)

    /// The file's `kind` string: `"flow"` or `"waterfall"`.
    public var kindName: String {
        switch self {
        case .flow: return "flow"
        case .waterfall: return "waterfall"
        }
    }

    /// The layout as a one-line JSON object with the input format's keys, in its order:
    /// `kind, itemWidth, itemHeight, interitemSpacing, lineSpacing` and `insets` (only when present) for flow,
    /// `kind, columns, spacing, heights` and `insets` (only when present) for waterfall.
    ///
    /// - Parameter numberStyle: `.exact` (the default) round-trips every value; the replay
    ///   output uses `.rounded`.
    public func jsonObjectString(numberStyle: JSONWriter.NumberStyle = .exact) -> String {
        func num(_ v: Double) -> String { JSONWriter.number(v, style: numberStyle) }
        switch self {
        case .flow(let w, let h, let interitem, let line, let insets):
            var members = [
                ("kind", JSONWriter.string("flow")),
                ("itemWidth", num(w)),
                ("itemHeight", num(h)),
                ("interitemSpacing", num(interitem)),
                ("lineSpacing", num(line)),
            ]
            if let insets { members.append(("insets", Self.insetsJSON(insets, numberStyle))) }
            return JSONWriter.object(members)
        case .waterfall(let columns, let spacing, let heights, let insets):
            var members: [(String, String)] = [
                ("kind", JSONWriter.string("waterfall")),
                ("columns", JSONWriter.number(columns)),
                ("spacing", num(spacing)),
                ("heights", JSONWriter.array(heights.map { JSONWriter.array($0.map(num)) })),
            ]
            if let insets { members.append(("insets", Self.insetsJSON(insets, numberStyle))) }
            return JSONWriter.object(members)
        }
    }

    /// `{"top": …, "left": …, "bottom": …, "right": …}`.
    static func insetsJSON(_ insets: EdgeInsets, _ style: JSONWriter.NumberStyle) -> String {
        JSONWriter.object([
            ("top", JSONWriter.number(insets.top, style: style)),
            ("left", JSONWriter.number(insets.left, style: style)),
            ("bottom", JSONWriter.number(insets.bottom, style: style)),
            ("right", JSONWriter.number(insets.right, style: style)),
        ])
    }
}
