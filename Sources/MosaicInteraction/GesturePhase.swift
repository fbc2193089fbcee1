/// The phase carried by a continuous gesture's event.
///
/// For one recognized gesture the driver sees exactly `began`, then any number of `changed`,
/// then exactly one of `ended` or `cancelled`.
public enum GesturePhase: Hashable, Sendable, CaseIterable {
    /// The gesture was recognized: the first event, sent exactly once.
    case began
    /// The gesture continued (a move, a new scale); zero or more times after `began`.
    case changed
    /// The gesture finished normally (the pointer lifted, a wheel pinch went idle); the last event.
    case ended
    /// The gesture was interrupted (for the built-in recognizers, by `cancelAll`); the last event.
    /// Its effect should be undone rather than committed.
    case cancelled

    /// True for `ended` and `cancelled`: the last event of a recognized gesture.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
