import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The destination of a shared drag auto-scrolls when the pointer is at its edge; the source
/// does not move.
@Suite struct CrossViewAutoScrollTests {
    @Test func theDestinationScrollsAtItsBottomEdge() throws {
        // b: 40 items, 10 rows of 110 points in a 600-point viewport.
        let long = (0..<40).map { "b\($0)" }
        let h = try CrossViewHarness(["a": [["A", "B"]], "b": [long]])
        h.down(50, 50, at: 0)                      // A, in a
        h.move(60, 50, at: 0.8)                    // lifted
        h.move(600 + 50, 300, at: 1.0)             // into b, mid-height
        #expect(h.group.hostViewID == "b")
        let before = h.views["b"]!.contentOffset.y
        h.move(600 + 50, 595, at: 1.1)             // at b's bottom edge
        h.move(600 + 50, 596, at: 2.0)
        let scrolled = h.views["b"]!.contentOffset.y
        #expect(scrolled > before + 50, "b scrolled toward its end: \(before) → \(scrolled)")
        #expect(h.views["a"]!.contentOffset.y == 0, "the source stays where it is")
        let target = try #require(h.views["b"]!.drag?.move?.target)
        #expect(target.item > 20, "the placeholder follows the pointer into the scrolled rows: \(target)")
        h.up(600 + 50, 596, at: 2.1)
        #expect(h.sections("b")[0].count == 41 && h.sections("b")[0][target.item] == "A")
        #expect(h.owners["b"] == h.sections("b") && h.owners["a"] == [["B"]])
    }
}
