import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Issue 14 #9: edit mode with a mouse — a drag after a few points with no hold (fingers keep
/// the hold), hover, grab cursors, the right-click menu, the per-mode hint.
@Suite struct EngineDesktopEditTests {
    let eight = [engineItemNames(8)]

    @Test func theMouseLiftsAfterFourPointsWithoutTheHold() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0)
        h.move(53, 50, at: 0.02)   // 3 points: not yet
        #expect(!h.view.dragInProgress)
        h.move(54, 50, at: 0.04)   // 4 points: lifted at once, 0.46 s before a long press
        #expect(h.view.dragInProgress)
        #expect(h.log == ["canMove 0.0"])
        h.move(380, 60, at: 0.2)
        h.up(380, 60, at: 0.3)
        #expect(h.log.contains("move 0.0 -> 0.3"))
        #expect(h.sections == [["B", "C", "D", "A", "E", "F", "G", "H"]])
    }

    @Test func fingersKeepTheHold() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0, pointer: 100)
        h.move(56, 50, at: 0.05, pointer: 100)
        #expect(!h.view.dragInProgress, "a finger moving 6 points before 0.5 s is not a drag")
        h.advance(to: 0.52)
        #expect(h.view.dragInProgress, "the hold still lifts")
        h.up(56, 50, at: 0.6, pointer: 100)
    }

    @Test func theMouseHoldsWhenTheConfigurationSaysSo() throws {
        let h = try EngineHarness(sections: eight, mode: .edit) { $0.beginsDragOnMouseMovement = false }
        h.down(50, 50, at: 0)
        h.move(56, 50, at: 0.05)
        #expect(!h.view.dragInProgress)
        h.advance(to: 0.52)
        #expect(h.view.dragInProgress)
    }

    @Test func inBrowseModeMouseMovementIsNotALift() throws {
        let h = try EngineHarness(sections: eight)
        h.down(50, 50, at: 0)
        h.move(56, 50, at: 0.05)
        h.up(56, 50, at: 0.1)
        #expect(!h.view.dragInProgress)
        #expect(h.presenter.dialog == nil)
        #expect(!h.log.contains("canMove 0.0"))
    }

    @Test func theMouseDragsInExchangeModeToo() throws {
        let h = try EngineHarness(sections: eight, mode: .exchange)
        h.down(50, 50, at: 0)
        h.move(56, 50, at: 0.03)
        #expect(h.view.exchangeTransactionInProgress)
        h.move(160, 50, at: 0.2)
        h.up(160, 50, at: 0.3)
        h.advance(to: 1.5)
        #expect(h.sections[0].prefix(2) == ["B", "A"])
    }

    @Test func hoverFollowsTheMouseAndLeaving() throws {
        let h = try EngineHarness(sections: eight)
        h.at(0.1) { .hover(position: Point(x: 160, y: 50), time: $0) }
        #expect(h.presenter.hoveredPath == ItemPath(0, 1))
        #expect(h.display().cells.filter(\.isHovered).map(\.id) == ["B"])
        h.at(0.2) { .hover(position: Point(x: 105, y: 50), time: $0) }   // the gap
        #expect(h.presenter.hoveredPath == nil)
        h.at(0.3) { .hover(position: Point(x: 270, y: 50), time: $0) }
        #expect(h.presenter.hoveredPath == ItemPath(0, 2))
        h.at(0.4) { .hover(position: Point(x: -1000, y: -1000), time: $0) }   // left the window
        #expect(h.presenter.hoveredPath == nil)
        #expect(h.display().cells.allSatisfy { !$0.isHovered })
        // A hover is not a pointer: nothing was selected or logged.
        #expect(h.log.isEmpty)
    }

    @Test func hoverEndsWhileAButtonIsDownAndFollowsScrolling() throws {
        let h = try EngineHarness(sections: [engineItemNames(40)])
        h.at(0.1) { .hover(position: Point(x: 50, y: 50), time: $0) }
        #expect(h.presenter.hoveredPath == ItemPath(0, 0))
        h.down(50, 50, at: 0.2)
        #expect(h.presenter.hoveredPath == nil)
        h.up(50, 50, at: 0.25)
        #expect(h.presenter.hoveredPath == ItemPath(0, 0))
        h.wheel(dy: 11 / 4, at: 0.3, x: 50, y: 50)   // 110 points: the next row is under the mouse
        #expect(h.presenter.hoveredPath == ItemPath(0, 4))
    }

    @Test func cursorIsGrabOverMovableCardsAndGrabbingWhileDragging() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.view.delegate.canMoveItem = { $0 != ItemPath(0, 2) }
        h.at(0.1) { .hover(position: Point(x: 50, y: 50), time: $0) }
        #expect(h.display().cursor == .grab)
        h.at(0.2) { .hover(position: Point(x: 270, y: 50), time: $0) }
        #expect(h.display().cursor == .arrow, "C may not move")
        h.at(0.3) { .hover(position: Point(x: 105, y: 50), time: $0) }
        #expect(h.display().cursor == .arrow, "a gap")
        h.down(50, 50, at: 0.4)
        #expect(h.display().cursor == .grab, "pressed, not yet dragging")
        h.move(60, 50, at: 0.45)
        #expect(h.display().cursor == .grabbing)
        h.up(60, 50, at: 0.5)
        #expect(h.display().cursor == .grab)
        h.view.setMode(.browse)
        #expect(h.display().cursor == .arrow)
    }

    @Test func eachModeHasItsHint() throws {
        let h = try EngineHarness(sections: eight)
        #expect(h.display().controls.hint == "Click to select, right-click for actions")
        h.view.setMode(.edit)
        #expect(h.display().controls.hint == "Long press or drag to reorder")
        h.view.setMode(.exchange)
        #expect(h.display().controls.hint == "Drag a card onto another to swap")
        h.view.configuration.modeHints.exchange = ""
        #expect(h.display().controls.hint == nil)
    }
}

/// The right-click menu: an overlay the display list carries, modal, keyboard accessible.
@Suite struct EngineContextMenuTests {
    func secondaryClick(_ h: EngineHarness, _ x: Double, _ y: Double, at t: Double) {
        h.at(t) { .secondaryClick(position: Point(x: x, y: y), time: $0) }
    }

    @Test func rightClickOpensTheMenuOfTheCard() throws {
        let h = try EngineHarness(sections: [["A", "B", "C", "D"], ["E", "F"]])
        h.view.sectionTitleProvider = { $0 == 0 ? "Friends" : "Work" }
        secondaryClick(h, 270, 50, at: 0.1)
        let menu = try #require(h.presenter.contextMenu)
        #expect(menu.path == ItemPath(0, 2))
        #expect(menu.items.map(\.title) == ["Delete", "Move to Work"])
        #expect(menu.frame.minX == 270 && menu.frame.minY == 50)
        #expect(h.display().overlays == [.contextMenu(menu)])
        #expect(h.display().cells.filter(\.isHighlighted).map(\.id) == ["C"])
        #expect(h.log.isEmpty, "opening the menu selects nothing")
    }

    @Test func oneSectionHasNoMoveEntryAndGapsNoMenu() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)])
        secondaryClick(h, 105, 50, at: 0.1)
        #expect(h.presenter.contextMenu == nil)
        secondaryClick(h, 50, 50, at: 0.2)
        #expect(h.presenter.contextMenu?.items.map(\.action) == [.delete])
    }

    @Test func escapeAndAClickOutsideCloseItWithoutActing() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)])
        secondaryClick(h, 50, 50, at: 0.1)
        h.key(.escape, at: 0.2)
        #expect(h.presenter.contextMenu == nil)
        secondaryClick(h, 50, 50, at: 0.3)
        h.down(380, 160, at: 0.4)   // outside the menu, over H
        h.up(380, 160, at: 0.45)
        #expect(h.presenter.contextMenu == nil)
        #expect(h.log.isEmpty, "the click that closed the menu did not select H")
        h.down(380, 160, at: 0.6)
        h.up(380, 160, at: 0.65)
        #expect(h.log == ["didSelect 0.7"])
    }

    @Test func keyboardChoosesDeleteWhichAsksNamingTheCard() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)]) { $0.deletionConfirmation = .deleteNamedContact }
        secondaryClick(h, 160, 50, at: 0.1)
        h.key(.down, at: 0.2)
        #expect(h.presenter.contextMenu?.focusedIndex == 0)
        h.key(.enter, at: 0.3)
        #expect(h.presenter.contextMenu == nil)
        let dialog = try #require(h.presenter.dialog)
        #expect(dialog.title == "Delete B?")
        h.key(.character("y"), at: 0.4)
        #expect(h.sections == [["A", "C", "D", "E", "F", "G", "H"]])
    }

    @Test func clickingAnEntryActivatesIt() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)]) { $0.deletionConfirmation = .deleteNamedContact }
        secondaryClick(h, 160, 50, at: 0.1)
        let row = try #require(h.presenter.contextMenu).itemFrame(0)
        h.down(row.midX, row.midY, at: 0.2)
        h.up(row.midX, row.midY, at: 0.25)
        #expect(h.presenter.dialog?.title == "Delete B?")
    }

    @Test func moveToAnotherSectionIsOneUndoableMove() throws {
        let h = try EngineHarness(sections: [["A", "B", "C", "D"], ["E", "F"]])
        secondaryClick(h, 160, 50, at: 0.1)
        h.key(.down, at: 0.2)
        h.key(.down, at: 0.3)
        h.key(.space, at: 0.4)
        #expect(h.sections == [["A", "C", "D"], ["E", "F", "B"]])
        // The menu asks the data source first, as a lift does (one set of rules on every path).
        #expect(h.log == ["canMove 0.1", "move 0.1 -> 1.2", "announce Moved B to position 3 in section 2"])
        h.advance(to: 1)
        #expect(engineSettledDisplayProblems(h.view) == [])
        h.key(.character("z"), at: 1.1, .ctrl)
        #expect(h.sections == [["A", "B", "C", "D"], ["E", "F"]])
    }

    @Test func theMenuDeletesTheWholeSelectionWhenTheCardIsInIt() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)])
        h.at(0.1) { .pointerDown(id: 0, position: Point(x: 50, y: 50), modifiers: .ctrl, time: $0) }
        h.up(50, 50, at: 0.15)
        h.at(0.2) { .pointerDown(id: 0, position: Point(x: 160, y: 50), modifiers: .ctrl, time: $0) }
        h.up(160, 50, at: 0.25)
        secondaryClick(h, 160, 50, at: 0.3)
        h.key(.down, at: 0.35)
        h.key(.enter, at: 0.4)
        #expect(h.presenter.dialog?.title == "Delete 2 contacts?")
        #expect(h.presenter.dialog?.paths == [ItemPath(0, 0), ItemPath(0, 1)])
    }
}

/// Issue 14 #10: a safer delete — the dialog names the card, highlights only it, the Undo
/// toast, multiple selection with ctrl/shift and one question for several.
@Suite struct EngineSaferDeleteTests {
    func click(_ h: EngineHarness, _ x: Double, _ y: Double, at t: Double, _ modifiers: Modifiers = []) {
        h.at(t) { .pointerDown(id: 0, position: Point(x: x, y: y), modifiers: modifiers, time: $0) }
        h.up(x, y, at: t + 0.05)
    }

    @Test func theDialogNamesTheCardAndNoOtherRingCompetes() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)]) { $0.deletionConfirmation = .deleteNamedContact }
        h.view.labelProvider = { $0 == "C" ? "Ada Lovelace" : $0 }
        click(h, 50, 50, at: 0)          // A selected
        h.key(.right, at: 0.2)           // focus on A
        h.down(270, 50, at: 0.3)
        h.advance(to: 0.9)
        #expect(h.presenter.dialog?.title == "Delete Ada Lovelace?")
        let cells = h.display().cells
        #expect(cells.filter(\.isSelected).map(\.id) == ["C"])
        #expect(cells.filter(\.isHighlighted).map(\.id) == ["C"])
        #expect(cells.allSatisfy { !$0.isFocused })
        h.up(270, 50, at: 1)
        h.view.requests.confirm(false)
        // Answered: the selection and focus are back.
        #expect(h.display().cells.filter(\.isSelected).map(\.id) == ["A"])
    }

    @Test func ctrlClickTogglesAndShiftClickSelectsARange() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)])
        click(h, 50, 50, at: 0)                      // A
        click(h, 270, 50, at: 0.2, .ctrl)            // + C
        #expect(h.view.selectedItems == ["A", "C"])
        click(h, 50, 50, at: 0.4, .ctrl)             // − A
        #expect(h.view.selectedItems == ["C"])
        click(h, 50, 160, at: 0.6, .shift)           // the anchor (A, ctrl-clicked last) to E
        #expect(h.view.selectedItems == ["A", "B", "C", "D", "E"])
        click(h, 160, 50, at: 0.8)                   // a plain click: B alone, new anchor
        #expect(h.view.selectedItems == ["B"])
        click(h, 270, 50, at: 1.0, .shift)
        #expect(h.view.selectedItems == ["B", "C"])
    }

    @Test func deletingSeveralAsksOnceAndIsOneEdit() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)])
        click(h, 50, 50, at: 0)
        click(h, 270, 50, at: 0.2, .ctrl)
        click(h, 380, 160, at: 0.4, .ctrl)
        h.clearLog()
        h.key(.delete, at: 0.6)
        let dialog = try #require(h.presenter.dialog)
        #expect(dialog.title == "Delete 3 contacts?")
        #expect(dialog.message == "Are you sure you want to delete these contacts?")
        #expect(h.display().cells.filter(\.isSelected).map(\.id) == ["A", "C", "H"])
        h.key(.character("y"), at: 0.7)
        #expect(h.sections == [["B", "D", "E", "F", "G"]])
        #expect(h.log == ["confirmDelete 0.0", "confirmDelete 0.2", "confirmDelete 0.7",
                          "delete 0.0", "delete 0.2", "delete 0.7", "announce Deleted 3 contacts"])
        h.advance(to: 1.5)
        h.key(.character("z"), at: 1.6, .ctrl)
        #expect(h.sections == [engineItemNames(8)], "one undo restores all three")
    }

    @Test func theUndoToastShowsForFiveSecondsAndItsButtonUndoes() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)])
        h.down(270, 50, at: 0)
        h.advance(to: 0.6)
        h.up(270, 50, at: 0.6)
        h.view.requests.confirm(true)
        let toast = try #require(h.view.displayList().overlays.compactMap { o -> UndoToast? in
            if case .undoToast(let t) = o { return t } else { return nil } }.first)
        #expect(toast.message == "Deleted C")
        #expect(toast.buttonTitle == "Undo")
        #expect(h.view.nextDeadline == toast.expires)
        #expect(engineClose(toast.expires, 5.6))
        // A click on the toast's text does nothing; on its button it undoes.
        h.down(toast.frame.minX + 20, toast.frame.midY, at: 1)
        h.up(toast.frame.minX + 20, toast.frame.midY, at: 1.05)
        #expect(h.sections[0].count == 7)
        #expect(!h.log.contains("didSelect 0.4"), "the toast is above the cells")
        h.down(toast.buttonFrame.midX, toast.buttonFrame.midY, at: 1.2)
        h.up(toast.buttonFrame.midX, toast.buttonFrame.midY, at: 1.25)
        #expect(h.sections == [engineItemNames(8)])
        #expect(h.log.last == "undo delete 0.2")
        #expect(h.presenter.undoToast == nil)
    }

    @Test func theToastExpiresAndAnotherEditDismissesIt() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)])
        h.view.requests.requestDeletion(at: ItemPath(0, 0))
        h.view.requests.confirm(true)
        h.advance(to: 4.9)
        #expect(h.presenter.undoToast != nil)
        h.advance(to: 5.1)
        #expect(h.presenter.undoToast == nil)
        #expect(h.display().overlays.isEmpty)
        h.view.requests.requestDeletion(at: ItemPath(0, 0))
        h.view.requests.confirm(true)
        #expect(h.presenter.undoToast != nil)
        h.view.deleteItems(at: [ItemPath(0, 0)])   // another undoable change
        #expect(h.display().overlays.isEmpty)
        h.view.configuration.undoToastDuration = 0
        h.view.requests.requestDeletion(at: ItemPath(0, 0))
        h.view.requests.confirm(true)
        #expect(h.presenter.undoToast == nil)
    }
}

/// Issue 14 #11: Home/End, Page Up/Page Down, the draggable scroll indicator.
@Suite struct EngineBigListTests {
    let hundred = [engineItemNames(100)]   // 25 rows of 110 points: 2,740 tall in a 600 viewport

    @Test func homeEndAndPagesMoveTheFocusAndScroll() throws {
        let h = try EngineHarness(sections: hundred)
        h.key(.end, at: 0.1)
        #expect(h.view.focusedPath == ItemPath(0, 99))
        #expect(h.view.contentOffset.y == h.view.maximumContentOffset.y)
        h.key(.home, at: 0.2)
        #expect(h.view.focusedPath == ItemPath(0, 0))
        #expect(h.view.contentOffset.y == 0)
        h.key(.pageDown, at: 0.3)
        // A page (600 points) below A's centre (50) is y 650: the nearest centre is row 5's
        // (600) → item 20, same column; the view scrolled a page, then back to show row 5.
        #expect(h.view.focusedPath == ItemPath(0, 20))
        #expect(h.view.contentOffset.y == 550)
        h.key(.pageDown, at: 0.4)
        #expect(h.view.focusedPath == ItemPath(0, 40))
        h.key(.pageUp, at: 0.5)
        #expect(h.view.focusedPath == ItemPath(0, 20))
    }

    @Test func pageKeysMoveAKeyboardDragAsFar() throws {
        let h = try EngineHarness(sections: hundred, mode: .edit)
        h.key(.right, at: 0.1)   // focus A
        h.key(.space, at: 0.2)   // lift A
        h.key(.pageDown, at: 0.3)
        #expect(h.view.drag?.move?.target == ItemPath(0, 20))
        h.key(.end, at: 0.4)
        #expect(h.view.drag?.move?.target == ItemPath(0, 99))
        h.key(.home, at: 0.5)
        #expect(h.view.drag?.move?.target == ItemPath(0, 0))
        h.key(.end, at: 0.6)
        h.key(.space, at: 0.7)
        #expect(h.sections[0].last == "A")
        #expect(h.log.contains("move 0.0 -> 0.99"))
    }

    @Test func draggingTheScrollIndicatorScrollsProportionally() throws {
        let h = try EngineHarness(sections: hundred)
        let thumb = try #require(h.presenter.verticalScrollIndicatorFrame)
        #expect(thumb.minX == 494 && thumb.minY == 2)
        let ratio = ScrollIndicator.contentPerThumbPoint(viewport: 600, content: h.view.layout.contentSize.height)
        h.down(497, thumb.midY, at: 0.1)
        #expect(h.presenter.isDraggingScrollIndicator)
        h.move(497, thumb.midY + 100, at: 0.2)
        #expect(engineClose(h.view.contentOffset.y, 100 * ratio))
        h.move(497, thumb.midY + 5000, at: 0.3)
        #expect(h.view.contentOffset.y == h.view.maximumContentOffset.y)
        h.up(497, thumb.midY + 5000, at: 0.4)
        #expect(!h.presenter.isDraggingScrollIndicator)
        #expect(h.log.isEmpty, "no selection, no gesture")
        h.advance(to: 1)
        #expect(h.view.contentOffset.y == h.view.maximumContentOffset.y, "no momentum")
        // Beside the thumb (not at its height) the press is an ordinary one.
        h.down(497, 10, at: 1.1)
        #expect(!h.presenter.isDraggingScrollIndicator)
    }
}
