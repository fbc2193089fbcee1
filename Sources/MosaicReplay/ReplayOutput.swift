import MosaicView
import MosaicCore

/// The single JSON object `mosaic replay` prints when the script has run.
///
/// Keys, in order: `log`, `sections`, `selected`, `editing`, `mode`, `layout`,
/// `layoutDirection` (only when the view ended right to left: `"rightToLeft"`; left to right,
/// the default, is not written, so outputs of left-to-right traces are unchanged),
/// `contentOffset`, e.g.
/// `{"log": ["tap 0.1"], "sections": [["A", "B"]], "selected": ["0.1"], "editing": false,
/// "mode": "browse", "layout": {"kind": "flow", …}, "contentOffset": {"x": 0, "y": 12.5}}`
/// (on one line). Numbers are printed with ``JSONWriter/NumberStyle/rounded``: integral values
/// without a decimal point, others with at most six decimals.
public struct ReplayOutput: Equatable, Sendable {
    /// The engine's log lines, in order.
    public var log: [String]
    /// The item identities per section after the replay.
    public var sections: [[String]]
    /// The selected items as `s.i` paths (`ItemPath`'s description).
    public var selected: [String]
    /// Whether the view is in edit mode.
    public var editing: Bool
    /// The interaction mode.
    public var mode: InteractionMode
    /// The layout, printed with the input format's keys.
    public var layout: ReplayLayoutSpec
    /// The final content offset.
    public var contentOffset: Point
    /// The view's layout direction at the end; written only when it is `.rightToLeft`.
    public var layoutDirection: LayoutDirection

    /// Creates the output from the final state of a replay.
    public init(log: [String], sections: [[String]], selected: [String], editing: Bool,
                mode: InteractionMode, layout: ReplayLayoutSpec, contentOffset: Point,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.log = log
        self.sections = sections
        self.selected = selected
        self.editing = editing
        self.mode = mode
        self.layout = layout
        self.contentOffset = contentOffset
        self.layoutDirection = layoutDirection
    }

    /// The output object as one line of JSON (no trailing newline).
    public func jsonString() -> String {
        JSONWriter.object([
            ("log", JSONWriter.array(log.map(JSONWriter.string))),
            ("sections", JSONWriter.array(sections.map { JSONWriter.array($0.map(JSONWriter.string)) })),
            ("selected", JSONWriter.array(selected.map(JSONWriter.string))),
            ("editing", JSONWriter.bool(editing)),
            ("mode", JSONWriter.string(mode.rawValue)),
            ("layout", layout.jsonObjectString(numberStyle: .rounded)),
        ] + (layoutDirection == .leftToRight ? [] : [("layoutDirection", JSONWriter.string(layoutDirection.rawValue))]) + [
            ("contentOffset", JSONWriter.object([
                ("x", JSONWriter.number(contentOffset.x, style: .rounded)),
                ("y", JSONWriter.number(contentOffset.y, style: .rounded)),
            ])),
        ])
    }
}
