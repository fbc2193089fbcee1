import Foundation
import MosaicCore
import MosaicView

extension ReplayGroupScript {
    /// The top-level keys of a trace of several views.
    static let topLevelFields = ["views", "events"]
    /// The keys of one element of `views`.
    static let viewFields = ["id", "frame", "layout", "layoutDirection", "sections", "mode", "options"]

    /// Parses and validates a trace of several views (UTF-8 JSON). See ``ReplayGroupScript``
    /// for the format. Besides what a single-view trace checks in each view: ids are non-empty
    /// and unique, frames finite with sizes > 0 and not overlapping (a window's views sit side
    /// by side, so every window point belongs to at most one view), item identities unique
    /// across views (an item moved between views stays one item), and an event's `view` names
    /// one of the views.
    /// - Throws: ``ReplayError`` naming the first offending field by its JSON path
    ///   (`views[1].frame`, `views[0].layout.columns`, `events[3].view`).
    public static func parse(_ data: Data) throws(ReplayError) -> ReplayGroupScript {
        try parse(root: try ReplayJSONParser.parse(Array(data)))
    }

    /// Parses a trace of several views given as text.
    public static func parse(_ text: String) throws(ReplayError) -> ReplayGroupScript {
        try parse(Data(text.utf8))
    }

    /// Parses an already-read JSON document.
    static func parse(root: ReplayJSONValue) throws(ReplayError) -> ReplayGroupScript {
        let top = try ReplayJSONObject(root, at: "", expected: "a JSON object")
        if let field = ReplayScript.topLevelFields.sorted().first(where: { top.fields[$0] != nil && $0 != "events" }) {
            throw ReplayError(at: field, "a trace with views has no top-level \(JSONWriter.string(field)); expected it "
                              + "in each element of views (the top level has only views and events)")
        }
        try top.rejectUnknownFields(allowed: topLevelFields)
        let values = try top.array("views", expected: "an array of views")
        guard !values.isEmpty else {
            throw ReplayError(at: "views", "no views; expected at least one view")
        }
        var views: [View] = []
        var firstSeen: [String: String] = [:]   // identity → where it first appeared
        for (v, value) in values.enumerated() {
            let object = try ReplayJSONObject(value, at: "views[\(v)]", expected: "a view object")
            try object.rejectUnknownFields(allowed: viewFields)
            let id = try object.string("id", expected: "a non-empty view id")
            guard !id.isEmpty else { throw ReplayError(at: object.path(of: "id"), "empty view id; expected a non-empty string") }
            if let other = views.firstIndex(where: { $0.id == id }) {
                throw ReplayError(at: object.path(of: "id"), "duplicate view id \(JSONWriter.string(id)) (also views[\(other)].id); "
                                  + "expected an id no other view has")
            }
            let frame = try parseFrame(of: object)
            if let other = views.firstIndex(where: { $0.frame.intersects(frame) }) {
                throw ReplayError(at: object.path(of: "frame"), "\(frame) overlaps views[\(other)].frame \(views[other].frame); "
                                  + "expected frames that do not overlap (touching edges are fine)")
            }
            let script = try ReplayScript.parseView(object, viewport: frame.size)
            for (s, section) in script.sections.enumerated() {
                for (i, identity) in section.enumerated() {
                    let path = "\(object.path(of: "sections"))[\(s)][\(i)]"
                    if let earlier = firstSeen[identity] {
                        throw ReplayError(at: path, "duplicate item identity \(JSONWriter.string(identity)) (also at \(earlier)); "
                                          + "identities must be unique across views")
                    }
                    firstSeen[identity] = path
                }
            }
            views.append(View(id: id, frame: frame, script: script))
        }
        let events = try ReplayScript.parseEvents(try top.array("events", expected: "an array of events"),
                                                  viewIDs: views.map(\.id))
        return ReplayGroupScript(views: views, events: events)
    }

    /// A view's `frame`: x and y finite, width and height > 0 (window points).
    static func parseFrame(of view: ReplayJSONObject) throws(ReplayError) -> Rect {
        let frame = try view.object("frame", expected: "an object with x, y, width and height")
        try frame.rejectUnknownFields(allowed: ["x", "y", "width", "height"])
        let rect = Rect(x: try frame.number("x", .finite), y: try frame.number("y", .finite),
                        width: try frame.number("width", .positive), height: try frame.number("height", .positive))
        guard rect.maxX.isFinite, rect.maxY.isFinite, rect.width <= 1_000_000, rect.height <= 1_000_000 else {
            throw ReplayError(at: frame.path, "\(rect) is too large; expected a frame of at most 1000000 points a side")
        }
        return rect
    }
}
