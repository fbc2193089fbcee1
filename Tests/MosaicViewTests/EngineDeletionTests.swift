import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Issue 3: long press to delete, the anchored confirmation, Yes / No.
@Suite struct EngineDeletionTests {
    let eight = [engineItemNames(8)]   // A…H

    @Test func longPressInBrowseAsksToDelete() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(270, 50, at: 0),
            .up(270, 50, at: 0.7),
        ]))
        #expect(out.log == ["confirmDelete 0.2"])
        #expect(out.sections == eight)
        #expect(out.selected == [])
    }

    @Test func confirmationDialogIsAnchoredAtThePressedCell() throws {
        let h = try EngineHarness(sections: eight)
        h.down(270, 50, at: 0)
        h.advance(to: 0.49)
        #expect(h.presenter.dialog == nil)
        h.advance(to: 0.52)
        #expect(h.log == ["confirmDelete 0.2"])
        let dialog = try #require(h.presenter.dialog)
        #expect(dialog.title == "Delete contact?", "the contacts grid's words in the replay configuration")
        #expect(dialog.paths == [ItemPath(0, 2)])
        #expect(dialog.message == "Are you sure you want to delete this contact?")
        #expect(dialog.destructiveTitle == "Yes")
        #expect(dialog.cancelTitle == "No")
        #expect(dialog.path == ItemPath(0, 2))
        #expect(dialog.anchor == Rect(x: 220, y: 0, width: 100, height: 100))
        let overlays = h.display().overlays
        #expect(overlays == [.confirmation(dialog)])
        let geometry = try #require(h.presenter.dialogLayout)
        // The panel sits just below the pressed cell, horizontally centred on it.
        #expect(geometry.panel.minY >= dialog.anchor.maxY)
        #expect(engineClose(geometry.panel.midX, dialog.anchor.midX))
        // Only the card the dialog is about is highlighted (and selected); nothing else.
        #expect(h.display().cells.filter(\.isHighlighted).map(\.id) == ["C"])
        #expect(h.display().cells.filter(\.isSelected).map(\.id) == ["C"])
    }

    @Test func dialogAnchorFollowsTheScrolledCell() throws {
        let h = try EngineHarness(sections: [engineItemNames(40)])
        h.wheel(dy: 2.5, at: 0)                    // offset 100
        #expect(h.view.contentOffset.y == 100)
        h.down(50, 50, at: 0.5)                    // content y 150: row 1, item 0.4
        h.advance(to: 1.1)
        #expect(h.log == ["confirmDelete 0.4"])
        #expect(h.presenter.dialog?.anchor == Rect(x: 0, y: 10, width: 100, height: 100))
    }

    @Test func confirmYesDeletesTheItem() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(270, 50, at: 0),
            .up(270, 50, at: 0.7),
            .confirm(yes: true, at: 0.8),
        ]))
        #expect(out.log == ["confirmDelete 0.2", "delete 0.2", "announce Deleted C"])
        #expect(out.sections == [["A", "B", "D", "E", "F", "G", "H"]])
    }

    @Test func confirmNoChangesNothing() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(270, 50, at: 0),
            .up(270, 50, at: 0.7),
            .confirm(yes: false, at: 0.8),
        ]))
        #expect(out.log == ["confirmDelete 0.2"])
        #expect(out.sections == eight)
    }

    @Test func afterYesTheOthersAnimateToTheirNewFrames() throws {
        let h = try EngineHarness(sections: eight)
        h.down(270, 50, at: 0)
        h.up(270, 50, at: 0.7)
        h.advance(to: 0.8)
        h.view.requests.confirm(true)
        #expect(h.log == ["confirmDelete 0.2", "delete 0.2", "announce Deleted C"])
        #expect(h.sections == [["A", "B", "D", "E", "F", "G", "H"]])
        #expect(h.presenter.dialog == nil)
        #expect(h.display().overlays.map(\.isUndoToast) == [true])
        // D moves from (330, 0) to (220, 0); E from row 1 to (330, 0).
        h.advance(to: 0.9)
        let dMid = try #require(h.cell("D")).frame
        let eMid = try #require(h.cell("E")).frame
        #expect(dMid != Rect(x: 220, y: 0, width: 100, height: 100), "D should be mid-animation at 0.1 s")
        #expect(dMid.minX > 220 && dMid.minX < 330)
        #expect(eMid != Rect(x: 330, y: 0, width: 100, height: 100))
        // The deleted cell fades out where it was.
        let ghost = h.display().cells.first { $0.id == "C" }
        #expect(ghost?.isRemoving == true)
        #expect((ghost?.alpha ?? 1) < 1)
        h.advance(to: 3)
        #expect(h.cell("D")?.frame == Rect(x: 220, y: 0, width: 100, height: 100))
        #expect(h.cell("E")?.frame == Rect(x: 330, y: 0, width: 100, height: 100))
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func longPressOutsideEveryCellDoesNothing() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(470, 50, at: 0),
            .up(470, 50, at: 0.7),
            .down(50, 400, at: 1),
            .up(50, 400, at: 1.7),
        ]))
        #expect(out.log == [])
        #expect(out.sections == eight)
    }

    @Test func longPressOutsideLeavesNoDialog() throws {
        let h = try EngineHarness(sections: eight)
        h.down(470, 50, at: 0)
        h.advance(to: 0.8)
        #expect(h.presenter.dialog == nil)
        #expect(h.display().overlays.isEmpty)
    }

    @Test func movingMoreThanTenPointsBeforeHalfASecondScrollsInstead() throws {
        let out = try engineRun(engineScenario(sections: [engineItemNames(40)], events: [
            .down(270, 300, at: 0),
            .move(270, 285, at: 0.1),
            .move(270, 270, at: 0.2),
            .up(270, 270, at: 0.8),
        ]))
        #expect(out.log == [])
        #expect(out.contentOffset.y >= 30, "the pan scrolls the content by the finger's travel")
    }

    @Test func smallJitterStillLongPresses() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(270, 50, at: 0),
            .move(276, 55, at: 0.2),
            .up(276, 55, at: 0.7),
        ]))
        #expect(out.log == ["confirmDelete 0.2"])
    }

    @Test func dialogIsModalUntilAnswered() throws {
        let h = try EngineHarness(sections: eight)
        h.down(270, 50, at: 0)
        h.up(270, 50, at: 0.7)
        // A tap on another cell while the dialog is open selects nothing.
        h.down(50, 160, at: 1)
        h.up(50, 160, at: 1.05)
        h.advance(to: 1.5)
        #expect(h.log == ["confirmDelete 0.2"])
        #expect(h.presenter.dialog != nil)
        #expect(h.view.selectedPaths == [])
    }
}
