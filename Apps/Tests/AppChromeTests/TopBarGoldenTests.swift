import Foundation
import MosaicCore
import MosaicView
import Testing
@testable import AppChrome
@testable import MosaicSDL

/// The window's states — browse, a move, an exchange, the dialogs, the context menu, the Undo
/// toast, a waterfall, a 2× screen — rendered offscreen under the apps' top bar and compared
/// with `Golden/*.png` (``Fixtures/compare(_:with:)``; `MOSAIC_UPDATE_GOLDEN=1` rewrites them).
@Suite(.serialized) @MainActor
struct TopBarGoldenTests {
    @Test func browse() throws {
        try check("browse", list: Fixtures.browse(), bar: Fixtures.bar())
    }

    @Test func editModeMoving() throws {
        try check("edit-moving", list: Fixtures.editMoving(), bar: Fixtures.bar(mode: .edit))
    }

    @Test func exchangeWithSnapshotAndDimmedItem() throws {
        try check("exchange", list: Fixtures.exchanging(), bar: Fixtures.bar(mode: .exchange))
    }

    @Test func confirmationDialog() throws {
        let (list, geometry) = Fixtures.dialog()
        try check("dialog", list: list, bar: Fixtures.bar(), geometry: geometry)
    }

    @Test func contextMenuWithHoverAndHint() throws {
        var bar = Fixtures.bar()
        bar.hint = "Click to select, right-click or hold to delete"
        try check("context-menu", list: Fixtures.contextMenu(), bar: bar)
    }

    @Test func undoToast() throws {
        var bar = Fixtures.bar(mode: .edit)
        bar.hint = "Long press or drag to reorder"
        try check("undo-toast", list: Fixtures.undoToast(), bar: bar)
    }

    @Test func dialogAboutSeveralHighlightsThem() throws {
        let (list, geometry) = Fixtures.dialogAboutSeveral()
        try check("dialog-several", list: list, bar: Fixtures.bar(), geometry: geometry)
    }

    @Test func waterfallVariableHeights() throws {
        try check("waterfall", list: Fixtures.waterfall(), bar: Fixtures.bar(layout: "Waterfall"))
    }

    @Test func hiDPIBrowse() throws {
        try check("browse-2x", list: Fixtures.browse(), bar: Fixtures.bar(), pixelScale: 2)
    }

    @Test func rightToLeftBarAboveAMirroredList() throws {
        var bar = Fixtures.bar()
        bar.hint = "Click to select, right-click or hold to delete"
        bar.layoutDirection = .rightToLeft
        var list = Fixtures.browse()
        list.layoutDirection = .rightToLeft
        list.cells = list.cells.map { cell in
            var cell = cell
            cell.frame.origin.x = list.viewport.width - cell.frame.maxX
            return cell
        }
        try check("rtl-browse", list: list, bar: bar)
    }

    func check(_ name: String, list: DisplayList<String>, bar: TopBar, geometry: DialogGeometry? = nil,
               pixelScale: Double = 1) throws {
        let offscreen = try OffscreenRenderer(size: Fixtures.surface, pixelScale: pixelScale)
        offscreen.render(list: list, header: bar, dialogGeometry: geometry)
        try Fixtures.compare(offscreen, with: name)
    }
}
