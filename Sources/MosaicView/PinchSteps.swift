/// The arithmetic of pinching a layout's pinch value (the spacing of Mosaic's layouts): values
/// are rounded to 0.1 point; a two-finger pinch proposes a value about the one it began at; a
/// ctrl + wheel step proposes one from the value the layout holds, carrying the unrounded value
/// while the layout shows its rounding, so a trackpad's fractional deltas add up exactly.
struct PinchSteps: Equatable, Sendable {
    /// A wheel step's proposal: the value to give the layout and the unrounded value behind it.
    struct Proposal: Equatable {
        /// Rounded to 0.1 point: what the layout is asked to take.
        var value: Double
        /// The unrounded value, carried to the next step while the layout holds `value`.
        var unrounded: Double
    }

    /// The unrounded value the last wheel step proposed and the layout took, or nil.
    private(set) var carried: Double?

    /// `value` rounded to 0.1 point.
    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// A two-finger pinch at `scale` from `base`: base + (scale − 1) × `perScale`, rounded;
    /// nil for a non-finite scale.
    static func pinched(_ base: Double, scale: Double, perScale: Double) -> Double? {
        guard scale.isFinite else { return nil }
        return rounded(base + (scale - 1) * perScale)
    }

    /// A wheel step of `deltaY` units from the layout's `current` value, `step` points a unit
    /// (wheel up, `deltaY < 0`, widens). It continues from the carried value when the layout
    /// still shows its rounding, else from `current`. Nil when the result is not finite.
    func wheelStep(from current: Double, deltaY: Double, step: Double) -> Proposal? {
        var value = current
        if let carried, Self.rounded(carried) == current { value = carried }
        value -= deltaY * step
        guard value.isFinite else { return nil }
        return Proposal(value: Self.rounded(value), unrounded: value)
    }

    /// A ctrl + wheel step as ``wheelStep(from:deltaY:step:)`` proposes it, or nil when the wheel
    /// does not pinch: `blocked` (a drag, or a two-finger pinch in progress), no pinch value
    /// (`current` nil), a zero or non-finite `deltaY`, or a non-finite result. The value follows
    /// the wheel linearly and symmetrically — each wheel unit (a notch) changes it by `step`
    /// points (wheel up, `deltaY < 0`, widens), rounded to 0.1 point, clamped by the layout;
    /// notches beyond a bound do nothing, and one notch back changes the value at once
    /// (``wheelStepTaken(_:taken:)``). - Complexity: O(1).
    func wheelStep(from current: Double?, deltaY: Double, step: Double, blocked: Bool) -> Proposal? {
        guard !blocked, deltaY != 0, deltaY.isFinite, let current else { return nil }
        return wheelStep(from: current, deltaY: deltaY, step: step)
    }

    /// The layout took `taken` for `proposal`: the next step continues from the unrounded value
    /// when it took the proposal as is (or holds no pinch value: `taken` nil), else (clamped or
    /// adjusted) from what it holds — no debt.
    mutating func wheelStepTaken(_ proposal: Proposal, taken: Double?) {
        let taken = taken ?? proposal.value
        carried = taken == proposal.value ? proposal.unrounded : taken
    }
}
