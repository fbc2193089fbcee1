import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Home / End / Page Up / Page Down (issue 14 #11): focus, scrolling, keyboard moves.
@Suite("Big-list keys")
struct EngineBigListKeyTests {
    /// 100 items, 4 per row of 110 points, in a 500 × 600 viewport: a page is 540 points.
    static let items = (0..<100).map { "i\($0)" }

    @Test("During a keyboard move End carries the lifted item to the last slot; the drop commits one move")
    func keyboardMoveToEnd() throws {
        let h = try EngineHarness(sections: [Self.items], mode: .edit)
        h.key(.right, at: 0.1)                          // focus 0.0
        h.key(.space, at: 0.2)                          // lift
        h.key(.end, at: 0.3)
        h.key(.space, at: 0.4)                          // drop
        h.advance(to: 2)
        #expect(h.log.filter { $0.hasPrefix("move") } == ["move 0.0 -> 0.99"])
        #expect(h.sections[0].last == "i0")
        h.key(.home, at: 2.1)
        h.key(.space, at: 2.2)                          // lift i1 (now first)
        h.key(.pageDown, at: 2.3)
        h.key(.space, at: 2.4)
        h.advance(to: 4)
        #expect(h.log.filter { $0.hasPrefix("move") }.last == "move 0.0 -> 0.20")
    }

    @Test("Key names round-trip through the replay format")
    func names() {
        for key in [Key.home, .end, .pageUp, .pageDown] { #expect(Key(name: key.name) == key) }
    }
}
