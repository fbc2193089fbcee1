import MosaicCore
import MosaicView

/// A replay file of several collection views in one window — a board's columns, two lists —
/// sharing drags through a `CollectionViewGroup`: the views to build, where each sits in the
/// window, and the events to feed the group in window coordinates.
///
/// `mosaic replay FILE.json` plays one when the file has `views` instead of `viewport`
/// (``ReplayTrace``). The format:
///
/// ```
/// { "views": [                                                  required, at least one
///     { "id": "left",                                           required, non-empty, unique
///       "frame": {"x": 0, "y": 0, "width": 500, "height": 600}, required: window points,
///                                                               x, y finite, sizes > 0;
///                                                               frames may not overlap
///       "layout": {…}, "layoutDirection": "rightToLeft",        as in a single-view trace
///       "sections": [["A", "B"]], "mode": "edit",               (identities unique across views)
///       "options": {…} },                                       as in a single-view trace
///     … ],
///   "events": [ … ] }                                           required, may be empty
/// ```
///
/// The events are a single-view trace's, with points in window coordinates (the frame's origin
/// is the view's top-left); a `confirm` or `toggleEdit` may name its view in `view` (default:
/// the focused view, the one of the latest press). Each view's viewport is its frame's size.
public struct ReplayGroupScript: Equatable, Sendable {
    /// One view of the window.
    public struct View: Equatable, Sendable {
        /// The view's id in the group, in the output and as the prefix of its log lines.
        public var id: String
        /// Where the view sits, in window points; its size is the view's viewport.
        public var frame: Rect
        /// The view's layout, sections, mode and options (its `viewport` is the frame's size;
        /// its events are empty: the group's events are ``ReplayGroupScript/events``).
        public var script: ReplayScript

        /// Creates a view; `script.viewport` is set to `frame`'s size and its events dropped.
        public init(id: String, frame: Rect, script: ReplayScript) {
            self.id = id
            self.frame = frame
            var s = script
            s.viewport = frame.size
            s.events = []
            self.script = s
        }
    }

    /// The views, in the file's order (a later view is on top; frames never overlap).
    public var views: [View]
    /// The scripted events, in time order, at window coordinates.
    public var events: [ReplayEvent]

    /// Creates a script. No validation happens here; ``parse(_:)-(Data)`` is the validating path.
    public init(views: [View], events: [ReplayEvent]) {
        self.views = views
        self.events = events
    }

    /// The script in the replay format (what `mosaic replay --record` saves for a trace of
    /// several views): one view per line, one event per line, every optional field of a view
    /// written as in ``ReplayScript/jsonString()``, numbers exact, so that
    /// `ReplayGroupScript.parse(script.jsonString()) == script` for any script that `parse`
    /// accepts. No trailing newline.
    public func jsonString() -> String {
        let viewLines = views.map { view in
            let frame = JSONWriter.object([
                ("x", JSONWriter.number(view.frame.minX)), ("y", JSONWriter.number(view.frame.minY)),
                ("width", JSONWriter.number(view.frame.width)), ("height", JSONWriter.number(view.frame.height)),
            ])
            return "    " + JSONWriter.object([("id", JSONWriter.string(view.id)), ("frame", frame)]
                                              + view.script.viewMembers())
        }
        let viewsJSON = "[\n" + viewLines.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"views\": \(viewsJSON),\n  \"events\": \(ReplayScript.eventsJSON(events))\n}"
    }
}
