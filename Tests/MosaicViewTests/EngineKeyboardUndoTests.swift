import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
@testable import MosaicView

/// Issue 4: undo/redo, keyboard operation, announcements.
@Suite struct EngineKeyboardUndoTests {
    let eight = [engineItemNames(8)]   // A…H: row 0 = A B C D, row 1 = E F G H
    static let moved = [["B", "C", "D", "A", "E", "F", "G", "H"]]

    static let dragAToSlot3: [ReplayEvent] = [
        .down(50, 50, at: 0),
        .move(380, 50, at: 0.8),
        .up(380, 50, at: 1.0),
    ]

    // MARK: Undo / redo

    @Test func undoAMove() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: Self.dragAToSlot3 + [
            .key(.character("z"), at: 1.5, ctrl: true),
        ]))
        #expect(out.log == ["canMove 0.0", "move 0.0 -> 0.3", "announce Moved A to position 4",
                            "undo move 0.0 -> 0.3"])
        #expect(out.sections == eight)
    }

    @Test func redoAMove() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: Self.dragAToSlot3 + [
            .key(.character("z"), at: 1.5, ctrl: true),
            .key(.character("z"), at: 1.6, ctrl: true, shift: true),
        ]))
        #expect(Array(out.log.suffix(2)) == ["undo move 0.0 -> 0.3", "redo move 0.0 -> 0.3"])
        #expect(out.sections == Self.moved)
    }

    @Test func undoWithNothingToUndoDoesNothing() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .key(.character("z"), at: 0.1, ctrl: true),
            .key(.character("z"), at: 0.2, ctrl: true, shift: true),
        ]))
        #expect(out.log == [])
        #expect(out.sections == eight)
    }

    @Test func undoOfADeletionRestoresTheItem() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(270, 50, at: 0),
            .up(270, 50, at: 0.7),
            .confirm(yes: true, at: 0.8),
            .key(.character("z"), at: 1.5, ctrl: true),
        ]))
        #expect(out.log == ["confirmDelete 0.2", "delete 0.2", "announce Deleted C", "undo delete 0.2"])
        #expect(out.sections == eight)
    }

    @Test func undoneDeletionIsDisplayedAgain() throws {
        let h = try EngineHarness(sections: eight)
        h.down(270, 50, at: 0)
        h.up(270, 50, at: 0.7)
        h.view.requests.confirm(true)
        h.advance(to: 2)
        #expect(h.cell("C") == nil)
        h.key(.character("z"), at: 2.1, .ctrl)
        h.advance(to: 4)
        #expect(h.sections == eight)
        #expect(h.cell("C")?.frame == Rect(x: 220, y: 0, width: 100, height: 100))
        #expect(engineSettledDisplayProblems(h.view) == [])
        h.key(.character("z"), at: 4.1, [.ctrl, .shift])
        #expect(h.log.last == "redo delete 0.2")
        #expect(h.sections == [["A", "B", "D", "E", "F", "G", "H"]])
    }

    @Test func aNewChangeClearsTheRedoStack() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.advance(to: 0.1)
        h.view.beginInteractiveMovementForItem(at: ItemPath(0, 0))
        h.view.updateInteractiveMovementTargetPosition(Point(x: 380, y: 50))
        h.view.endInteractiveMovement()
        h.view.undoManager.undo()
        #expect(h.view.undoManager.canRedo)
        h.view.beginInteractiveMovementForItem(at: ItemPath(0, 7))
        h.view.updateInteractiveMovementTargetPosition(Point(x: 50, y: 160))
        h.view.endInteractiveMovement()
        #expect(!h.view.undoManager.canRedo)
        h.view.undoManager.redo()
        #expect(h.log.filter { $0.hasPrefix("redo") } == [])
    }

    @Test func undoEverythingAfterSeveralChanges() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.advance(to: 0.1)
        for (from, to) in [(ItemPath(0, 0), Point(x: 380, y: 160)), (ItemPath(0, 5), Point(x: 50, y: 50)),
                           (ItemPath(0, 2), Point(x: 270, y: 160))] {
            #expect(h.view.beginInteractiveMovementForItem(at: from))
            h.view.updateInteractiveMovementTargetPosition(to)
            h.view.endInteractiveMovement()
        }
        h.view.setMode(.browse)
        h.down(160, 50, at: 0.5)
        h.up(160, 50, at: 1.2)
        h.view.requests.confirm(true)
        #expect(h.sections[0].count == 7)
        var undos = 0
        while h.view.undoManager.canUndo, undos < 10 {
            h.view.undoManager.undo()
            undos += 1
        }
        #expect(undos == 4)
        #expect(h.sections == eight)
        h.advance(to: 4)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    // MARK: Keyboard

    @Test func firstArrowFocusesTheFirstItemAndArrowsMoveFocus() throws {
        let h = try EngineHarness(sections: eight)
        #expect(h.display().cells.allSatisfy { !$0.isFocused })
        h.key(.right, at: 0.1)
        #expect(h.display().cells.filter(\.isFocused).map(\.id) == ["A"])
        #expect(h.view.focusedPath == ItemPath(0, 0))
        h.key(.right, at: 0.2)
        #expect(h.view.focusedPath == ItemPath(0, 1))
        h.key(.down, at: 0.3)
        #expect(h.view.focusedPath == ItemPath(0, 5))
        h.key(.left, at: 0.4)
        #expect(h.view.focusedPath == ItemPath(0, 4))
        h.key(.up, at: 0.5)
        #expect(h.view.focusedPath == ItemPath(0, 0))
        h.key(.left, at: 0.6)
        #expect(h.view.focusedPath == ItemPath(0, 0), "no item before the first")
        #expect(h.display().cells.filter(\.isFocused).map(\.id) == ["A"])
        #expect(h.log == [])
    }

    @Test func firstArrowOfAnyKindFocusesTheFirstItem() throws {
        for key in [Key.left, .right, .up, .down] {
            let h = try EngineHarness(sections: eight)
            h.key(key, at: 0.1)
            #expect(h.view.focusedPath == ItemPath(0, 0), "\(key)")
        }
    }

    @Test func focusFollowsAcrossSectionsAndScrollsIntoView() throws {
        let h = try EngineHarness(sections: [engineItemNames(2), engineItemNames(38, from: 2)])
        h.key(.right, at: 0.1)
        h.key(.right, at: 0.2)
        h.key(.right, at: 0.3)
        #expect(h.view.focusedPath == ItemPath(1, 0))
        for i in 0..<10 { h.key(.down, at: 0.4 + Double(i) * 0.1) }
        let focused = try #require(h.view.focusedPath)
        #expect(focused.section == 1 && focused.item >= 32)
        let frame = try #require(h.layoutFrame(focused))
        #expect(frame.minY >= 0 && frame.maxY <= 600, "the focused item is scrolled into view: \(frame)")
    }

    @Test func editModeKeyboardMove() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .key(.right, at: 0.1),
            .key(.space, at: 0.2),
            .key(.right, at: 0.3),
            .key(.space, at: 0.4),
        ]))
        #expect(out.log == ["canMove 0.0", "announce A, position 2 of 8", "move 0.0 -> 0.1", "announce Moved A to position 2"])
        #expect(out.sections == [["B", "A", "C", "D", "E", "F", "G", "H"]])
    }

    @Test func editModeKeyboardMoveDownARowAndEscape() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .key(.right, at: 0.1),
            .key(.space, at: 0.2),
            .key(.right, at: 0.3),
            .key(.escape, at: 0.4),
        ]))
        #expect(out.log == ["canMove 0.0", "announce A, position 2 of 8", "cancelMove", "announce Drop cancelled, A returned to position 1"])
        #expect(out.sections == eight)
    }

    @Test func editModeKeyboardDropWithEnter() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .key(.right, at: 0.1),
            .key(.space, at: 0.2),
            .key(.right, at: 0.3),
            .key(.right, at: 0.4),
            .key(.enter, at: 0.5),
        ]))
        #expect(Array(out.log.prefix(4)) == ["canMove 0.0", "announce A, position 2 of 8", "announce A, position 3 of 8",
                                             "move 0.0 -> 0.2"])
        #expect(out.sections == [["B", "C", "A", "D", "E", "F", "G", "H"]])
    }

    @Test func exchangeModeKeyboard() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .exchange, events: [
            .key(.right, at: 0.1),
            .key(.space, at: 0.2),
            .key(.right, at: 0.3),
            .key(.right, at: 0.4),
            .key(.space, at: 0.5),
        ]))
        #expect(out.log == [
            "canBegin 0.0",
            "canDisplace 0.1 from 0.0", "didExchange 0.1 0.0", "didFinishExchangeEvent", "announce A will swap with B",
            "canDisplace 0.2 from 0.0", "didExchange 0.0 0.1", "didExchange 0.2 0.0", "didFinishExchangeEvent",
            "announce A will swap with C",
            "didFinishExchangeTransaction 0.2 0.0", "announce Swapped A and C",
        ])
        #expect(out.sections == [["C", "B", "A", "D", "E", "F", "G", "H"]])
    }

    @Test func exchangeModeKeyboardEscapeCancels() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .exchange, events: [
            .key(.right, at: 0.1),
            .key(.space, at: 0.2),
            .key(.down, at: 0.3),
            .key(.escape, at: 0.4),
        ]))
        #expect(out.log == ["canBegin 0.0", "canDisplace 0.4 from 0.0", "didExchange 0.4 0.0", "didFinishExchangeEvent",
                            "announce A will swap with E", "didExchange 0.4 0.0", "didCancelExchangeTransaction",
                            "announce Drop cancelled, A returned to position 1"])
        #expect(out.sections == eight)
    }

    @Test func browseSpaceSelects() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .key(.right, at: 0.1),
            .key(.right, at: 0.2),
            .key(.space, at: 0.3),
        ]))
        #expect(out.log == ["didSelect 0.1"])
        #expect(out.selected == ["0.1"])
    }

    @Test func browseDeleteThenYConfirms() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .key(.right, at: 0.1),
            .key(.right, at: 0.2),
            .key(.right, at: 0.3),
            .key(.delete, at: 0.4),
            .key(.character("y"), at: 0.5),
        ]))
        #expect(out.log == ["confirmDelete 0.2", "delete 0.2", "announce Deleted C"])
        #expect(out.sections == [["A", "B", "D", "E", "F", "G", "H"]])
    }

    @Test(arguments: [Key.character("n"), .escape, .enter])
    func browseDeleteThenKeyCancels(_ key: Key) throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .key(.right, at: 0.1),
            .key(.delete, at: 0.2),
            .key(key, at: 0.3),
            .key(.space, at: 0.4),
        ]))
        // The dialog closed with No; the next space selects the focused item.
        #expect(out.log == ["confirmDelete 0.0", "didSelect 0.0"])
        #expect(out.sections == eight)
    }

    @Test func browseDeleteTabEnterConfirms() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .key(.right, at: 0.1),
            .key(.delete, at: 0.2),
            .key(.tab, at: 0.3),
            .key(.enter, at: 0.4),
        ]))
        #expect(out.log == ["confirmDelete 0.0", "delete 0.0", "announce Deleted A"])
        #expect(out.sections == [["B", "C", "D", "E", "F", "G", "H"]])
    }

    @Test func dialogFocusesNoByDefaultAndTabSwitches() throws {
        let h = try EngineHarness(sections: eight)
        h.key(.right, at: 0.1)
        h.key(.delete, at: 0.2)
        #expect(h.presenter.dialog?.focusedButton == .cancel)
        h.key(.tab, at: 0.3)
        #expect(h.presenter.dialog?.focusedButton == .destructive)
        h.key(.tab, at: 0.4)
        #expect(h.presenter.dialog?.focusedButton == .cancel)
    }
}
