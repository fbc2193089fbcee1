import MosaicCore
import MosaicView

/// The two layouts of HelloContacts: a flow grid of uniform cards and a waterfall whose card
/// heights come from the names (deterministic, so a layout switch is reproducible).
enum ContactLayouts {
    static let cardSize = Size(width: 150, height: 160)
    static let spacing = 14.0
    static let insets = EdgeInsets(all: 16)
    static let names = ["Flow", "Waterfall"]

    /// A card's waterfall height: 130…230 points from a stable hash of the name.
    static func waterfallHeight(for name: String) -> Double {
        var h: UInt64 = 1_469_598_103_934_665_603
        for byte in name.utf8 { h = (h ^ UInt64(byte)) &* 1_099_511_628_211 }
        return 130 + Double(h % 5) * 25
    }

    /// Columns for a viewport width: as many ~190-point columns as fit, at least 2.
    static func columns(for width: Double) -> Int { max(2, Int((width - insets.left - insets.right) / 190)) }

    /// The height of a group's header (only drawn when there are several sections).
    static let headerHeight = 32.0

    /// A layout for the names of each section (one section per group); headers when there is
    /// more than one section.
    static func make(_ name: String, names: [[String]], viewport: Size, spacing: Double = spacing) throws -> AnyLayout {
        let headers = names.count > 1 ? Array(repeating: headerHeight, count: names.count) : []
        if name == "Waterfall" {
            return AnyLayout(try WaterfallLayout(itemHeights: names.map { $0.map(waterfallHeight) }, columnCount: columns(for: viewport.width),
                                                 spacing: spacing, sectionInset: insets, headerHeights: headers, containerSize: viewport))
        }
        // The columns are centred (the room a line leaves is split left and right), at every
        // width and spacing: the layout does it, so resizes and ctrl+wheel keep it.
        var flow = try FlowLayout(itemCounts: names.map(\.count), itemSizing: .uniform(cardSize),
                                  minimumInteritemSpacing: spacing, minimumLineSpacing: spacing,
                                  sectionInset: insets, headerSizes: headers, containerSize: viewport)
        flow.setCentersUniformLines(true)
        return AnyLayout(flow)
    }
}
