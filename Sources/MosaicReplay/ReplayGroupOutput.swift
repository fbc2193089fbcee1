import MosaicView

/// The single JSON object `mosaic replay` prints when a trace of several views has run.
///
/// Keys, in order: `views` (an object with one member per view, in the trace's order, keyed by
/// its id: `{"sections": [[…]], "selected": ["s.i", …]}`), `log` (every view's lines in the
/// order they happened, each prefixed with its view's id and `": "`), and `ignored` — only when
/// some events had no view to go to (outside every frame, or keys with no focused view): their
/// number. E.g. `{"views": {"left": {"sections": [["B"]], "selected": []}, "right":
/// {"sections": [["A", "C"]], "selected": []}}, "log": ["left: canMove 0.0", …,
/// "right: moveBetweenViews left 0.0 -> 0.0"]}` (on one line).
public struct ReplayGroupOutput: Equatable, Sendable {
    /// The final state of one view.
    public struct View: Equatable, Sendable {
        /// The view's id.
        public var id: String
        /// The item identities per section after the replay.
        public var sections: [[String]]
        /// The selected items as `s.i` paths.
        public var selected: [String]

        /// Creates a view's final state.
        public init(id: String, sections: [[String]], selected: [String]) {
            self.id = id
            self.sections = sections
            self.selected = selected
        }
    }

    /// The views, in the trace's order.
    public var views: [View]
    /// The log lines of every view, in order, each `"‹view id›: ‹line›"`.
    public var log: [String]
    /// How many events reached no view (see ``ReplayGroupRunner``); written only when > 0.
    public var ignored: Int

    /// Creates the output from the final state of a replay.
    public init(views: [View], log: [String], ignored: Int = 0) {
        self.views = views
        self.log = log
        self.ignored = ignored
    }

    /// The output object as one line of JSON (no trailing newline).
    public func jsonString() -> String {
        let viewsJSON = JSONWriter.object(views.map { view in
            (view.id, JSONWriter.object([
                ("sections", JSONWriter.array(view.sections.map { JSONWriter.array($0.map(JSONWriter.string)) })),
                ("selected", JSONWriter.array(view.selected.map(JSONWriter.string))),
            ]))
        })
        return JSONWriter.object([("views", viewsJSON), ("log", JSONWriter.array(log.map(JSONWriter.string)))]
                                 + (ignored > 0 ? [("ignored", JSONWriter.number(ignored))] : []))
    }
}
