import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Issue 22 #4 (engine): one set of rules on every path. A pointer drag, the keyboard, the
/// context menu's "Move to ‹section›" and undo/redo ask the owner the same questions in the
/// same order — `canMoveItem`, then `targetForMove` — so no owner can be bypassed.
@Suite struct EngineMoveRulesTests {
    /// A boat (section 0) whose seats may not be moved and a bench (section 1) that may be
    /// reordered, like Lineup's move mode: the data source's questions, recorded.
    final class Bench {
        var asked: [String] = []
        init(_ h: EngineHarness) {
            h.view.delegate.canMoveItem = { [unowned self] p in
                asked.append("canMove \(p)")
                return p.section == 1
            }
            h.view.delegate.targetForMove = { [unowned self] origin, proposed in
                asked.append("target \(origin) \(proposed)")
                return proposed.section == 1 ? proposed : nil
            }
        }
    }

    let boatAndBench = [["S", "D", "P1", "P2"], ["B1", "B2", "B3", "B4", "B5"]]

    func rightClick(_ h: EngineHarness, _ x: Double, _ y: Double, at t: Double) {
        h.at(t) { .secondaryClick(position: Point(x: x, y: y), time: $0) }
    }

    /// Chooses the context menu's entry titled `title` for the item at (x, y).
    func chooseMenu(_ h: EngineHarness, _ title: String, x: Double, y: Double, at t: Double) throws {
        rightClick(h, x, y, at: t)
        let menu = try #require(h.presenter.contextMenu)
        let index = try #require(menu.items.firstIndex { $0.title == title }, "no \(title) in \(menu.items.map(\.title))")
        h.presenter.activateContextMenuItem(index)
    }

    @Test func theMenuAsksCanMoveItemAndAnImmovableItemStays() throws {
        // Lineup's report: "Move to Bench" on a seat moved the paddler in the view only.
        let h = try EngineHarness(sections: boatAndBench, mode: .exchange)
        let rules = Bench(h)
        try chooseMenu(h, "Move to section 2", x: 50, y: 50, at: 0.1)   // S, in the boat
        #expect(h.sections == boatAndBench)
        #expect(rules.asked == ["canMove 0.0"])
        #expect(h.log == ["canMove 0.0", "announce S cannot be moved"])
    }

    @Test func theMenuAsksTargetForMoveAndARefusedTargetChangesNothing() throws {
        let h = try EngineHarness(sections: boatAndBench, mode: .edit)
        let rules = Bench(h)
        try chooseMenu(h, "Move to section 1", x: 50, y: 160, at: 0.1)   // B1, to the boat
        #expect(h.sections == boatAndBench)
        #expect(rules.asked == ["canMove 1.0", "target 1.0 0.4"], "canMoveItem, then targetForMove with the end of the section")
        #expect(h.log == ["canMove 1.0", "announce B1 cannot be moved to section 1"])
    }

    @Test func theMenuTakesTheOwnersRedirection() throws {
        let h = try EngineHarness(sections: [["A", "B", "C"], ["D", "E"]])
        h.view.delegate.targetForMove = { _, proposed in ItemPath(proposed.section, 0) }
        try chooseMenu(h, "Move to section 2", x: 160, y: 50, at: 0.1)   // B
        #expect(h.sections == [["A", "C"], ["B", "D", "E"]])
        #expect(h.log == ["canMove 0.1", "move 0.1 -> 1.0", "announce Moved B to position 1 in section 2"])
        // Undo proposes B's old slot (0.1); this owner sends every move to the top, so the undo
        // is refused rather than sent elsewhere.
        h.clearLog()
        h.key(.character("z"), at: 1, .ctrl)
        #expect(h.sections == [["A", "C"], ["B", "D", "E"]])
        #expect(h.log == ["announce Cannot undo: B cannot be moved there"])
    }

    @Test func keyboardStepsAskTargetForMove() throws {
        // Lineup's report: in move mode End, space, Home, space made a spare the drummer in
        // the view while the store saved a bench reorder.
        let h = try EngineHarness(sections: boatAndBench, mode: .edit)
        let rules = Bench(h)
        var moves: [String] = []
        h.view.delegate.moveItem = { moves.append("\($0) -> \($1)") }
        h.key(.end, at: 0.1)       // focus B5
        h.key(.space, at: 0.2)     // lift
        h.key(.home, at: 0.3)      // propose the first seat of the boat: refused
        h.key(.space, at: 0.4)     // drop
        #expect(h.sections == boatAndBench, "the spare never reaches the boat")
        #expect(rules.asked == ["canMove 1.4", "target 1.4 0.0"])
        #expect(moves.isEmpty)
        #expect(h.log.contains("cancelMove"))
    }

    @Test func keyboardStepsGoWhereTheOwnerSays() throws {
        let h = try EngineHarness(sections: boatAndBench, mode: .edit)
        let rules = Bench(h)
        h.key(.end, at: 0.1)       // B5 (1.4)
        h.key(.space, at: 0.2)
        h.key(.left, at: 0.3)      // 1.3
        h.key(.left, at: 0.4)      // 1.2
        h.key(.space, at: 0.5)
        #expect(h.sections == [["S", "D", "P1", "P2"], ["B1", "B2", "B5", "B3", "B4"]])
        #expect(rules.asked == ["canMove 1.4", "target 1.4 1.3", "target 1.4 1.2"])
        #expect(h.log.contains("move 1.4 -> 1.2"))
    }

    /// The same questions in the same order on the pointer, keyboard, menu and undo paths.
    @Test func everyPathAsksCanMoveThenTarget() throws {
        func questions(_ drive: (EngineHarness) throws -> Void) throws -> [String] {
            let h = try EngineHarness(sections: [["A", "B", "C", "D"], ["E", "F"]], mode: .edit)
            var asked: [String] = []
            h.view.delegate.canMoveItem = { _ in asked.append("canMove"); return true }
            h.view.delegate.targetForMove = { _, p in asked.append("target"); return p }
            try drive(h)
            // Consecutive target questions (a drag asks at each retarget) read as one.
            return asked.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
        }
        let pointer = try questions { h in
            h.down(50, 50, at: 0); h.advance(to: 0.6); h.move(380, 50, at: 0.8); h.up(380, 50, at: 1)
        }
        let keyboard = try questions { h in
            h.key(.right, at: 0.1); h.key(.space, at: 0.2); h.key(.right, at: 0.3); h.key(.space, at: 0.4)
        }
        let menu = try questions { h in try chooseMenu(h, "Move to section 2", x: 50, y: 50, at: 0.1) }
        let undo = try questions { h in
            try chooseMenu(h, "Move to section 2", x: 50, y: 50, at: 0.1)
            h.key(.character("z"), at: 1, .ctrl)
        }
        #expect(pointer == ["canMove", "target"])
        #expect(keyboard == ["canMove", "target"])
        #expect(menu == ["canMove", "target"])
        #expect(undo == ["canMove", "target", "canMove", "target"])
    }

    @Test func undoOfAnExchangeAsksTheExchangeQuestions() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)], mode: .exchange)
        h.key(.right, at: 0.1)
        h.key(.space, at: 0.2)     // catch A
        h.key(.right, at: 0.3)     // over B
        h.key(.space, at: 0.4)
        #expect(h.sections == [["B", "A", "C", "D", "E", "F", "G", "H"]])
        var asked: [String] = []
        h.view.delegate.canBeginExchange = { asked.append("canBegin \($0)"); return true }
        h.view.delegate.canDisplace = { item, dragged in asked.append("canDisplace \(item) \(dragged)"); return false }
        h.clearLog()
        #expect(h.view.undoManager.undo() == [])
        #expect(asked == ["canBegin 0.1", "canDisplace 0.0 0.1"], "the dragged item A, then the displaced B")
        #expect(h.log == ["announce Cannot undo: A and B cannot be exchanged"])
        #expect(h.sections == [["B", "A", "C", "D", "E", "F", "G", "H"]])
    }
}
