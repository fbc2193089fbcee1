import Foundation

/// How ctrl + wheel (and a trackpad pinch, which backends report as ctrl + wheel) drives the
/// pinch path: each wheel event is one multiplicative scale step.
///
/// A step is `exp(-delta.y * sensitivity)`: wheel up (`delta.y < 0`) spreads / zooms in
/// (`> 1`), wheel down zooms out, and steps compose by multiplication so opposite notches
/// cancel exactly. The accumulated scale is kept within `scaleRange`. The wheel pinch ends
/// `idleTimeout` seconds after the last step.
public struct WheelPinch: Hashable, Sendable {
    /// Natural-log scale change per wheel unit (default 0.05: one notch ≈ 5%).
    public let sensitivity: Double
    /// Seconds without a ctrl + wheel event after which the pinch ends (default 0.3).
    public let idleTimeout: Double
    /// The accumulated scale is clamped into this range (default `0.01...100`).
    public let scaleRange: ClosedRange<Double>

    /// Non-finite or negative parameters fall back to the defaults; the range is kept
    /// positive and finite.
    public init(sensitivity: Double = 0.05, idleTimeout: Double = 0.3,
                scaleRange: ClosedRange<Double> = 0.01...100) {
        self.sensitivity = sensitivity.isFinite && sensitivity >= 0 ? min(sensitivity, 100) : 0.05
        self.idleTimeout = idleTimeout.isFinite && idleTimeout >= 0 ? min(idleTimeout, 1e6) : 0.3
        let low = scaleRange.lowerBound.isFinite && scaleRange.lowerBound > 0 ? scaleRange.lowerBound : 0.01
        let high = scaleRange.upperBound.isFinite && scaleRange.upperBound >= low ? scaleRange.upperBound : max(low, 100)
        self.scaleRange = low...high
    }

    /// True when `event` is a pinch step: a wheel event with ctrl held and a non-zero,
    /// finite vertical delta.
    public static func isPinchStep(_ event: InputEvent) -> Bool {
        guard case .wheel(let delta, _, let modifiers, _) = event else { return false }
        return modifiers.contains(.ctrl) && delta.y != 0 && delta.y.isFinite
    }

    /// The multiplicative scale of one wheel step, `exp(-deltaY * sensitivity)`, clamped into
    /// `scaleRange`; `1` for a non-finite delta.
    public func scaleStep(deltaY: Double) -> Double {
        guard deltaY.isFinite else { return 1 }
        return clamp(exp(-deltaY * sensitivity))
    }

    /// `scale` clamped into `scaleRange` (NaN becomes 1 clamped).
    public func clamp(_ scale: Double) -> Double {
        let s = scale.isNaN ? 1 : scale
        return min(max(s, scaleRange.lowerBound), scaleRange.upperBound)
    }
}
