/// Where a gesture recognizer is in its life, with UIKit's names.
///
/// Continuous gestures (long press, pan, pinch) go
/// `possible → began → changed* → ended | cancelled`, or `possible → failed` when the input
/// turns out not to be that gesture. Discrete gestures (taps) go `possible → ended`
/// (recognized) or `possible → failed`.
///
/// A terminal state (`ended`, `cancelled`, `failed`) lasts until every pointer is up; the next
/// `pointerDown` after that starts a new attempt from `possible`. `reset()` returns to
/// `possible` at once.
public enum GestureState: Hashable, Sendable, CaseIterable {
    /// Watching the input; nothing recognized yet (also the resting state).
    case possible
    /// The gesture was recognized; its first event has been delivered.
    case began
    /// The recognized gesture has moved on since it began.
    case changed
    /// The gesture finished normally (a tap was recognized, a pan lifted).
    case ended
    /// The system took the input away after the gesture began (`cancelAll`).
    case cancelled
    /// The input was not this gesture.
    case failed

    /// True for `began` and `changed`: the gesture is recognized and not over yet.
    public var isActive: Bool { self == .began || self == .changed }

    /// True for `ended`, `cancelled` and `failed`.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
}
