import MosaicView
import Foundation
import MosaicCore

extension ReplayScript {
    /// The top-level keys of a replay file.
    static let topLevelFields = ["viewport", "layout", "layoutDirection", "sections", "mode", "options", "events"]

    /// Parses and validates a replay file (UTF-8 JSON). See ``ReplayScript`` for the format.
    ///
    /// - Throws: ``ReplayError`` naming the first offending field by its JSON path.
    public static func parse(_ data: Data) throws(ReplayError) -> ReplayScript {
        try parse(root: try ReplayJSONParser.parse(Array(data)))
    }

    /// Parses an already-read JSON document as a single-view trace.
    static func parse(root: ReplayJSONValue) throws(ReplayError) -> ReplayScript {
        let top = try ReplayJSONObject(root, at: "", expected: "a JSON object")
        if top.fields["views"] != nil {
            throw ReplayError(at: "views", "this trace has several views (`mosaic replay` plays it); expected a "
                              + "single-view trace (viewport, layout, sections, mode, events)")
        }
        try top.rejectUnknownFields(allowed: topLevelFields)

        let viewportObject = try top.object("viewport", expected: "an object with width and height")
        try viewportObject.rejectUnknownFields(allowed: ["width", "height"])
        let viewport = Size(width: try viewportObject.number("width", .positive),
                            height: try viewportObject.number("height", .positive))

        var script = try parseView(top, viewport: viewport)
        script.events = try parseEvents(try top.array("events", expected: "an array of events"))
        return script
    }

    /// An optional array of item identities in `options` (`immovable`, `undisplaceable`): each
    /// must be an item of `sections`.
    static func parseItemList(in options: ReplayJSONObject, _ key: String,
                              sections: [[String]]) throws(ReplayError) -> [String] {
        guard options.fields[key] != nil else { return [] }
        let known = Set(sections.joined())
        var items: [String] = []
        for (i, value) in try options.array(key, expected: "an array of item identities").enumerated() {
            let path = "\(options.path(of: key))[\(i)]"
            let identity = try ReplayJSON.string(value, at: path, expected: "an item identity (a string)")
            guard known.contains(identity) else {
                throw ReplayError(at: path, "\(JSONWriter.string(identity)) is not an item of sections; expected an item identity")
            }
            items.append(identity)
        }
        return items
    }

    /// `options.menuActions`: an optional array of non-empty, distinct strings (the owner's
    /// context menu entries).
    static func parseMenuActions(in options: ReplayJSONObject) throws(ReplayError) -> [String] {
        guard options.fields["menuActions"] != nil else { return [] }
        var actions: [String] = []
        let expected = "a non-empty string, not already in the list"
        for (i, value) in try options.array("menuActions", expected: "an array of strings").enumerated() {
            let path = "\(options.path(of: "menuActions"))[\(i)]"
            let identifier = try ReplayJSON.string(value, at: path, expected: expected)
            guard !identifier.isEmpty, !actions.contains(identifier) else {
                throw ReplayError(at: path, "\(JSONWriter.string(identifier)) is empty or repeated; expected \(expected)")
            }
            actions.append(identifier)
        }
        return actions
    }

    /// Parses a replay file given as text.
    public static func parse(_ text: String) throws(ReplayError) -> ReplayScript {
        try parse(Data(text.utf8))
    }

    /// Reads and parses the replay file at `path`.
    ///
    /// - Throws: ``ReplayError`` when the file cannot be read (`cannot read PATH: …`) or is malformed.
    /// Why `path` cannot be read as a replay file — it does not exist, is not a regular file
    /// (a directory, a FIFO, a device), or is not readable — or nil when it can. Callers exit
    /// with code 1 for these (a file that cannot be read), 2 only for a malformed one.
    public static func unreadableReason(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return "no such file"
        }
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            return type == .typeDirectory ? "it is a directory" : "it is not a regular file"
        }
        return FileManager.default.isReadableFile(atPath: path) ? nil : "permission denied"
    }

    /// The largest trace the apps read: 8 MiB (about 130,000 events; a recorded hour of
    /// continuous dragging is about 4 MiB). Parsing needs about 20 times a file's size in memory,
    /// so a larger file is refused before it is read.
    public static let maximumFileSize = 8 << 20

    /// Why the trace at `path` is too large to read (its size and the limit), or nil.
    public static func oversizeReason(_ path: String) -> String? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue,
              size > maximumFileSize else { return nil }
        return "the trace is \(size) bytes; the limit is \(maximumFileSize) bytes (8 MiB)"
    }

    /// Reads and parses the script at `path`.
    /// - Throws: `ReplayError` naming the field, the line or the reason the file could not be
    ///   read; nothing is partially loaded.
    public static func load(contentsOfFile path: String) throws(ReplayError) -> ReplayScript {
        try parse(readTrace(atPath: path))
    }

    /// The bytes of the trace file at `path`.
    /// - Throws: `ReplayError` saying why the file could not be read.
    static func readTrace(atPath path: String) throws(ReplayError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReplayError("cannot read \(path): \(error.localizedDescription)")
        }
    }

    // MARK: - Layout

    static func parseLayout(_ object: ReplayJSONObject) throws(ReplayError) -> ReplayLayoutSpec {
        let kind = try object.string("kind", expected: "\"flow\" or \"waterfall\"")
        switch kind {
        case "flow":
            try object.rejectUnknownFields(allowed: ["kind", "itemWidth", "itemHeight", "interitemSpacing",
                                                     "lineSpacing", "insets"])
            return .flow(itemWidth: try object.number("itemWidth", .positive),
                         itemHeight: try object.number("itemHeight", .positive),
                         interitemSpacing: try object.number("interitemSpacing", .nonNegative),
                         lineSpacing: try object.number("lineSpacing", .nonNegative),
                         insets: try parseInsets(in: object))
        case "waterfall":
            try object.rejectUnknownFields(allowed: ["kind", "columns", "spacing", "heights", "insets"])
            let columns = try object.integer("columns", min: 1)
            let spacing = try object.number("spacing", .nonNegative)
            let heightsPath = object.path(of: "heights")
            let expectation = "an array of arrays of heights, one per section"
            var heights: [[Double]] = []
            for (s, sectionValue) in try object.array("heights", expected: expectation).enumerated() {
                let sectionPath = "\(heightsPath)[\(s)]"
                var row: [Double] = []
                let values = try ReplayJSON.array(sectionValue, at: sectionPath,
                                                  expected: "an array of heights, one per item")
                for (i, value) in values.enumerated() {
                    row.append(try ReplayJSON.number(value, at: "\(sectionPath)[\(i)]", .positive))
                }
                heights.append(row)
            }
            return .waterfall(columns: columns, spacing: spacing, heights: heights,
                              insets: try parseInsets(in: object))
        default:
            throw ReplayError(at: object.path(of: "kind"),
                              "unknown layout kind \(JSONWriter.string(kind)); expected \"flow\" or \"waterfall\"")
        }
    }

    /// The optional top-level `layoutDirection`: `"leftToRight"` (the default) or `"rightToLeft"`.
    static func parseLayoutDirection(in top: ReplayJSONObject) throws(ReplayError) -> LayoutDirection {
        guard top.fields["layoutDirection"] != nil else { return .leftToRight }
        let expected = "\"leftToRight\" or \"rightToLeft\""
        let name = try top.string("layoutDirection", expected: expected)
        guard let direction = LayoutDirection(rawValue: name) else {
            throw ReplayError(at: top.path(of: "layoutDirection"), "\(JSONWriter.string(name)) is not a layout direction; expected \(expected)")
        }
        return direction
    }

    /// The optional `insets` object of a layout; each of its four edges is required.
    static func parseInsets(in layout: ReplayJSONObject) throws(ReplayError) -> EdgeInsets? {
        guard let insets = try layout.optionalObject("insets", expected: "an object with top, left, bottom and right")
        else { return nil }
        try insets.rejectUnknownFields(allowed: ["top", "left", "bottom", "right"])
        return EdgeInsets(top: try insets.number("top", .nonNegative),
                          left: try insets.number("left", .nonNegative),
                          bottom: try insets.number("bottom", .nonNegative),
                          right: try insets.number("right", .nonNegative))
    }

    /// Waterfall heights must mirror the sections: one array per section, one height per item.
    static func checkHeights(of layout: ReplayLayoutSpec, against sections: [[String]],
                            at layoutPath: String = "layout") throws(ReplayError) {
        guard case .waterfall(_, _, let heights, _) = layout else { return }
        guard heights.count == sections.count else {
            throw ReplayError(at: "\(layoutPath).heights", "\(counted(heights.count, "array")), expected "
                              + "\(sections.count) (one per section)")
        }
        for (s, row) in heights.enumerated() where row.count != sections[s].count {
            let sectionsPath = layoutPath.dropLast("layout".count) + "sections"
            throw ReplayError(at: "\(layoutPath).heights[\(s)]", "\(counted(row.count, "height")), expected "
                              + "\(sections[s].count) (one per item of \(sectionsPath)[\(s)])")
        }
    }

    /// `1 height`, `2 heights`.
    static func counted(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    // MARK: - Sections

    /// Item identities: non-empty strings, unique across all sections.
    static func parseSections(_ values: [ReplayJSONValue], at path: String = "sections") throws(ReplayError) -> [[String]] {
        var firstSeen: [String: String] = [:]
        var sections: [[String]] = []
        for (s, sectionValue) in values.enumerated() {
            let sectionPath = "\(path)[\(s)]"
            let items = try ReplayJSON.array(sectionValue, at: sectionPath,
                                             expected: "an array of item identities")
            var section: [String] = []
            for (i, itemValue) in items.enumerated() {
                let itemPath = "\(sectionPath)[\(i)]"
                let identity = try ReplayJSON.string(itemValue, at: itemPath, expected: "a non-empty string")
                guard !identity.isEmpty else {
                    throw ReplayError(at: itemPath, "empty item identity; expected a non-empty string")
                }
                if let earlier = firstSeen[identity] {
                    throw ReplayError(at: itemPath, "duplicate item identity \(JSONWriter.string(identity)) "
                                      + "(also at \(earlier)); identities must be unique across sections")
                }
                firstSeen[identity] = itemPath
                section.append(identity)
            }
            sections.append(section)
        }
        return sections
    }
}
