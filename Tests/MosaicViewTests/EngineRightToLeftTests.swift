import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// A view right to left: hit testing, drops and arrow keys follow what is drawn. Flow of
/// 100-point items, spacing 10, viewport 500: four per row at x = 400, 290, 180, 70 (right to left).
@Suite struct EngineRightToLeftTests {
    func flow(mode: InteractionMode = .browse) throws -> EngineHarness {
        let h = try EngineHarness(sections: [engineItemNames(10)], mode: mode)
        h.view.setLayoutDirection(.rightToLeft)
        return h
    }

    func focusedName(_ h: EngineHarness) -> String? { h.view.focusedPath.flatMap { h.view.snapshot[$0] } }

    @Test func theViewTakesItsLayoutsDirection() throws {
        let h = try flow()
        #expect(h.view.layoutDirection == .rightToLeft)
        #expect(h.layoutFrame(ItemPath(0, 0))?.minX == 400)
        #expect(h.layoutFrame(ItemPath(0, 3))?.minX == 70)
        #expect(h.layoutFrame(ItemPath(0, 4))?.minX == 400)
        h.advance(to: 0.1)
        #expect(h.cell("A")?.frame.minX == 400, "the display list draws the mirrored frame")
        h.view.setLayoutDirection(.leftToRight)
        #expect(h.layoutFrame(ItemPath(0, 0))?.minX == 0)
    }

    @Test func aTapSelectsTheItemDrawnUnderIt() throws {
        let h = try flow()
        h.down(450, 50, at: 0.1)
        h.up(450, 50, at: 0.15)
        h.advance(to: 0.6)
        #expect(h.view.selectedItems == ["A"])
        h.down(120, 50, at: 1.0)
        h.up(120, 50, at: 1.05)
        h.advance(to: 1.5)
        #expect(h.view.selectedItems == ["D"])
    }

    @Test func leftIsTheNextItemAndRightThePrevious() throws {
        let h = try flow()
        var t = 0.1
        func press(_ key: Key) -> String? { h.key(key, at: t); t += 0.1; return focusedName(h) }
        #expect(press(.left) == "A")
        #expect(press(.left) == "B")
        #expect(press(.left) == "C")
        #expect(press(.left) == "D")
        #expect(press(.left) == "E", "past the row's left end: the next row's first (rightmost) item")
        #expect(press(.right) == "D")
        #expect(press(.down) == "H", "down stays in the column")
    }

    /// Edit mode: lift A (the rightmost of row 1) and drop it over C's left (trailing) half:
    /// A lands after C.
    @Test func aDragDropsByTheVisualHalves() throws {
        let h = try flow(mode: .edit)
        h.down(450, 50, at: 0.1)
        h.advance(to: 0.8)
        #expect(h.view.dragInProgress)
        h.move(300, 50, at: 0.9)
        h.move(200, 50, at: 1.0)
        h.move(190, 50, at: 1.1)
        h.up(190, 50, at: 1.2)
        h.advance(to: 2)
        #expect(h.view.snapshot.sections[0].1.prefix(4) == ["B", "C", "A", "D"])
    }

    /// The keyboard lifts A and moves it one step with Left: the next slot, as drawn.
    @Test func keyboardMovesFollowTheArrows() throws {
        let h = try flow(mode: .edit)
        var t = 0.1
        func press(_ key: Key) { h.key(key, at: t); t += 0.2 }
        press(.left)   // focus A
        press(.space)  // lift
        press(.left)   // one step toward the left: after B
        press(.space)  // drop
        h.advance(to: t + 1)
        #expect(h.view.snapshot.sections[0].1.prefix(3) == ["B", "A", "C"])
    }
}
