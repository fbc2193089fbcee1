import MosaicCore

/// One GDK event reduced to the values Mosaic reads, in the widget's coordinates: what
/// ``CollectionWidget`` takes from each `GdkEvent` its legacy event controller sees, and what
/// ``GTKInputTranslator`` turns into `InputEvent`s. A plain value, so the translation is tested
/// without a display.
public struct GTKRawEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A mouse button went down (`GDK_BUTTON_PRESS`; 1 left, 2 middle, 3 right).
        case buttonPress(button: UInt32)
        /// A mouse button went up (`GDK_BUTTON_RELEASE`).
        case buttonRelease(button: UInt32)
        /// The mouse moved (`GDK_MOTION_NOTIFY`), with or without a button down.
        case motion
        /// A smooth scroll (`GDK_SCROLL_SMOOTH`: touchpads, high-resolution wheels) by
        /// `(dx, dy)` scroll units; `dy > 0` scrolls toward the end (down).
        case smoothScroll(dx: Double, dy: Double)
        /// A discrete wheel notch (`GDK_SCROLL_UP/DOWN/LEFT/RIGHT`).
        case discreteScroll(ScrollDirection)
        /// A key went down (`GDK_KEY_PRESS`, repeats included) with this GDK keyval.
        case keyPress(keyval: UInt32)
        /// The pointer left the widget (`GDK_LEAVE_NOTIFY`).
        case leave
        /// The keyboard focus left (`GDK_FOCUS_CHANGE` out) or a grab was broken
        /// (`GDK_GRAB_BROKEN`): every pointer down is cancelled.
        case cancel
        /// A finger went down (`GDK_TOUCH_BEGIN`); `sequence` tells fingers apart.
        case touchBegin(sequence: UInt)
        /// A finger moved (`GDK_TOUCH_UPDATE`).
        case touchUpdate(sequence: UInt)
        /// A finger lifted (`GDK_TOUCH_END`).
        case touchEnd(sequence: UInt)
        /// The system took the touches (`GDK_TOUCH_CANCEL`).
        case touchCancel
        /// A touchpad pinch (`GDK_TOUCHPAD_PINCH`): `scale` is relative to the pinch's begin.
        case pinch(phase: PinchPhase, scale: Double)
    }

    /// A wheel notch's direction.
    public enum ScrollDirection: Sendable, Equatable { case up, down, left, right }

    /// A touchpad pinch's phase (`GdkTouchpadGesturePhase`).
    public enum PinchPhase: Sendable, Equatable { case begin, update, end, cancel }

    /// What happened.
    public var kind: Kind
    /// Where, in the widget's points (origin top-left); ignored for keys and cancels.
    public var position: Point
    /// The modifier mask held (`GdkModifierType`: Shift 1, Control 4, Alt 8).
    public var modifierState: UInt32
    /// When, in seconds on the engine's clock.
    public var time: Double

    /// An event of `kind` at `position` with `modifierState` held, at `time` seconds.
    public init(_ kind: Kind, at position: Point = Point(x: 0, y: 0), modifierState: UInt32 = 0, time: Double) {
        self.kind = kind
        self.position = position
        self.modifierState = modifierState
        self.time = time
    }
}
