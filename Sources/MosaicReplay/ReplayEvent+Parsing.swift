import MosaicView
import MosaicInteraction

extension ReplayEvent {
    /// The keys each event type accepts, besides `t` and `type`.
    static let fieldsByType: [String: [String]] = [
        "down": ["x", "y", "pointer", "ctrl", "shift"],
        "move": ["x", "y", "pointer"],
        "up": ["x", "y", "pointer"],
        "cancel": [],
        "confirm": ["answer"],
        "wheel": ["dx", "dy", "ctrl", "x", "y"],
        "key": ["key", "ctrl", "shift"],
        "toggleEdit": [],
        "hover": ["x", "y"],
        "secondaryClick": ["x", "y"],
    ]

    /// Parses one element of `events` (at `path`, e.g. `events[3]`). `viewIDs`: the views of a
    /// trace of several views, which a `confirm` or `toggleEdit` may name in `view`; nil: a
    /// single-view trace, where `view` is an unknown field.
    static func parse(_ value: ReplayJSONValue, at path: String,
                      viewIDs: [String]? = nil) throws(ReplayError) -> ReplayEvent {
        let object = try ReplayJSONObject(value, at: path, expected: "an event object")
        let typeNames = ReplayEvent.Kind.typeNames.joined(separator: ", ")
        let type = try object.string("type", expected: "an event type (one of \(typeNames))")
        guard let fields = fieldsByType[type] else {
            throw ReplayError(at: object.path(of: "type"),
                              "unknown event type \(JSONWriter.string(type)); expected one of \(typeNames)")
        }
        let namesView = viewIDs != nil && (type == "confirm" || type == "toggleEdit")
        try object.rejectUnknownFields(allowed: ["t", "type"] + fields + (namesView ? ["view"] : []))
        var event = try parseKind(of: object, type: type)
        if namesView, let viewIDs, object.fields["view"] != nil {
            let ids = viewIDs.map(JSONWriter.string).joined(separator: ", ")
            let id = try object.string("view", expected: "a view id (one of \(ids))")
            guard viewIDs.contains(id) else {
                throw ReplayError(at: object.path(of: "view"), "\(JSONWriter.string(id)) is not a view of views; "
                                  + "expected one of \(ids)")
            }
            event.view = id
        }
        return event
    }

    /// The event of `type` (a key of `fieldsByType`) with its fields read from `object`.
    private static func parseKind(of object: ReplayJSONObject, type: String) throws(ReplayError) -> ReplayEvent {
        let t = try object.number("t", .time)

        switch type {
        case "down", "move", "up":
            let x = try object.number("x", .finite)
            let y = try object.number("y", .finite)
            let pointer = try object.integer("pointer", min: 0, default: 0)
            switch type {
            case "down":
                var modifiers: Modifiers = []
                if try object.bool("ctrl", default: false) { modifiers.insert(.ctrl) }
                if try object.bool("shift", default: false) { modifiers.insert(.shift) }
                return ReplayEvent(t: t, kind: .down(x: x, y: y, pointer: pointer, modifiers: modifiers))
            case "move": return ReplayEvent(t: t, kind: .move(x: x, y: y, pointer: pointer))
            default: return ReplayEvent(t: t, kind: .up(x: x, y: y, pointer: pointer))
            }
        case "cancel":
            return ReplayEvent(t: t, kind: .cancel)
        case "hover", "secondaryClick":
            let x = try object.number("x", .finite), y = try object.number("y", .finite)
            return ReplayEvent(t: t, kind: type == "hover" ? .hover(x: x, y: y) : .secondaryClick(x: x, y: y))
        case "confirm":
            let answer = try object.string("answer", expected: "\"yes\" or \"no\"")
            guard answer == "yes" || answer == "no" else {
                throw ReplayError(at: object.path(of: "answer"),
                                  "\(JSONWriter.string(answer)) is not a valid answer; expected \"yes\" or \"no\"")
            }
            return ReplayEvent(t: t, kind: .confirm(yes: answer == "yes"))
        case "wheel":
            return ReplayEvent(t: t, kind: .wheel(dx: try object.number("dx", .finite, default: 0),
                                                  dy: try object.number("dy", .finite),
                                                  ctrl: try object.bool("ctrl", default: false),
                                                  x: try object.number("x", .finite, default: 0),
                                                  y: try object.number("y", .finite, default: 0)))
        case "key":
            let expectation = "a letter, a digit, or one of escape, space, enter, delete, left, right, up, down, tab, "
                + "home, end, pageup, pagedown"
            let name = try object.string("key", expected: expectation)
            guard let key = Key(name: name) else {
                throw ReplayError(at: object.path(of: "key"),
                                  "unknown key name \(JSONWriter.string(name)); expected \(expectation)")
            }
            return ReplayEvent(t: t, kind: .key(key, ctrl: try object.bool("ctrl", default: false),
                                                shift: try object.bool("shift", default: false)))
        default: // "toggleEdit", the only type left in `fieldsByType`
            return ReplayEvent(t: t, kind: .toggleEdit)
        }
    }
}

extension ReplayScript {
    /// Parses the `events` array and checks that `t` never decreases (`viewIDs`: see
    /// `ReplayEvent.parse(_:at:viewIDs:)`).
    static func parseEvents(_ values: [ReplayJSONValue], viewIDs: [String]? = nil) throws(ReplayError) -> [ReplayEvent] {
        var events: [ReplayEvent] = []
        events.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            let event = try ReplayEvent.parse(value, at: "events[\(index)]", viewIDs: viewIDs)
            if let previous = events.last, event.t < previous.t {
                throw ReplayError(at: "events[\(index)].t", "\(event.t) is earlier than events[\(index - 1)].t "
                                  + "\(previous.t); t must be non-decreasing")
            }
            events.append(event)
        }
        return events
    }
}
