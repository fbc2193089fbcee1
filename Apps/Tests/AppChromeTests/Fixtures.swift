// DragSnapshot and DisplaySupplementary have no public initializers: @testable (debug builds).
import AppChrome
import Foundation
import MosaicCore
import MosaicInteraction
import MosaicSDL
@testable import MosaicView
import Testing

/// Hand-built display lists of the states the golden images pin (the apps' top bar over
/// MosaicSDL's drawing; the detail panel over the browse state). Built by hand (not by a
/// `CollectionView`) so the images change only when drawing changes, not when the engine's
/// layout or animation tuning does.
enum Fixtures {
    static let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov",
                        "Donald Knuth", "Margaret Hamilton", "Claude Shannon", "Hedy Lamarr", "Katherine Johnson",
                        "Tim Berners-Lee", "Radia Perlman", "Niklaus Wirth", "Frances Allen", "Plato"]

    /// The golden images' surface: 640 × 400 with the top bar; the collection gets 640 × 348.
    static let surface = Size(width: 640, height: 400)
    static let viewport = Size(width: 640, height: 400 - TopBar.height)

    /// A flow grid: a 28-point header band, then 100 × 120 cards, 5 per row, 12 apart.
    static func flowFrame(_ i: Int, offsetY: Double = 0) -> Rect {
        Rect(x: 20 + Double(i % 5) * 112, y: 38 + Double(i / 5) * 132 - offsetY, width: 100, height: 120)
    }

    static func flowList(count: Int = 15, edit: Bool = false, offsetY: Double = 0) -> DisplayList<String> {
        var list = DisplayList<String>(viewport: viewport, contentOffset: Point(x: 0, y: offsetY),
                               contentSize: Size(width: 640, height: 38 + 3 * 132 + 10))
        list.supplementaries = [DisplaySupplementary(kind: .header, section: 0,
                                                     frame: Rect(x: 0, y: -offsetY, width: 640, height: 28))]
        list.cells = (0..<count).map { i in
            DisplayCell(id: names[i % names.count], path: ItemPath(0, i), frame: flowFrame(i, offsetY: offsetY),
                        showsEditBackground: edit)
        }
        return list
    }

    /// Browse: one selected, one highlighted (pressed), one focused, one fading out.
    static func browse() -> DisplayList<String> {
        var list = flowList()
        list.cells[1].isSelected = true
        list.cells[3].isHighlighted = true
        list.cells[6].isFocused = true
        list.cells[8].isRemoving = true
        list.cells[8].alpha = 0.4
        list.cells[8].scale = 0.9
        return list
    }

    /// Edit mode mid-move: gray cards, the lifted item hidden, its snapshot following the
    /// pointer (no background, slight scale).
    static func editMoving() -> DisplayList<String> {
        var list = flowList(edit: true)
        list.cells[2].isHidden = true
        list.cells[7].isSelected = true
        var frame = flowFrame(2)
        frame.origin = Point(x: 290, y: 120)
        list.overlays = [.dragSnapshot(DragSnapshot<String>(items: [], label: names[2], frame: frame, alpha: 0.95, scale: 1.1,
                                                    backgroundGray: nil))]
        return list
    }

    /// Exchange mid-transaction (the model swaps as the pointer moves): the caught item
    /// (Ada) hidden in the slot under the pointer, the displaced item (Claude) shown at the
    /// caught item's origin dimmed to 0.6, the snapshot at 0.8 over dark gray, scale 1.2.
    static func exchanging() -> DisplayList<String> {
        var list = flowList()
        list.cells[0].id = names[7]
        list.cells[0].label = names[7]
        list.cells[0].alpha = 0.6
        list.cells[7].id = names[0]
        list.cells[7].label = names[0]
        list.cells[7].isHidden = true
        var frame = flowFrame(7)
        frame.origin = Point(x: frame.minX + 18, y: frame.minY - 14)
        list.overlays = [.dragSnapshot(DragSnapshot<String>(items: [], label: names[0], frame: frame, alpha: 0.8, scale: 1.2,
                                                    backgroundGray: 1.0 / 3.0))]
        return list
    }

    /// The delete confirmation anchored at the fourth card.
    static func dialog() -> (DisplayList<String>, DialogGeometry) {
        var list = flowList()
        let anchor = flowFrame(3)
        list.cells[3].isHighlighted = true
        list.overlays = [.confirmation(.deleteContact(path: ItemPath(0, 3), anchor: anchor))]
        return (list, CairoRenderer.dialogGeometry(anchor: anchor, viewport: viewport))
    }

    /// Issue 14: the right-click menu of card 2 (highlighted), its second entry focused and a
    /// disabled third, card 6 hovered, with the browse hint in the bar.
    static func contextMenu() -> DisplayList<String> {
        var list = flowList()
        list.cells[2].isHighlighted = true
        list.cells[6].isHovered = true
        let at = Point(x: flowFrame(2).midX, y: flowFrame(2).midY)
        let items = [ContextMenu.Item(title: "Delete", action: .delete),
                     ContextMenu.Item(title: "Move to Friends", action: .moveToSection(1)),
                     ContextMenu.Item(title: "Move to Family", action: .moveToSection(2), isEnabled: false)]
        list.overlays = [.contextMenu(ContextMenu(items: items, path: ItemPath(0, 2),
                                                  frame: ContextMenu.frame(count: 3, at: at, viewport: viewport),
                                                  focusedIndex: 1))]
        return list
    }

    /// Issue 14: the Undo toast after a deletion, one card selected.
    static func undoToast() -> DisplayList<String> {
        var list = flowList()
        list.cells[1].isSelected = true
        list.overlays = [.undoToast(UndoToast(message: "Deleted Ada Lovelace", buttonTitle: "Undo", viewport: viewport,
                                              expires: 5))]
        return list
    }

    /// Issue 14: one question about two cards (1 and 3), both selected and highlighted above the
    /// dimming, nothing else with a ring.
    static func dialogAboutSeveral() -> (DisplayList<String>, DialogGeometry) {
        var list = flowList()
        for i in [1, 3] {
            list.cells[i].isSelected = true
            list.cells[i].isHighlighted = true
        }
        let anchor = flowFrame(3)
        var text = DeletionConfirmationText.deleteContact
        text.title = DeletionConfirmationText.fill(text.multipleTitle, name: "", count: 2)
        list.overlays = [.confirmation(ConfirmationDialog(
            title: text.title, message: text.multipleMessage, destructiveTitle: text.confirm, cancelTitle: text.cancel,
            path: ItemPath(0, 3), paths: [ItemPath(0, 1), ItemPath(0, 3)], anchor: anchor))]
        return (list, CairoRenderer.dialogGeometry(anchor: anchor, viewport: viewport))
    }

    /// A waterfall: 4 columns of variable heights, scrolled by 60 points, with a footer band.
    static func waterfall() -> DisplayList<String> {
        let heights = [150.0, 110, 190, 130, 120, 170, 100, 160, 140, 180, 115, 135, 155, 125]
        var columnBottoms = [12.0, 12, 12, 12]
        var list = DisplayList<String>(viewport: viewport, contentOffset: Point(x: 0, y: 60), contentSize: Size(width: 640, height: 720))
        for (i, h) in heights.enumerated() {
            guard let column = columnBottoms.indices.min(by: { columnBottoms[$0] < columnBottoms[$1] }) else { continue }
            let frame = Rect(x: 16 + Double(column) * 154, y: columnBottoms[column] - 60, width: 144, height: h)
            columnBottoms[column] += h + 10
            list.cells.append(DisplayCell(id: names[i % names.count], path: ItemPath(0, i), frame: frame))
        }
        list.supplementaries = [DisplaySupplementary(kind: .footer, section: 0,
                                                     frame: Rect(x: 0, y: 690 - 60, width: 640, height: 30))]
        return list
    }

    static func bar(mode: InteractionMode = .browse, layout: String = "Flow") -> TopBar {
        TopBar(title: "Contacts", editTitle: mode == .edit ? "Done" : "Edit", mode: mode, layoutName: layout,
               width: surface.width)
    }

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares the rendering with `Golden/name.png` (≤ 0.5 % of pixels may differ by more than 8
    /// in a channel); with `MOSAIC_UPDATE_GOLDEN=1` writes it instead.
    static func compare(_ offscreen: OffscreenRenderer, with name: String) throws {
        let golden = goldenDirectory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["MOSAIC_UPDATE_GOLDEN"] == "1" {
            try offscreen.savePNG(path: golden.path)
            return
        }
        let actual = offscreen.image()
        let expected = try RGBImage.load(path: golden.path)
        let allowed = actual.width * actual.height / 200
        guard let differing = actual.countDifferingPixels(from: expected, tolerance: 8), differing <= allowed else {
            let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(name)-actual.png").path
            try? offscreen.savePNG(path: actualPath)
            let message = "\(name) differs from \(golden.path) (allowed \(allowed) pixels); actual image written to "
                + "\(actualPath). If intended: MOSAIC_UPDATE_GOLDEN=1 swift test --filter AppChromeTests"
            Issue.record(Comment(rawValue: message))
            return
        }
    }
}
