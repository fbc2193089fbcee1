import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Issue 4: auto-scroll near the edges during a drag (move and exchange).
///
/// 40 items, 10 rows: content height 1090, viewport 600, maximum offset 490. The edge zone is
/// min(15 % of the height, 80 pt) = 80 pt: y > 520 is the bottom zone.
@Suite struct EngineAutoScrollTests {
    let forty = [engineItemNames(40)]

    /// Lifts the item under (160, `liftY`) in edit mode (0.13 by default: row 3, centred at
    /// (160, 380)) and holds it at (160, `y`) from t = 0.6.
    private func holdDrag(atY y: Double, viewport: Size = Size(width: 500, height: 600), liftY: Double = 380,
                          mode: InteractionMode = .edit) throws -> EngineHarness {
        let h = try EngineHarness(sections: forty, mode: mode, viewport: viewport)
        h.down(160, liftY, at: 0)
        h.advance(to: 0.55)
        #expect(h.view.dragInProgress)
        #expect(h.view.contentOffset == .zero)
        h.move(160, y, at: 0.6)
        return h
    }

    @Test func holdingStillNearTheBottomScrollsTowardTheEnd() throws {
        let h = try holdDrag(atY: 530)   // shallow (depth 1/8): slow enough not to hit the end early
        var offsets: [Double] = []
        for t in stride(from: 0.6, through: 1.2, by: 0.1) {
            h.advance(to: t)
            offsets.append(h.view.contentOffset.y)
        }
        #expect(offsets.last! > 0, "the content scrolls while the finger stays still: \(offsets)")
        for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(b >= a, "never backwards: \(offsets)") }
        // Ramp: the speed grows over ~0.4 s after entering the zone.
        let early = offsets[2] - offsets[1]      // 0.7 → 0.8
        let late = offsets[6] - offsets[5]       // 1.1 → 1.2
        #expect(late > early, "speed ramps up: \(offsets)")
        h.advance(to: 6)
        #expect(h.view.contentOffset.y == 490, "clamped at the end")
        #expect(h.sections == forty, "a move drag does not change the model before the drop")
    }

    @Test func deeperIntoTheZoneIsFaster() throws {
        let shallow = try holdDrag(atY: 540)
        let deep = try holdDrag(atY: 595)
        shallow.advance(to: 1.0)
        deep.advance(to: 1.0)
        let s = shallow.view.contentOffset.y, d = deep.view.contentOffset.y
        #expect(s > 0)
        #expect(d > s, "deep \(d) vs shallow \(s)")
    }

    @Test func theZoneIsAtMost80Points() throws {
        let outside = try holdDrag(atY: 515)
        outside.advance(to: 2)
        #expect(outside.view.contentOffset.y == 0, "515 is 85 pt from the bottom: outside the zone")
        let inside = try holdDrag(atY: 525)
        inside.advance(to: 2)
        #expect(inside.view.contentOffset.y > 0, "525 is 75 pt from the bottom: inside the zone")
    }

    @Test func theZoneIs15PercentOfASmallViewport() throws {
        // Height 400: zone = 60 pt (15 %), so y > 340.
        let outside = try holdDrag(atY: 335, viewport: Size(width: 500, height: 400), liftY: 160)
        outside.advance(to: 2)
        #expect(outside.view.contentOffset.y == 0)
        let inside = try holdDrag(atY: 345, viewport: Size(width: 500, height: 400), liftY: 160)
        inside.advance(to: 2)
        #expect(inside.view.contentOffset.y > 0)
    }

    @Test func leavingTheZoneStopsScrolling() throws {
        let h = try holdDrag(atY: 590)
        h.advance(to: 1.0)
        h.move(160, 300, at: 1.0)
        let stopped = h.view.contentOffset.y
        #expect(stopped > 0)
        h.advance(to: 2)
        #expect(h.view.contentOffset.y == stopped)
    }

    @Test func itemsThatWereOffScreenBecomeMoveTargets() throws {
        let h = try EngineHarness(sections: forty, mode: .edit)
        h.down(50, 50, at: 0)
        h.move(50, 590, at: 0.6)
        h.advance(to: 3)
        #expect(h.view.contentOffset.y == 490)
        h.up(50, 590, at: 3)
        let line = try #require(h.log.first { $0.hasPrefix("move ") }, "the drop commits a move: \(h.log)")
        let target = try #require(engineMoveTarget(line))
        #expect(target.item >= 24, "the target (\(target)) was below the initial viewport (items 0…23)")
        #expect(h.sections[0][target.item] == "A")
        #expect(h.sections[0].sorted() == engineItemNames(40).sorted())
    }

    @Test func itemsThatWereOffScreenBecomeExchangeTargets() throws {
        let h = try EngineHarness(sections: forty, mode: .exchange)
        h.down(50, 50, at: 0)
        h.move(50, 590, at: 0.3)
        h.advance(to: 3)
        #expect(h.view.contentOffset.y == 490)
        // Content y = 540 + 490 = 1030: row 9 (990…1090), column 1: item 37.
        h.move(160, 540, at: 3.1)
        h.up(160, 540, at: 3.2)
        #expect(h.log.contains("didFinishExchangeTransaction 0.37 0.0"), "\(h.log)")
        var expected = engineItemNames(40)
        expected.swapAt(0, 37)
        #expect(h.sections == [expected], "only 0.0 and 0.37 swapped")
    }

    @Test func autoScrollDuringAnExchangeKeepsAtMostOnePairSwapped() throws {
        let h = try EngineHarness(sections: forty, mode: .exchange)
        var violations: [String] = []
        h.view.onEvent = { _ in }
        h.down(50, 50, at: 0)
        h.move(160, 590, at: 0.3)
        for t in stride(from: 0.3, through: 3, by: 1.0 / 60) {
            h.advance(to: t)
            let now = h.view.snapshot.allItemIdentifiers
            let diff = zip(now, engineItemNames(40)).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            if !(diff.isEmpty || (diff.count == 2 && now[diff[0]] == engineItemNames(40)[diff[1]]
                                  && now[diff[1]] == engineItemNames(40)[diff[0]])) {
                violations.append("t=\(t): \(diff)")
            }
        }
        #expect(violations == [])
        h.cancelAll(at: 3.1)
        #expect(h.sections == forty)
    }
}
