import MosaicCore

/// Single tap versus double tap: the single tap requires the double tap to fail
/// (UIKit's `require(toFail:)`, the gesture-priority rule).
///
/// Both recognizers see every event. A single tap is held back while the double-tap
/// recognizer can still complete a sequence containing it, and is delivered the moment that
/// recognizer fails — typically when its interval deadline passes with no second tap, which is
/// a `nextDeadline` of the arbiter. When the double tap is recognized the held single tap (and
/// the one the second tap itself produced) is dropped. So each sequence yields exactly one of
/// `.singleTap(location:)` or `.doubleTap(location:)`.
///
/// With no double-tap recognizer installed (`double == nil`) a single tap is delivered on its
/// up, with no delay.
///
/// `cancelAll` fails both recognizers and drops a held tap without delivering it.
///
/// `state` is `possible` while a tap is held or being tracked, `ended` after a tap was
/// delivered, `failed` when the single tap failed (or was cancelled) with nothing held.
public struct TapArbiter: GestureRecognizer {
    /// The recognizer whose taps wait (normally one tap required).
    public private(set) var single: TapRecognizer
    /// The recognizer that has priority (normally two taps required), or `nil`.
    public private(set) var double: TapRecognizer?
    /// The single tap waiting for the double tap to fail, if any.
    public private(set) var heldTap: GestureEvent?
    private var outcome: GestureState = .possible

    /// - Parameters:
    ///   - single: the waiting recognizer; defaults to one tap with the default thresholds.
    ///   - double: the priority recognizer; defaults to two taps; `nil` for none.
    public init(single: TapRecognizer = TapRecognizer(numberOfTapsRequired: 1),
                double: TapRecognizer? = TapRecognizer(numberOfTapsRequired: 2)) {
        self.single = single
        self.double = double
    }

    public var state: GestureState { heldTap == nil ? outcome : .possible }

    public var nextDeadline: Double? {
        switch (single.nextDeadline, double?.nextDeadline) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return nil
        }
    }

    public var ignoredEventCount: Int { single.ignoredEventCount }

    public mutating func handle(_ event: InputEvent) -> [GestureEvent] {
        var delivered: [GestureEvent] = []
        // Fire overdue deadlines first (at most one per recognizer), so a held tap whose
        // window expired before this event is delivered before it.
        for _ in 0..<2 {
            guard InputSanitizer.isAcceptable(time: event.time), let deadline = nextDeadline,
                  deadline <= event.time else { break }
            delivered += timerFired(at: deadline)
        }
        let ignoredBefore = single.ignoredEventCount
        let wasTracking = single.isTracking || heldTap != nil
        let fromSingle = single.handle(event)
        let fromDouble = double?.handle(event) ?? []
        if case .cancelAll = event, single.ignoredEventCount == ignoredBefore {
            heldTap = nil                  // cancelAll drops a held tap: nothing is delivered
            if wasTracking { outcome = .failed }
            return delivered
        }
        return delivered + arbitrate(fromSingle, fromDouble)
    }

    public mutating func timerFired(at time: Double) -> [GestureEvent] {
        let fromSingle = single.timerFired(at: time)
        let fromDouble = double?.timerFired(at: time) ?? []
        return arbitrate(fromSingle, fromDouble)
    }

    public mutating func reset() {
        single.reset()
        double?.reset()
        heldTap = nil
        outcome = .possible
    }

    /// Decides what to deliver after both recognizers took one step.
    private mutating func arbitrate(_ fromSingle: [GestureEvent], _ fromDouble: [GestureEvent]) -> [GestureEvent] {
        var delivered: [GestureEvent] = []
        if let double {
            if !fromDouble.isEmpty {
                heldTap = nil              // the double tap wins; drop every single tap
                delivered = fromDouble
            } else {
                if let tap = fromSingle.last { heldTap = tap }
                if let tap = heldTap, !double.isTracking {
                    heldTap = nil          // the double tap failed (or cannot use this tap)
                    delivered = [tap]
                }
            }
        } else {
            delivered = fromSingle
        }
        if !delivered.isEmpty {
            outcome = .ended
        } else if single.state == .failed {
            outcome = .failed
        } else if single.isTracking {
            outcome = .possible
        }
        return delivered
    }
}
