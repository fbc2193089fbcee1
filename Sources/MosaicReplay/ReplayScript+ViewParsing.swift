import MosaicView
import MosaicCore

extension ReplayScript {
    /// The fields that describe one view — `layout`, `layoutDirection`, `sections`, `mode`,
    /// `options` — read from `top` (the whole file of a single-view trace, or one element of
    /// `views`), with the viewport given. Error paths are `top`'s (`views[1].layout.columns`).
    /// The script's events are empty.
    static func parseView(_ top: ReplayJSONObject, viewport: Size) throws(ReplayError) -> ReplayScript {
        let layout = try parseLayout(try top.object("layout", expected: "a layout object"))
        let layoutDirection = try parseLayoutDirection(in: top)
        let sections = try parseSections(try top.array("sections", expected: "an array of sections"), at: top.path(of: "sections"))
        try checkHeights(of: layout, against: sections, at: top.path(of: "layout"))

        let modeName = try top.string("mode", expected: "\"browse\", \"edit\" or \"exchange\"")
        guard let mode = InteractionMode(rawValue: modeName) else {
            throw ReplayError(at: top.path(of: "mode"), "\(JSONWriter.string(modeName)) is not a valid mode; "
                              + "expected \"browse\", \"edit\" or \"exchange\"")
        }

        var allowsMultipleSelection = false
        var allowsSelectionDuringEditing = false
        var recognizesDoubleTap = true
        var immovable: [String] = []
        var undisplaceable: [String] = []
        var catchRect: Rect?
        var mouseDragDistance: Double?
        var centersLines = false
        var menuActions: [String] = []
        var doubleClickInterval: Double?
        var headerHeight = 0.0
        if let options = try top.optionalObject("options") {
            try options.rejectUnknownFields(allowed: ["allowsMultipleSelection", "allowsSelectionDuringEditing",
                                                      "recognizesDoubleTap", "immovable", "undisplaceable", "catchRect",
                                                      "mouseDragDistance", "centersLines", "menuActions",
                                                      "doubleClickInterval", "headerHeight"])
            menuActions = try parseMenuActions(in: options)
            centersLines = try options.bool("centersLines", default: false)
            if options.fields["mouseDragDistance"] != nil {
                mouseDragDistance = try options.number("mouseDragDistance", .nonNegative)
            }
            if options.fields["doubleClickInterval"] != nil {
                doubleClickInterval = try options.number("doubleClickInterval", .positive)
            }
            if options.fields["headerHeight"] != nil {
                headerHeight = try options.number("headerHeight", .nonNegative)
                guard headerHeight <= 1_000_000 else {
                    throw ReplayError(at: options.path(of: "headerHeight"), "\(JSONWriter.number(headerHeight)) is too tall; "
                                      + "expected a height in points from 0 to 1000000")
                }
            }
            allowsMultipleSelection = try options.bool("allowsMultipleSelection", default: false)
            allowsSelectionDuringEditing = try options.bool("allowsSelectionDuringEditing", default: false)
            recognizesDoubleTap = try options.bool("recognizesDoubleTap", default: true)
            immovable = try parseItemList(in: options, "immovable", sections: sections)
            undisplaceable = try parseItemList(in: options, "undisplaceable", sections: sections)
            if let rect = try options.optionalObject("catchRect", expected: "an object with x, y, width and height") {
                try rect.rejectUnknownFields(allowed: ["x", "y", "width", "height"])
                catchRect = Rect(x: try rect.number("x", .nonNegative), y: try rect.number("y", .nonNegative),
                                 width: try rect.number("width", .positive), height: try rect.number("height", .positive))
            }
        }

        return ReplayScript(viewport: viewport, layout: layout, sections: sections, mode: mode,
                            allowsMultipleSelection: allowsMultipleSelection,
                            allowsSelectionDuringEditing: allowsSelectionDuringEditing,
                            recognizesDoubleTap: recognizesDoubleTap, immovable: immovable,
                            undisplaceable: undisplaceable, catchRect: catchRect,
                            mouseDragDistance: mouseDragDistance, centersLines: centersLines,
                            menuActions: menuActions, doubleClickInterval: doubleClickInterval,
                            headerHeight: headerHeight, layoutDirection: layoutDirection, events: [])
    }
}
