import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Issue 4: interactive movement in edit mode (move semantics), across sections, cancel,
/// delegate veto and retargeting, multi-item drags.
@Suite struct EngineMoveTests {
    let eight = [engineItemNames(8)]   // A…H: row 0 = A B C D, row 1 = E F G H

    @Test func longPressLiftsAndReleaseCommitsOnce() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .down(50, 50, at: 0),
            .move(200, 50, at: 0.7),
            .move(380, 50, at: 0.8),
            .move(385, 55, at: 0.9),
            .up(385, 55, at: 1.0),
        ]))
        #expect(out.log == ["canMove 0.0", "move 0.0 -> 0.3", "announce Moved A to position 4"])
        #expect(out.sections == [["B", "C", "D", "A", "E", "F", "G", "H"]])
        #expect(out.editing == true)
    }

    @Test func draggingMovesTheTargetLiveWhileTheModelIsUnchanged() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0)
        h.advance(to: 0.49)
        #expect(h.log == [])
        h.advance(to: 0.52)
        #expect(h.log == ["canMove 0.0"])
        #expect(h.view.dragInProgress)
        h.move(380, 50, at: 0.7)
        #expect(h.sections == eight, "the model changes only on release")
        h.advance(to: 0.75)
        let bMid = try #require(h.cell("B")).frame
        #expect(bMid.minX > 0 && bMid.minX < 110, "B is on its way to slot 0.0: \(bMid)")
        h.advance(to: 1.5)
        let cells = h.display().cells
        func at(_ id: String) -> DisplayCell<String>? { cells.first { $0.id == id } }
        #expect(at("B")?.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(at("C")?.frame == Rect(x: 110, y: 0, width: 100, height: 100))
        #expect(at("D")?.frame == Rect(x: 220, y: 0, width: 100, height: 100))
        #expect(at("E")?.frame == Rect(x: 0, y: 110, width: 100, height: 100))
        #expect(at("A")?.isHidden == true, "the lifted cell's slot is empty; its snapshot follows the finger")
        #expect(at("A")?.path == ItemPath(0, 3))
        let overlay = try #require(h.display().overlays.first)
        guard case .dragSnapshot(let snap) = overlay else {
            Issue.record("expected a drag snapshot overlay, got \(overlay)")
            return
        }
        #expect(snap.label == "A" && snap.items == ["A"])
        #expect(snap.frame == Rect(x: 330, y: 0, width: 100, height: 100))
        #expect(engineClose(snap.scale, 1.1, 1e-9), "lifted: scale 1.1")
        #expect(h.sections == eight)
        h.up(380, 50, at: 1.6)
        #expect(h.log == ["canMove 0.0", "move 0.0 -> 0.3", "announce Moved A to position 4"])
        h.move(50, 50, at: 1.7)
        h.advance(to: 4)
        #expect(h.log.count == 3, "the move commits once")
        #expect(h.sections == [["B", "C", "D", "A", "E", "F", "G", "H"]])
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func liftScalesTheSnapshotTo1_1Over0_2Seconds() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0)
        h.advance(to: 0.5)
        let began = try #require(h.times.first)
        func snapshotScale() -> Double? {
            for case .dragSnapshot(let s) in h.display().overlays { return s.scale }
            return nil
        }
        #expect(engineClose(try #require(snapshotScale()), 1, 1e-9))
        h.advance(to: began + 0.1)
        let mid = try #require(snapshotScale())
        #expect(mid > 1 && mid < 1.1)
        h.advance(to: began + 0.2)
        #expect(engineClose(try #require(snapshotScale()), 1.1, 1e-9))
    }

    @Test func systemCancelMidDragRestoresEverything() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .down(50, 50, at: 0),
            .move(380, 50, at: 0.8),
            .cancel(at: 0.9),
            .up(380, 50, at: 1.0),
        ]))
        #expect(out.log == ["canMove 0.0", "cancelMove", "announce Drop cancelled, A returned to position 1"])
        #expect(out.sections == eight)
    }

    @Test func cancelAnimatesBackAndSettles() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0)
        h.move(380, 50, at: 0.8)
        h.advance(to: 1.5)
        h.cancelAll(at: 1.5)
        #expect(h.log == ["canMove 0.0", "cancelMove", "announce Drop cancelled, A returned to position 1"])
        #expect(!h.view.dragInProgress)
        h.advance(to: 1.55)
        let b = try #require(h.cell("B")).frame
        #expect(b.minX > 0 && b.minX < 110, "B animates back: \(b)")
        h.advance(to: 4)
        #expect(h.sections == eight)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func escapeCancelsTheDrag() throws {
        let out = try engineRun(engineScenario(sections: eight, mode: .edit, events: [
            .down(50, 50, at: 0),
            .move(380, 50, at: 0.8),
            .key(.escape, at: 0.9),
            .move(160, 160, at: 1.0),
            .up(160, 160, at: 1.1),
        ]))
        #expect(out.log == ["canMove 0.0", "cancelMove", "announce Drop cancelled, A returned to position 1"])
        #expect(out.sections == eight)
    }

    @Test func moveAcrossSections() throws {
        // Section 1 starts at y = 100: E F G H at (0|110|220|330, 100).
        let out = try engineRun(engineScenario(sections: [["A", "B", "C", "D"], ["E", "F", "G", "H"]], mode: .edit,
                                                 events: [
            .down(50, 50, at: 0),
            .move(160, 150, at: 0.8),
            .up(160, 150, at: 1.0),
        ]))
        #expect(out.log == ["canMove 0.0", "move 0.0 -> 1.1", "announce Moved A to position 2 in section 2"])
        #expect(out.sections == [["B", "C", "D"], ["E", "A", "F", "G", "H"]])
    }

    @Test func moveIntoAnEmptySection() throws {
        let out = try engineRun(engineScenario(sections: [["A", "B", "C"], []], mode: .edit, events: [
            .down(50, 50, at: 0),
            .move(50, 250, at: 0.8),
            .up(50, 250, at: 1.0),
        ]))
        #expect(out.log == ["canMove 0.0", "move 0.0 -> 1.0", "announce Moved A to position 1 in section 2"])
        #expect(out.sections == [["B", "C"], ["A"]])
    }

    @Test func moveAfterTheLastItemOfTheSameSection() throws {
        let out = try engineRun(engineScenario(sections: [["A", "B", "C"], ["D", "E"]], mode: .edit, events: [
            .down(50, 50, at: 0),
            .move(400, 50, at: 0.8),
            .up(400, 50, at: 1.0),
        ]))
        #expect(out.log == ["canMove 0.0", "move 0.0 -> 0.2", "announce Moved A to position 3 in section 1"])
        #expect(out.sections == [["B", "C", "A"], ["D", "E"]])
    }

    @Test func moveAfterTheLastItemOfAnotherSection() throws {
        // D (1.0) at (0, 100) goes to the end of section 0.
        let out = try engineRun(engineScenario(sections: [["A", "B", "C"], ["D", "E"]], mode: .edit, events: [
            .down(50, 150, at: 0),
            .move(400, 50, at: 0.8),
            .up(400, 50, at: 1.0),
        ]))
        #expect(Array(out.log.prefix(2)) == ["canMove 1.0", "move 1.0 -> 0.3"])
        #expect(out.log.count == 3)
        #expect(out.log.last?.hasPrefix("announce Moved D to position ") == true)
        #expect(out.sections == [["A", "B", "C", "D"], ["E"]])
    }

    @Test func moveToAnEarlierSectionAnnouncesTheOriginalPosition() throws {
        // E is the 5th item; it goes to the front of section 0 and becomes the 1st.
        let out = try engineRun(engineScenario(sections: [["A", "B", "C"], ["D", "E"]], mode: .edit, events: [
            .down(160, 150, at: 0),
            .move(50, 50, at: 0.8),
            .up(50, 50, at: 1.0),
        ]))
        #expect(out.log == ["canMove 1.1", "move 1.1 -> 0.0", "announce Moved E to position 1 in section 1"])
        #expect(out.sections == [["E", "A", "B", "C"], ["D"]])
    }

    @Test func delegateVetoPreventsTheDrag() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.view.delegate.canMoveItem = { $0 != ItemPath(0, 0) }
        h.down(50, 50, at: 0)
        h.advance(to: 0.6)
        #expect(h.log == ["canMove 0.0"])
        #expect(!h.view.dragInProgress)
        h.move(380, 50, at: 0.7)
        h.up(380, 50, at: 0.8)
        h.advance(to: 3)
        #expect(h.log == ["canMove 0.0"])
        #expect(h.sections == eight)
        #expect(h.view.contentOffset == .zero)
        #expect(engineSettledDisplayProblems(h.view) == [])
        // Another item may still move.
        h.down(160, 50, at: 4)
        h.move(380, 50, at: 4.8)
        h.up(380, 50, at: 5)
        #expect(h.log == ["canMove 0.0", "canMove 0.1", "move 0.1 -> 0.3", "announce Moved B to position 4"])
    }

    @Test func delegateRetargetsTheMove() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.view.delegate.targetForMove = { _, proposed in ItemPath(proposed.section, min(proposed.item, 1)) }
        h.down(50, 50, at: 0)
        h.move(380, 50, at: 0.8)
        h.up(380, 50, at: 1)
        #expect(h.log == ["canMove 0.0", "move 0.0 -> 0.1", "announce Moved A to position 2"])
        #expect(h.sections == [["B", "A", "C", "D", "E", "F", "G", "H"]])
    }

    @Test func delegateCanVetoATarget() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.view.delegate.targetForMove = { _, proposed in proposed.item == 3 ? nil : proposed }
        h.down(50, 50, at: 0)
        h.move(380, 50, at: 0.8)
        h.up(380, 50, at: 1)
        // The drop commits nothing: the owner hears a cancel, the user an announcement.
        #expect(h.log == ["canMove 0.0", "cancelMove", "announce Dropped A at position 1; nothing moved"])
        #expect(h.sections == eight)
    }

    @Test func interactiveMovementAPI() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.advance(to: 0.1)
        #expect(h.view.beginInteractiveMovementForItem(at: ItemPath(0, 0)))
        #expect(h.log == ["canMove 0.0"])
        h.view.updateInteractiveMovementTargetPosition(Point(x: 380, y: 50))
        #expect(h.sections == eight)
        h.view.endInteractiveMovement()
        #expect(h.log == ["canMove 0.0", "move 0.0 -> 0.3", "announce Moved A to position 4"])
        #expect(h.sections == [["B", "C", "D", "A", "E", "F", "G", "H"]])

        h.clearLog()
        #expect(h.view.beginInteractiveMovementForItem(at: ItemPath(0, 4)))
        h.view.updateInteractiveMovementTargetPosition(Point(x: 50, y: 50))
        h.view.cancelInteractiveMovement()
        #expect(h.log == ["canMove 0.4", "cancelMove", "announce Drop cancelled, E returned to position 5"])
        #expect(h.sections == [["B", "C", "D", "A", "E", "F", "G", "H"]])

        h.clearLog()
        h.view.delegate.canMoveItem = { _ in false }
        #expect(!h.view.beginInteractiveMovementForItem(at: ItemPath(0, 1)))
        #expect(!h.view.dragInProgress)
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func moveInAWaterfallKeepsTheItemsOwnSize() throws {
        let heights: [[Double]] = [[100, 200, 150, 120, 80, 160]]
        let h = try EngineHarness(sections: [engineItemNames(6)], mode: .edit, waterfallHeights: heights)
        h.advance(to: 0.1)
        #expect(h.view.beginInteractiveMovementForItem(at: ItemPath(0, 1)))   // B, 200 high
        let target = try #require(h.view.layout.attributesForItem(at: ItemPath(0, 4))?.frame)
        h.view.updateInteractiveMovementTargetPosition(Point(x: target.midX, y: target.midY))
        h.advance(to: 1)
        h.view.endInteractiveMovement()
        let moved = try #require(h.events.first { if case .move = $0 { return true } else { return false } })
        guard case .move(let from, let to) = moved else { return }
        #expect(from == ItemPath(0, 1))
        #expect(to != from)
        #expect(h.view.snapshot[to] == "B")
        #expect(h.view.layout.itemSize(at: to)?.height == 200, "sizes follow items")
        #expect(h.view.snapshot.allItemIdentifiers.sorted() == engineItemNames(6))
        h.advance(to: 4)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    // MARK: Multi-item drag

    @Test func multiItemDragLandsContiguouslyInOriginalOrder() throws {
        let out = try engineRun(engineScenario(sections: [engineItemNames(12)], mode: .edit, multiple: true, events: [
            .down(160, 50, at: 0),
            .up(160, 50, at: 0.05),
            .down(50, 160, at: 1),
            .up(50, 160, at: 1.05),
            .down(160, 50, at: 2),
            .move(160, 270, at: 2.8),
            .up(160, 270, at: 3.2),
        ]))
        #expect(Array(out.log.prefix(4)) == ["didSelect 0.1", "didSelect 0.4", "canMove 0.1", "move [0.1, 0.4] -> 0.8"])
        #expect(out.log.count == 5)
        #expect(out.log.last?.hasPrefix("announce Moved B") == true)
        #expect(out.sections == [["A", "C", "D", "F", "G", "H", "I", "J", "B", "E", "K", "L"]])
        #expect(out.selected == ["0.8", "0.9"])
    }

    @Test func multiItemDragKeepsModelOrderWhateverTheSelectionOrder() throws {
        // E selected first, then B; B is lifted: the block is still B, E.
        let h = try EngineHarness(sections: [engineItemNames(12)], mode: .edit) {
            $0.allowsMultipleSelection = true
            $0.allowsSelectionDuringEditing = true
        }
        h.down(50, 160, at: 0); h.up(50, 160, at: 0.05)
        h.down(160, 50, at: 0.5); h.up(160, 50, at: 0.55)
        #expect(h.view.selectedItems == ["E", "B"])
        h.down(160, 50, at: 1)
        h.advance(to: 1.6)
        #expect(h.view.dragInProgress)
        h.advance(to: 2)
        // The block is gathered at B's slot, the others close the gaps (model unchanged).
        #expect(h.sections == [engineItemNames(12)])
        h.move(160, 270, at: 2.2)
        h.up(160, 270, at: 2.5)
        let line = try #require(h.log.first { $0.hasPrefix("move ") })
        #expect(line.hasPrefix("move [0.1, 0.4] -> "))
        let all = h.sections[0]
        let b = try #require(all.firstIndex(of: "B"))
        #expect(all[b + 1] == "E", "B and E land contiguously, in their original order: \(all)")
        #expect(all.sorted() == engineItemNames(12))
        h.advance(to: 5)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func multiItemDragCancelRestoresTheModelAndView() throws {
        let h = try EngineHarness(sections: [engineItemNames(12)], mode: .edit) {
            $0.allowsMultipleSelection = true
            $0.allowsSelectionDuringEditing = true
        }
        h.down(160, 50, at: 0); h.up(160, 50, at: 0.05)
        h.down(50, 160, at: 0.5); h.up(50, 160, at: 0.55)
        h.down(160, 50, at: 1)
        h.move(160, 270, at: 1.8)
        h.cancelAll(at: 2)
        #expect(h.log.suffix(2) == ["cancelMove", "announce Drop cancelled, B and E returned to position 2"])
        #expect(h.sections == [engineItemNames(12)])
        h.advance(to: 5)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }
}
