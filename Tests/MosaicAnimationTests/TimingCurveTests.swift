import Testing
@testable import MosaicAnimation

@Suite struct TimingCurveTests {
    static let easings: [TimingCurve] = [.linear, .ease, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.1, 0.7, 0.3, 0.9)]

    @Test(arguments: easings)
    func endpointsAreExact(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.value(at: .infinity) == 1)
    }

    @Test(arguments: easings)
    func easingsAreMonotonic(curve: TimingCurve) {
        var previous = 0.0
        for step in 1...1000 {
            let value = curve.value(at: Double(step) / 1000)
            #expect(value >= previous, "\(curve) decreases at \(step)")
            previous = value
        }
    }

    /// Values at 0.25 / 0.5 / 0.75 for the CSS control points (reference: bisection on the
    /// parametric form, 200 steps).
    @Test func knownValues() {
        let table: [(TimingCurve, Double, Double)] = [
            (.linear, 0.5, 0.5),
            (.easeInOut, 0.5, 0.5),
            (.easeInOut, 0.25, 0.1291619310473198),
            (.easeInOut, 0.75, 0.8708380689526802),
            (.easeOut, 0.5, 0.6846431874274606),
            (.easeOut, 0.25, 0.37813813082510966),
            (.easeIn, 0.5, 0.31535681257253945),
            (.easeIn, 0.25, 0.09346465071882484),
            (.ease, 0.5, 0.802403387584857),
        ]
        for (curve, x, expected) in table {
            #expect(abs(curve.value(at: x) - expected) < 1e-9, "\(curve) at \(x)")
        }
    }

    @Test func easeInMirrorsEaseOut() {
        for step in 0...100 {
            let x = Double(step) / 100
            #expect(abs(TimingCurve.easeIn.value(at: x) - (1 - TimingCurve.easeOut.value(at: 1 - x))) < 1e-9)
        }
    }

    @Test func controlPointXIsClampedAndNonFiniteIsReplaced() {
        let curve = CubicBezier(x1: -1, y1: .nan, x2: 2, y2: .infinity)
        #expect(curve == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(abs(curve.value(at: 0.3) - 0.3) < 1e-9)
    }

    @Test func overshootIsReported() {
        #expect(!TimingCurve.easeInOut.canOvershoot)
        #expect(TimingCurve.cubicBezier(0.34, 1.56, 0.64, 1).canOvershoot)
        #expect(TimingCurve.spring(damping: 0.5, response: 0.4).canOvershoot)
        #expect(!TimingCurve.spring(damping: 1, response: 0.4).canOvershoot)
        // A "back" curve really leaves 0…1.
        let back = TimingCurve.cubicBezier(0.34, 1.56, 0.64, 1)
        #expect((1...99).contains { back.value(at: Double($0) / 100) > 1 })
    }

    @Test(arguments: easings + [TimingCurve.spring(damping: 0.7, response: 0.3)])
    func slopeMatchesFiniteDifference(curve: TimingCurve) {
        for step in 1...19 {
            let x = Double(step) / 20, h = 1e-6
            let estimate = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.slope(at: x) - estimate) < 1e-4, "\(curve) at \(x)")
        }
    }

    @Test func springCurveSnapsAtTheEnd() {
        let curve = TimingCurve.spring(damping: 0.6, response: 0.5)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(Animation(curve: curve, duration: 99).activeDuration == Animation.spring(damping: 0.6, response: 0.5).activeDuration)
    }

    @Test func animationSanitizesDurations() {
        let animation = Animation(curve: .linear, duration: -1, delay: .nan)
        #expect(animation.duration == 0)
        #expect(animation.delay == 0)
        #expect(abs(Animation.easeOut(duration: 0.2, delay: 0.1).totalDuration - 0.3) < 1e-12)
    }
}
