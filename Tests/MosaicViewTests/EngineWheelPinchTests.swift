import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// Issue 14 (6): "ctrl+wheel is lopsided". Each notch changes the spacing by the same amount in
/// both directions, clamped at the layout's bounds (0…200) with no accumulated overshoot.
@Suite struct EngineWheelPinchTests {
    let eight = [engineItemNames(8)]

    /// Feeds ctrl + wheel notches (`dy` each), 0.05 s apart from `start`; returns the spacing after each.
    func notches(_ h: EngineHarness, _ dys: [Double], from start: Double) -> [Double] {
        dys.enumerated().map { i, dy in
            h.wheel(dy: dy, at: start + Double(i) * 0.05, ctrl: true)
            return h.view.layout.pinchValue ?? .nan
        }
    }

    @Test("Each notch is ±2.5 points, the same both ways")
    func symmetricSteps() throws {
        let h = try EngineHarness(sections: eight)   // spacing 10
        #expect(notches(h, [-1, -1, -1, 1, 1, 1, 1, 1], from: 0) == [12.5, 15, 17.5, 15, 12.5, 10, 7.5, 5])
        #expect(h.log == ["spacing 12.5", "spacing 15", "spacing 17.5", "spacing 15", "spacing 12.5",
                          "spacing 10", "spacing 7.5", "spacing 5"])
    }

    @Test("One gesture down reaches 0 and stops there; the first notch back widens at once")
    func downToZeroWithoutDebt() throws {
        let h = try EngineHarness(sections: eight)   // spacing 10: 4 notches to 0
        let down = notches(h, Array(repeating: 1, count: 10), from: 0)
        #expect(down == [7.5, 5, 2.5, 0, 0, 0, 0, 0, 0, 0])
        #expect(h.log.count == 4, "nothing logged while held at the bound: \(h.log)")
        #expect(notches(h, [-1], from: 0.6) == [2.5])
    }

    @Test("Overshooting the maximum leaves no debt: one notch back decreases immediately")
    func upToTheMaximumWithoutDebt() throws {
        let h = try EngineHarness(sections: eight)
        let up = notches(h, Array(repeating: -1, count: 100), from: 0)   // 76 notches reach 200
        #expect(up[75] == 200 && up[74] == 197.5)
        #expect(up.suffix(24).allSatisfy { $0 == 200 })
        #expect(notches(h, [1, 1], from: 5.1) == [197.5, 195])
        #expect(notches(h, [-1, -1, -1], from: 5.3) == [197.5, 200, 200])
    }

    @Test("A gesture spanning the whole range and back ends where it began")
    func roundTrip() throws {
        let h = try EngineHarness(sections: eight)
        _ = notches(h, [-3, -3, 2, 2, 2, 2, -1, -1], from: 0)   // 10 → 17.5 → 25 → 20 → … → 5 → 7.5 → 10
        #expect(h.view.layout.pinchValue == 10)
    }

    @Test("Fractional (trackpad) deltas add up exactly, in either direction")
    func fractionalDeltas() throws {
        let h = try EngineHarness(sections: eight)
        let values = notches(h, Array(repeating: -0.1, count: 10) + Array(repeating: 0.1, count: 10), from: 0)
        #expect(values[9] == 12.5, "ten tenths of a notch up = one notch: \(values)")
        #expect(values[19] == 10, "and back: \(values)")
    }

    @Test("Waterfall: the same steps and bounds")
    func waterfall() throws {
        let h = try EngineHarness(sections: [engineItemNames(6)], waterfallHeights: [[100, 150, 120, 80, 200, 90]])
        #expect(notches(h, [-1, -1, 1, 1, 1, 1, 1, 1, -1], from: 0) == [12.5, 15, 12.5, 10, 7.5, 5, 2.5, 0, 2.5])
    }

    @Test("The wheel after a pause continues from the current spacing (no remembered base)")
    func pauseContinues() throws {
        let h = try EngineHarness(sections: eight)
        _ = notches(h, [-1, -1], from: 0)
        #expect(notches(h, [1], from: 3) == [12.5])
        h.view.setSpacing(40, animated: false)
        #expect(notches(h, [1], from: 3.1) == [37.5], "a spacing set by the owner is the new start")
    }
}
