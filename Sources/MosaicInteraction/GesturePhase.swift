/// The phase carried by a continuous gesture's event.
///
/// For one recognized gesture the driver sees exactly `began`, then any number of `changed`,
/// then exactly one of `ended` or `cancelled`.
public enum GesturePhase: Hashable, Sendable, CaseIterable {
    case began
    case changed
    case ended
    case cancelled

    /// True for `ended` and `cancelled`: the last event of a recognized gesture.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
