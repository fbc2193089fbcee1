import MosaicCore
import MosaicInteraction

/// The collection view's own gestures, by name: for relations with yours
/// (``GestureRelations/requiredToFailBy``) and for the view's recognizers.
public enum BuiltInGesture: Hashable, Sendable, CaseIterable {
    /// Tap (and the built-in double tap): selection.
    case tap
    /// The long press that opens the browse action, lifts (edit) or catches (exchange).
    case longPress
    /// Scrolling by dragging.
    case pan
    /// Two-finger pinch (and ctrl + wheel): the layout's pinch value.
    case pinch
}

/// What the built-in gesture in progress is doing to the view. One at a time: a gesture that
/// takes over replaces the one before (a long press that lifts an item ends a pan's scrolling).
enum ActiveGesture: Equatable, Sendable {
    /// No built-in gesture acts on the view.
    case idle
    /// A long press that began on an item: it drives the drag (or the browse action) until it ends.
    case longPress
    /// Scrolling by dragging, from the content offset at the pan's start.
    case pan(startOffset: Point)
    /// A two-finger pinch, adjusting the layout's pinch value about `baseValue`.
    case pinch(baseValue: Double)
}

/// The collection view's built-in recognizers, by name, and what their gesture in progress
/// does. Each `mutating func` takes one phase of one gesture and answers what the view does.
struct BuiltInGestures: Sendable {
    /// The recognizers: `.tap`, `.longPress`, `.pan`, `.pinch`, fed in that order.
    private(set) var driver: GestureDriver<BuiltInGesture>
    /// What the gesture in progress is doing.
    private(set) var active = ActiveGesture.idle

    /// What a pan asks of the view.
    enum PanAction: Equatable {
        /// Scroll to this content offset (`began`: the pan just took over).
        case scroll(to: Point, began: Bool)
        /// The pan ended with this velocity (points/s of content offset): start momentum.
        case fling(velocity: Point)
    }

    /// The built-ins with `tap` for selection and `longPress` for the lift (Mosaic's or the
    /// owner's replacement), then a pan and a pinch recognizer.
    init(tap: TapArbiter, longPress: any GestureRecognizer) {
        driver = GestureDriver([.tap: tap, .longPress: longPress, .pan: PanRecognizer(), .pinch: PinchRecognizer()])
    }

    /// The earliest deadline of a built-in recognizer.
    var nextDeadline: Double? { driver.nextDeadline }

    /// Fires the recognizers' deadlines up to `time`.
    mutating func advance(to time: Double) -> [RecognizedGesture<BuiltInGesture>] { driver.advance(to: time) }

    /// Feeds one event to the recognizers.
    mutating func handle(_ event: InputEvent) -> [RecognizedGesture<BuiltInGesture>] { driver.handle(event) }

    /// Resets every recognizer and forgets the gesture in progress.
    mutating func reset() {
        driver.reset()
        active = .idle
    }

    /// Cancels the recognizers' gestures in progress: their `cancelled` deliveries, to perform
    /// (then ``forgetActive()``).
    mutating func cancel(at time: Double) -> [RecognizedGesture<BuiltInGesture>] {
        driver.handle(.cancelAll(time: time))
    }

    /// Forgets the gesture in progress (its recognizers were cancelled or replaced).
    mutating func forgetActive() {
        active = .idle
    }

    /// Every pointer lifted: a long press in progress is over.
    mutating func pointersLifted() {
        if active == .longPress { active = .idle }
    }

    /// A long press phase; `begins` says whether a long press that began may act (it began on
    /// an item and no pinch is in progress). Returns the phase the view acts on, or nil.
    /// A long press that began is not also a tap: the tap recognizer is reset.
    mutating func longPress(_ phase: GesturePhase, begins: @autoclosure () -> Bool) -> GesturePhase? {
        switch phase {
        case .began:
            driver[.tap].reset()
            guard begins() else { return nil }
            active = .longPress
            return .began
        case .changed:
            return active == .longPress ? .changed : nil
        case .ended, .cancelled:
            guard active == .longPress else { return nil }
            active = .idle
            return phase
        }
    }

    /// A pan phase while the content is at `offset`; `blocked` while a drag or a two-finger
    /// pinch owns the pointers (the pan then stops scrolling). Returns what the view does.
    mutating func pan(_ phase: GesturePhase, translation: Point, velocity: Point, offset: Point,
                      blocked: Bool) -> PanAction? {
        guard active != .longPress, !blocked else {
            if case .pan = active { active = .idle }
            return nil
        }
        switch (phase, active) {
        case (.began, _):
            active = .pan(startOffset: offset)
            return .scroll(to: offset - translation, began: true)
        case (.changed, .pan(let start)):
            return .scroll(to: start - translation, began: false)
        case (.ended, .pan):
            active = .idle
            return .fling(velocity: Point(x: -velocity.x, y: -velocity.y))
        case (.cancelled, .pan):
            active = .idle
            return nil
        default:
            return nil
        }
    }

    /// A pinch phase; `startValue` is the layout's pinch value when a pinch begins (nil: the
    /// layout has none, and the pinch does nothing). Returns the value the pinch starts from
    /// while it adjusts it, or nil.
    mutating func pinch(_ phase: GesturePhase, startValue: @autoclosure () -> Double?) -> Double? {
        switch (phase, active) {
        case (.began, _):
            if case .pan = active { active = .idle }
            guard let value = startValue() else { return nil }
            active = .pinch(baseValue: value)
            return value
        case (.changed, .pinch(let base)):
            return base
        case (.ended, .pinch), (.cancelled, .pinch):
            active = .idle
            return nil
        default:
            return nil
        }
    }

    /// True while a pinch adjusts the layout.
    var isPinching: Bool {
        if case .pinch = active { return true }
        return false
    }
}
