import MosaicCore

/// Recognizes a pinch from two pointers, or from ctrl + wheel on a desktop — one path, one
/// output shape: `.pinch(phase:scale:centroid:)`.
///
/// Two pointers: the first two pointers down are tracked (more are ignored). The reference
/// span is their distance when the second goes down (or, if they start closer than
/// `minimumSpan`, the first span that reaches it). `scale = span / reference`, about the
/// `centroid` (their midpoint). It `began` on the move where `|scale − 1| ≥
/// minimumScaleChange`, then `changed` on every move of a tracked pointer, `ended` when one
/// of them lifts (scale computed with the up position), `cancelled` on `cancelAll`. Lifting
/// one of the two before it began fails it; a lone pointer lifting just leaves it `possible`.
///
/// ctrl + wheel (see `WheelPinch`) while no pointer is down: the first step `began` with
/// scale = that step about the wheel position, later steps `changed` with the accumulated
/// scale, and `ended` at the `nextDeadline` `idleTimeout` after the last step. A pointer going
/// down ends a wheel pinch first. Steps are ignored while pointers are down.
public struct PinchRecognizer: GestureRecognizer {
    /// The thresholds of a pinch, as data.
    public struct Configuration: Hashable, Sendable {
        /// `|scale − 1|` at which a two-pointer pinch begins (default 0.05).
        public let minimumScaleChange: Double
        /// The smallest span, in points, usable as the reference (default 1; at least 0.001).
        public let minimumSpan: Double
        /// How ctrl + wheel maps to scale steps.
        public let wheel: WheelPinch

        /// Non-finite or negative values fall back to the defaults.
        public init(minimumScaleChange: Double = 0.05, minimumSpan: Double = 1,
                    wheel: WheelPinch = WheelPinch()) {
            self.minimumScaleChange = minimumScaleChange.isFinite && minimumScaleChange >= 0
                ? min(minimumScaleChange, 1e6) : 0.05
            self.minimumSpan = minimumSpan.isFinite && minimumSpan > 0 ? min(max(minimumSpan, 1e-3), 1e6) : 1
            self.wheel = wheel
        }

        /// True when a two-pointer pinch at `scale` has changed enough to begin.
        public func hasBegun(scale: Double) -> Bool { abs(scale - 1) >= minimumScaleChange }
    }

    /// Two tracked pointers.
    private struct Pair: Hashable, Sendable {
        var a: Int, pa: Point, b: Int, pb: Point
        var span: Double { pa.distance(to: pb) }
        var centroid: Point { Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2) }
        func contains(_ id: Int) -> Bool { id == a || id == b }
        mutating func move(_ id: Int, to p: Point) { if id == a { pa = p } else if id == b { pb = p } }
    }

    private enum Stage: Hashable, Sendable {
        /// Possible, with no pointer or one pointer tracked.
        case idle(pointer: Int?, position: Point)
        /// Possible, two pointers down; `reference` is `nil` until the span is usable.
        case tracking(Pair, reference: Double?)
        /// Two-pointer pinch began (`changed == false`) or changed.
        case active(Pair, reference: Double, changed: Bool)
        /// ctrl + wheel pinch began or changed.
        case wheel(scale: Double, centroid: Point, lastStep: Double, changed: Bool)
        /// `ended`, `cancelled` or `failed`; waiting for every pointer to lift.
        case finished(GestureState)
    }

    /// The thresholds this recognizer was made with (fixed for its lifetime).
    public let configuration: Configuration
    private var stage: Stage = .idle(pointer: nil, position: .zero)
    private var input = InputSanitizer()

    /// A recognizer in `possible` with no pointer tracked, using `configuration` (by default
    /// a 0.05 scale change to begin, a 1-point minimum span and the default `WheelPinch`).
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public var state: GestureState {
        switch stage {
        case .idle, .tracking: return .possible
        case .active(_, _, let changed), .wheel(_, _, _, let changed): return changed ? .changed : .began
        case .finished(let s): return s
        }
    }

    public var nextDeadline: Double? {
        guard case .wheel(_, _, let lastStep, _) = stage else { return nil }
        return lastStep + configuration.wheel.idleTimeout
    }

    public var ignoredEventCount: Int { input.ignoredEventCount }

    public mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        guard input.admit(event) else { return [] }
        var out = fireDeadline(upTo: event.time)
        switch event {
        case .pointerDown(let id, let p, _, _): out += pointerWentDown(id, at: p)
        case .pointerMoved(let id, let p, _): out += pointerMoved(id, to: p)
        case .pointerUp(let id, let p, _): out += pointerWentUp(id, at: p)
        case .cancelAll: out += allCancelled()
        case .wheel(let delta, let p, _, let t):
            if WheelPinch.isPinchStep(event) { out += wheelStepped(deltaY: delta.y, at: p, time: t) }
        case .key, .hover, .secondaryClick: break
        }
        return out
    }

    public mutating func timerFired(at time: Double) -> [GestureEvent] {
        guard input.admitTimer(at: time) else { return [] }
        return fireDeadline(upTo: time)
    }

    public mutating func reset() { stage = .idle(pointer: nil, position: .zero) }

    // MARK: - Transitions

    private mutating func fireDeadline(upTo time: Double) -> [GestureEvent] {
        guard case .wheel(let scale, let centroid, _, _) = stage,
              let deadline = nextDeadline, deadline <= time else { return [] }
        stage = .finished(.ended)
        return [.pinch(phase: .ended, scale: scale, centroid: centroid)]
    }

    private mutating func pointerWentDown(_ id: Int, at p: Point) -> [GestureEvent] {
        var out: [GestureEvent] = []
        if case .wheel(let scale, let centroid, _, _) = stage {
            out.append(.pinch(phase: .ended, scale: scale, centroid: centroid))
            stage = .finished(.ended)
        }
        if case .finished = stage, input.pointersDown.count == 1 { reset() }
        switch stage {
        case .idle(nil, _):
            stage = .idle(pointer: id, position: p)
        case .idle(let first?, let firstPosition):
            let pair = Pair(a: first, pa: firstPosition, b: id, pb: p)
            stage = .tracking(pair, reference: usableReference(pair))
        case .idle, .tracking, .active, .wheel, .finished:
            break   // a third pointer, or waiting for every pointer to lift
        }
        return out
    }

    private mutating func pointerMoved(_ id: Int, to p: Point) -> [GestureEvent] {
        switch stage {
        case .idle(let first?, _) where first == id:
            stage = .idle(pointer: id, position: p)
        case .tracking(var pair, let reference) where pair.contains(id):
            pair.move(id, to: p)
            guard let reference else {
                stage = .tracking(pair, reference: usableReference(pair))
                return []
            }
            let scale = pair.span / reference
            guard configuration.hasBegun(scale: scale) else {
                stage = .tracking(pair, reference: reference)
                return []
            }
            stage = .active(pair, reference: reference, changed: false)
            return [.pinch(phase: .began, scale: scale, centroid: pair.centroid)]
        case .active(var pair, let reference, _) where pair.contains(id):
            pair.move(id, to: p)
            stage = .active(pair, reference: reference, changed: true)
            return [.pinch(phase: .changed, scale: pair.span / reference, centroid: pair.centroid)]
        default:
            break
        }
        return []
    }

    private mutating func pointerWentUp(_ id: Int, at p: Point) -> [GestureEvent] {
        switch stage {
        case .idle(let first?, _) where first == id:
            stage = .idle(pointer: nil, position: .zero)
        case .tracking(let pair, _) where pair.contains(id):
            stage = .finished(.failed)
        case .active(var pair, let reference, _) where pair.contains(id):
            pair.move(id, to: p)
            stage = .finished(.ended)
            return [.pinch(phase: .ended, scale: pair.span / reference, centroid: pair.centroid)]
        default:
            break
        }
        return []
    }

    private mutating func allCancelled() -> [GestureEvent] {
        switch stage {
        case .idle:
            stage = .idle(pointer: nil, position: .zero)
        case .tracking:
            stage = .finished(.failed)
        case .active(let pair, let reference, _):
            stage = .finished(.cancelled)
            return [.pinch(phase: .cancelled, scale: pair.span / reference, centroid: pair.centroid)]
        case .wheel(let scale, let centroid, _, _):
            stage = .finished(.cancelled)
            return [.pinch(phase: .cancelled, scale: scale, centroid: centroid)]
        case .finished:
            break
        }
        return []
    }

    private mutating func wheelStepped(deltaY: Double, at p: Point, time: Double) -> [GestureEvent] {
        let wheel = configuration.wheel
        switch stage {
        case .wheel(let scale, _, _, _):
            let accumulated = wheel.clamp(scale * wheel.scaleStep(deltaY: deltaY))
            stage = .wheel(scale: accumulated, centroid: p, lastStep: time, changed: true)
            return [.pinch(phase: .changed, scale: accumulated, centroid: p)]
        case .idle(nil, _), .finished:
            guard input.pointersDown.isEmpty else { return [] }
            let scale = wheel.scaleStep(deltaY: deltaY)
            stage = .wheel(scale: scale, centroid: p, lastStep: time, changed: false)
            return [.pinch(phase: .began, scale: scale, centroid: p)]
        case .idle, .tracking, .active:
            return []
        }
    }

    private func usableReference(_ pair: Pair) -> Double? {
        pair.span >= configuration.minimumSpan ? pair.span : nil
    }
}
