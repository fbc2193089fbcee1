/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as in CSS
/// `cubic-bezier(x1, y1, x2, y2)` and UIKit's `CAMediaTimingFunction(controlPoints:)`.
///
/// The curve is parametric, `(x(u), y(u))` for `u` in 0…1; `value(at:)` answers `y` for a
/// given `x` (the elapsed fraction of the animation) by solving `x(u) = x` with Newton's method
/// and falling back to bisection when Newton does not converge (flat slopes). Because the
/// control points' `x` are kept in 0…1, `x(u)` is monotonic and the answer is unique.
///
/// Contract: `value(at: 0) == 0` and `value(at: 1) == 1` exactly; the fraction is clamped to
/// 0…1 (NaN counts as 0, +∞ as 1); the result lies in 0…1 whenever `y1` and `y2` do
/// (`canOvershoot == false`).
public struct CubicBezier: Hashable, Sendable {
    /// The first control point; `x1` is clamped to 0…1.
    public let x1: Double, y1: Double
    /// The second control point; `x2` is clamped to 0…1.
    public let x2: Double, y2: Double

    /// Creates a curve with control points `(x1, y1)` and `(x2, y2)`.
    ///
    /// `x1` and `x2` are clamped to 0…1 (otherwise `x(u)` could fold back and `y(x)` would not
    /// be a function). A non-finite coordinate is replaced by the linear curve's (0 for the
    /// first control point, 1 for the second) instead of trapping.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1.isFinite ? Self.clampedUnit(x1, otherwise: 0) : 0
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = x2.isFinite ? Self.clampedUnit(x2, otherwise: 1) : 1
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// True when `y` can leave 0…1 (a control point's `y` lies outside it: "back" curves).
    public var canOvershoot: Bool { !(0...1).contains(y1) || !(0...1).contains(y2) }

    /// The eased value `y` for the elapsed fraction `x` (clamped to 0…1).
    ///
    /// - Complexity: O(1): at most 8 Newton steps, else at most 64 bisection steps.
    public func value(at fraction: Double) -> Double {
        let x = Self.clampedUnit(fraction, otherwise: 0)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return sampleY(parameter(forX: x))
    }

    /// The slope `dy/dx` at the elapsed fraction `x` (clamped to 0…1): how fast the value
    /// moves per unit of elapsed fraction. Where `dx/du` vanishes (a control point on the
    /// x = 0 or x = 1 edge), the slope is estimated by a central difference.
    ///
    /// - Complexity: O(1).
    public func slope(at fraction: Double) -> Double {
        let x = Self.clampedUnit(fraction, otherwise: 0)
        let u = parameter(forX: x)
        let dx = sampleDerivativeX(u)
        if abs(dx) > 1e-9 { return sampleDerivativeY(u) / dx }
        let h = 1e-6
        let lo = max(0, x - h), hi = min(1, x + h)
        return (value(at: hi) - value(at: lo)) / (hi - lo)
    }

    // MARK: - Solving

    /// The parameter `u` in 0…1 with `x(u) == x` (within 1e-12).
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var u = x
        for _ in 0..<8 {
            let error = sampleX(u) - x
            if abs(error) < tolerance { return u }
            let derivative = sampleDerivativeX(u)
            if abs(derivative) < 1e-12 { break }
            u -= error / derivative
            if !(0...1).contains(u) { break }
        }
        var lo = 0.0, hi = 1.0
        u = x
        for _ in 0..<64 {
            let value = sampleX(u)
            if abs(value - x) < tolerance { return u }
            if value < x { lo = u } else { hi = u }
            u = (lo + hi) / 2
        }
        return u
    }

    // Polynomial forms: x(u) = ((ax u + bx) u + cx) u with cx = 3 x1, bx = 3 (x2 − x1) − cx,
    // ax = 1 − cx − bx (and likewise for y).
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    private func sampleX(_ u: Double) -> Double { ((ax * u + bx) * u + cx) * u }
    private func sampleY(_ u: Double) -> Double { ((ay * u + by) * u + cy) * u }
    private func sampleDerivativeX(_ u: Double) -> Double { (3 * ax * u + 2 * bx) * u + cx }
    private func sampleDerivativeY(_ u: Double) -> Double { (3 * ay * u + 2 * by) * u + cy }

    private static func clampedUnit(_ value: Double, otherwise fallback: Double) -> Double {
        value.isNaN ? fallback : min(1, max(0, value))
    }
}
