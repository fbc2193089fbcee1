/// Running animations of frame, alpha and scale, one per key (an item's identity, a path…).
///
/// The animator is a value: it never reads a clock. Every call takes the current time in
/// seconds, so the same calls always give the same values. A driver typically, once per frame,
/// asks `presentedValue(for:at:)` for what it draws and calls `removeFinished(at:)`.
///
/// Contracts:
/// - `animate` starts a fresh animation from the given value, replacing any running one.
/// - `retarget` starts from the value presented *now*: a change during a running animation never
///   jumps. When the new animation is a spring without delay it also inherits the current
///   velocity, so the motion stays smooth.
/// - A finished animation keeps presenting its target until `removeFinished(at:)` or `cancel`.
///
/// Per-frame cost is proportional to the number of running animations, never to the number of
/// items: each per-key call is one dictionary lookup.
public struct AttributeAnimator<Key: Hashable> {
    private var tracks: [Key: AnimationTrack<AnimatedValues>] = [:]

    /// Creates an animator with no animations.
    public init() {}

    /// The number of stored animations (running, or finished and not yet removed).
    public var count: Int { tracks.count }

    /// True when no animation is stored.
    public var isEmpty: Bool { tracks.isEmpty }

    /// The keys that have a stored animation, in no particular order.
    ///
    /// - Complexity: O(n) for n stored animations.
    public var keys: [Key] { Array(tracks.keys) }

    // MARK: - Starting

    /// Animates `key` from `start` to `target`, starting at `time` (after `animation.delay`).
    /// Replaces any animation running for `key`.
    ///
    /// - Complexity: O(1) amortized.
    public mutating func animate(_ key: Key, from start: AnimatedValues, to target: AnimatedValues,
                                 animation: Animation, at time: Double) {
        animate(key, from: start, keyframes: [Keyframe(to: target, animation: animation)], at: time)
    }

    /// Animates `key` through `keyframes` one after the other, starting from `start` at `time`.
    /// Replaces any animation running for `key`. An empty list stores an animation that holds
    /// `start` and is already finished.
    ///
    /// - Complexity: O(k) for k keyframes.
    public mutating func animate(_ key: Key, from start: AnimatedValues, keyframes: [Keyframe],
                                 at time: Double) {
        tracks[key] = AnimationTrack(from: start, legs: keyframes.map { ($0.target, $0.animation) }, at: time)
    }

    /// Sends `key` to a new `target` from wherever it is presented at `time`.
    ///
    /// If `key` has a stored animation (running or finished), the new one starts at its
    /// presented value and, for a spring without delay, its velocity. Otherwise it starts from
    /// `fallback`; without a fallback nothing happens and the result is `false`.
    ///
    /// - Returns: `true` when an animation was started.
    /// - Complexity: O(s) for s segments of the replaced animation.
    @discardableResult
    public mutating func retarget(_ key: Key, to target: AnimatedValues, animation: Animation,
                                  at time: Double, fallback: AnimatedValues? = nil) -> Bool {
        retarget(key, keyframes: [Keyframe(to: target, animation: animation)], at: time, fallback: fallback)
    }

    /// Like `retarget(_:to:animation:at:fallback:)` but through a sequence of keyframes, e.g. a
    /// bounce on an element that is still moving.
    ///
    /// - Returns: `true` when an animation was started.
    /// - Complexity: O(s + k) for s old segments and k keyframes.
    @discardableResult
    public mutating func retarget(_ key: Key, keyframes: [Keyframe], at time: Double,
                                  fallback: AnimatedValues? = nil) -> Bool {
        let legs = keyframes.map { ($0.target, $0.animation) }
        if let current = tracks[key] {
            tracks[key] = AnimationTrack(from: current.value(at: time), legs: legs, at: time,
                                         initialVelocity: current.velocity(at: time))
            return true
        }
        guard let fallback else { return false }
        tracks[key] = AnimationTrack(from: fallback, legs: legs, at: time)
        return true
    }

    // MARK: - Reading

    /// The values to draw for `key` at `time`, or nil when `key` has no stored animation
    /// (draw its layout attributes unchanged).
    ///
    /// - Complexity: O(s) for s segments of its animation (one dictionary lookup).
    public func presentedValue(for key: Key, at time: Double) -> AnimatedValues? {
        tracks[key]?.value(at: time)
    }

    /// The velocity (units per second, component-wise) of `key` at `time`, or nil when `key`
    /// has no stored animation.
    ///
    /// - Complexity: O(s) for s segments of its animation.
    public func presentedVelocity(for key: Key, at time: Double) -> AnimatedValues? {
        tracks[key]?.velocity(at: time)
    }

    /// The values `key` ends at, or nil when it has no stored animation.
    ///
    /// - Complexity: O(1).
    public func targetValue(for key: Key) -> AnimatedValues? {
        tracks[key]?.target
    }

    /// The presented values of every stored animation at `time`.
    ///
    /// - Complexity: O(n) for n stored animations.
    public func presentedValues(at time: Double) -> [Key: AnimatedValues] {
        tracks.mapValues { $0.value(at: time) }
    }

    /// True when `key` has an animation that has not reached its target at `time`.
    ///
    /// - Complexity: O(1).
    public func isAnimating(_ key: Key, at time: Double) -> Bool {
        tracks[key].map { !$0.isFinished(at: time) } ?? false
    }

    /// True when any stored animation has not reached its target at `time`.
    ///
    /// - Complexity: O(n) for n stored animations.
    public func isAnimating(at time: Double) -> Bool {
        tracks.values.contains { !$0.isFinished(at: time) }
    }

    // MARK: - Ending

    /// Drops every animation that has reached its target at `time` and returns their keys (in
    /// no particular order); the caller now draws those elements at their layout values.
    ///
    /// - Complexity: O(n) for n stored animations. Called every frame: one plain loop over the
    ///   tracks (a `compactMap` here, unspecialised for `Key`, cost a closure call and a tuple
    ///   type lookup per track — about 1,000 instructions each), no allocation when none finished.
    @discardableResult
    public mutating func removeFinished(at time: Double) -> [Key] {
        var finished: [Key] = []
        for (key, track) in tracks where track.isFinished(at: time) { finished.append(key) }
        for key in finished { tracks[key] = nil }
        return finished
    }

    /// Drops the animation of `key`, wherever it is; returns whether there was one.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func cancel(_ key: Key) -> Bool {
        tracks.removeValue(forKey: key) != nil
    }

    /// Drops every animation.
    ///
    /// - Complexity: O(n).
    public mutating func cancelAll() {
        tracks.removeAll()
    }
}

extension AttributeAnimator: Equatable {}
extension AttributeAnimator: Sendable where Key: Sendable {}
