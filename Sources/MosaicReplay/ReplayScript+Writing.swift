extension ReplayEvent {
    /// The event as a one-line JSON object in the replay format, every field written out
    /// (defaults included), numbers exact so that parsing gives back the same event.
    public func jsonObjectString() -> String {
        func num(_ v: Double) -> String { JSONWriter.number(v, style: .exact) }
        var members: [(String, String)] = [("t", num(t)), ("type", JSONWriter.string(kind.typeName))]
        switch kind {
        case .down(let x, let y, let pointer, let modifiers):
            members += [("x", num(x)), ("y", num(y)), ("pointer", JSONWriter.number(pointer))]
            // Written only when held, so that files of plain clicks read as before.
            if modifiers.contains(.ctrl) { members.append(("ctrl", JSONWriter.bool(true))) }
            if modifiers.contains(.shift) { members.append(("shift", JSONWriter.bool(true))) }
        case .move(let x, let y, let pointer), .up(let x, let y, let pointer):
            members += [("x", num(x)), ("y", num(y)), ("pointer", JSONWriter.number(pointer))]
        case .hover(let x, let y), .secondaryClick(let x, let y):
            members += [("x", num(x)), ("y", num(y))]
        case .cancel, .toggleEdit:
            break
        case .confirm(let yes):
            members.append(("answer", JSONWriter.string(yes ? "yes" : "no")))
        case .wheel(let dx, let dy, let ctrl, let x, let y):
            members += [("dx", num(dx)), ("dy", num(dy)), ("ctrl", JSONWriter.bool(ctrl)),
                        ("x", num(x)), ("y", num(y))]
        case .key(let key, let ctrl, let shift):
            members += [("key", JSONWriter.string(key.name)), ("ctrl", JSONWriter.bool(ctrl)),
                        ("shift", JSONWriter.bool(shift))]
        }
        // Only a `confirm` or `toggleEdit` of a trace of several views names its view.
        if let view { members.append(("view", JSONWriter.string(view))) }
        return JSONWriter.object(members)
    }
}

extension ReplayScript {
    /// The script in the replay format (what `--record` saves): one top-level key per line and
    /// one event per line, every optional field written out, numbers exact, so that
    /// `ReplayScript.parse(script.jsonString()) == script` for any script that `parse` accepts.
    /// No trailing newline.
    public func jsonString() -> String {
        let viewportJSON = JSONWriter.object([
            ("width", JSONWriter.number(viewport.width)),
            ("height", JSONWriter.number(viewport.height)),
        ])
        let lines = ["  \"viewport\": \(viewportJSON)"]
            + viewMembers().map { "  \(JSONWriter.string($0.0)): \($0.1)" }
            + ["  \"events\": \(Self.eventsJSON(events))"]
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }

    /// The `events` array, one event per line (indented for a top-level key), `[]` when empty.
    static func eventsJSON(_ events: [ReplayEvent]) -> String {
        events.isEmpty
            ? "[]"
            : "[\n" + events.map { "    " + $0.jsonObjectString() }.joined(separator: ",\n") + "\n  ]"
    }

    /// The members that describe the view, in the file's order: `layout`, `layoutDirection`
    /// (only right to left), `sections`, `mode`, `options` (the whole of a single-view trace
    /// but its viewport and events; an element of a group trace's `views` besides id and frame).
    func viewMembers() -> [(String, String)] {
        let sectionsJSON = JSONWriter.array(sections.map { JSONWriter.array($0.map(JSONWriter.string)) })
        // Left to right (the default) is not written, so traces recorded before the key existed
        // round-trip byte for byte.
        let direction = layoutDirection == .leftToRight
            ? [] : [("layoutDirection", JSONWriter.string(layoutDirection.rawValue))]
        return [("layout", layout.jsonObjectString(numberStyle: .exact))] + direction + [
            ("sections", sectionsJSON),
            ("mode", JSONWriter.string(mode.rawValue)),
            ("options", optionsJSON()),
        ]
    }

    /// The `options` object: `allowsMultipleSelection` always, every other option only when it
    /// is not its default.
    func optionsJSON() -> String {
        var options = [("allowsMultipleSelection", JSONWriter.bool(allowsMultipleSelection))]
        if allowsSelectionDuringEditing { options.append(("allowsSelectionDuringEditing", JSONWriter.bool(true))) }
        if !recognizesDoubleTap { options.append(("recognizesDoubleTap", JSONWriter.bool(false))) }
        if centersLines { options.append(("centersLines", JSONWriter.bool(true))) }
        if let mouseDragDistance { options.append(("mouseDragDistance", JSONWriter.number(mouseDragDistance))) }
        if let doubleClickInterval { options.append(("doubleClickInterval", JSONWriter.number(doubleClickInterval))) }
        if headerHeight > 0 { options.append(("headerHeight", JSONWriter.number(headerHeight))) }
        if !immovable.isEmpty { options.append(("immovable", JSONWriter.array(immovable.map(JSONWriter.string)))) }
        if !undisplaceable.isEmpty {
            options.append(("undisplaceable", JSONWriter.array(undisplaceable.map(JSONWriter.string))))
        }
        if !menuActions.isEmpty { options.append(("menuActions", JSONWriter.array(menuActions.map(JSONWriter.string)))) }
        if let catchRect {
            options.append(("catchRect", JSONWriter.object([
                ("x", JSONWriter.number(catchRect.minX, style: .exact)), ("y", JSONWriter.number(catchRect.minY, style: .exact)),
                ("width", JSONWriter.number(catchRect.width, style: .exact)),
                ("height", JSONWriter.number(catchRect.height, style: .exact)),
            ])))
        }
        return JSONWriter.object(options)
    }
}
