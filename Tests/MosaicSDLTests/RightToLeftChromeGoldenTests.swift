import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView
import Testing
@testable import MosaicSDL

/// The SDL window's chrome right to left, driven through a real view and its
/// `OverlayPresenter` (as `CollectionWindow` draws it) and rendered offscreen: the context menu
/// opens to the left of the click with its entries at the right, the confirmation's buttons
/// change sides, the Undo toast has its button at the left. Clicks land on the mirrored
/// places. Compared like `GoldenImageTests` (`MOSAIC_UPDATE_GOLDEN=1` rewrites).
@Suite(.serialized) @MainActor
struct RightToLeftChromeGoldenTests {
    static let size = RightToLeftGoldenTests.size

    /// A flow of the Hebrew, Arabic and Latin names in `direction`, with a presenter.
    func window(_ direction: LayoutDirection) throws -> (CollectionView<Int, Int>, OverlayPresenter<Int, Int>) {
        let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, Array(0..<RightToLeftGoldenTests.names.count))])
        let view = try CollectionView(snapshot: snapshot, layout: RightToLeftGoldenTests.flow(), viewportSize: Self.size,
                                      clock: ManualClock(now: 0))
        view.labelProvider = { RightToLeftGoldenTests.names[$0] }
        view.setLayoutDirection(direction)
        return (view, OverlayPresenter(view))
    }

    func render(_ view: CollectionView<Int, Int>, _ presenter: OverlayPresenter<Int, Int>) throws -> OffscreenRenderer {
        let offscreen = try OffscreenRenderer(size: Self.size)
        offscreen.render(list: view.displayList(), dialogGeometry: presenter.dialogLayout)
        return offscreen
    }

    func click(_ view: CollectionView<Int, Int>, _ p: Point, at t: Double) {
        view.handle(.pointerDown(id: 1, position: p, time: t))
        view.handle(.pointerUp(id: 1, position: p, time: t + 0.05))
    }

    @Test("The context menu opens to the left of the click, its entries lined up at the right")
    func contextMenu() throws {
        let (view, presenter) = try window(.rightToLeft)
        let card = try #require(view.layout.attributesForItem(at: ItemPath(0, 1))?.frame)
        view.handle(.secondaryClick(position: Point(x: card.midX, y: card.midY), time: 0.1))
        let menu = try #require(presenter.contextMenu)
        #expect(menu.frame.maxX == card.midX, "the menu's top-right corner is at the click")
        #expect(menu.frame.minY == card.midY)
        try GoldenImageTests.compare(try render(view, presenter), with: "rtl-chrome-menu")

        let (ltrView, ltrPresenter) = try window(.leftToRight)
        let ltrCard = try #require(ltrView.layout.attributesForItem(at: ItemPath(0, 1))?.frame)
        ltrView.handle(.secondaryClick(position: Point(x: ltrCard.midX, y: ltrCard.midY), time: 0.1))
        #expect(ltrPresenter.contextMenu?.frame.minX == ltrCard.midX, "left to right the top-left corner is at the click")
    }

    @Test("Near the left edge the menu is clamped inside the viewport")
    func menuClampedAtTheLeftEdge() {
        let frame = ContextMenu.frame(count: 3, at: Point(x: 50, y: 20), viewport: Self.size, direction: .rightToLeft)
        #expect(frame.minX == 4 && frame.width == ContextMenu.width)
        let wide = ContextMenu.frame(count: 3, at: Point(x: 300, y: 20), viewport: Self.size, direction: .rightToLeft)
        #expect(wide.maxX == 300)
    }

    @Test("The confirmation's buttons change sides, and a click on the right one deletes")
    func confirmationAndToast() throws {
        let (view, presenter) = try window(.rightToLeft)
        view.requests.requestDeletion(at: ItemPath(0, 1))
        let geometry = try #require(presenter.dialogLayout)
        let anchor = try #require(view.requests.confirmationRequest).anchor
        let unmirrored = ConfirmationDialog(title: "", message: "", destructiveTitle: "", cancelTitle: "",
                                            path: ItemPath(0, 1), anchor: anchor).geometry(in: Self.size)
        #expect(geometry.panel == unmirrored.panel)
        #expect(geometry.destructive.minX > geometry.cancel.maxX, "destructive at the right, cancel at the left")
        #expect(geometry.destructive.minX - geometry.panel.minX == geometry.panel.maxX - unmirrored.destructive.maxX)
        try GoldenImageTests.compare(try render(view, presenter), with: "rtl-chrome-dialog")

        click(view, Point(x: geometry.destructive.midX, y: geometry.destructive.midY), at: 0.5)
        #expect(view.requests.confirmationRequest == nil)
        #expect(view.snapshot.numberOfItems == RightToLeftGoldenTests.names.count - 1)
        let toast = try #require(presenter.undoToast)
        #expect(toast.buttonFrame.minX == toast.frame.minX + 6, "the Undo button at the toast's left")
        #expect(toast.messageFrame.minX > toast.buttonFrame.maxX && toast.messageFrame.maxX == toast.frame.maxX - 14)
        try GoldenImageTests.compare(try render(view, presenter), with: "rtl-chrome-toast")

        click(view, Point(x: toast.buttonFrame.midX, y: toast.buttonFrame.midY), at: 1)
        #expect(view.snapshot.numberOfItems == RightToLeftGoldenTests.names.count, "Undo restored it")
    }

    @Test("Left to right the overlays' geometry is unchanged")
    func leftToRightUnchanged() throws {
        let (toast, button) = UndoToast.frames(in: Self.size)
        #expect(UndoToast.frames(in: Self.size, direction: .leftToRight) == (toast, button))
        let t = UndoToast(message: "m", buttonTitle: "Undo", viewport: Self.size, expires: 1)
        #expect(t.messageFrame == Rect(x: toast.minX + 14, y: toast.minY, width: button.minX - toast.minX - 20, height: toast.height))
        let dialog = ConfirmationDialog.deleteContact(path: ItemPath(0, 0), anchor: Rect(x: 10, y: 10, width: 120, height: 80))
        #expect(dialog.geometry(in: Self.size, direction: .leftToRight) == dialog.geometry(in: Self.size))
        #expect(ContextMenu.frame(count: 2, at: Point(x: 30, y: 30), viewport: Self.size, direction: .leftToRight)
                == ContextMenu.frame(count: 2, at: Point(x: 30, y: 30), viewport: Self.size))
    }
}
