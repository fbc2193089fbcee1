import MosaicView
import MosaicCore
import MosaicInteraction

/// One scripted event of a replay file: a time stamp and what happens then.
///
/// Pointer, cancel, wheel and key events map to the engine's `InputEvent` (see
/// ``inputEvent``); `confirm` and `toggleEdit` are API calls the replay driver makes itself.
public struct ReplayEvent: Equatable, Sendable {
    /// What happens at time ``t``.
    public enum Kind: Equatable, Sendable {
        /// A pointer goes down at viewport point (`x`, `y`); `pointer` is its id (≥ 0);
        /// `modifiers` are the keys held (ctrl+click, shift+click; format fields `ctrl`, `shift`).
        case down(x: Double, y: Double, pointer: Int, modifiers: Modifiers = [])
        /// A pointer that is down moves to viewport point (`x`, `y`).
        case move(x: Double, y: Double, pointer: Int)
        /// A pointer lifts at viewport point (`x`, `y`).
        case up(x: Double, y: Double, pointer: Int)
        /// The system cancels every touch.
        case cancel
        /// Answers the open confirmation dialog: `yes: true` for "yes", false for "no".
        case confirm(yes: Bool)
        /// A wheel or trackpad scroll by (`dx`, `dy`) at viewport point (`x`, `y`);
        /// `ctrl` held turns it into a pinch on most backends.
        case wheel(dx: Double, dy: Double, ctrl: Bool, x: Double, y: Double)
        /// A key press with its modifiers.
        case key(Key, ctrl: Bool, shift: Bool)
        /// Toggles edit mode (the engine's API, as an Edit/Done button would).
        case toggleEdit
        /// The mouse hovers at viewport point (`x`, `y`) with no button down (outside the
        /// viewport: it left).
        case hover(x: Double, y: Double)
        /// A right click at viewport point (`x`, `y`): the item's context menu.
        case secondaryClick(x: Double, y: Double)

        /// The replay format's `type` string for this kind of event.
        public var typeName: String {
            switch self {
            case .down: return "down"
            case .move: return "move"
            case .up: return "up"
            case .cancel: return "cancel"
            case .confirm: return "confirm"
            case .wheel: return "wheel"
            case .key: return "key"
            case .toggleEdit: return "toggleEdit"
            case .hover: return "hover"
            case .secondaryClick: return "secondaryClick"
            }
        }

        /// Every `type` string the format knows, in the order the format lists them.
        public static let typeNames = ["down", "move", "up", "cancel", "confirm", "wheel", "key", "toggleEdit",
                                       "hover", "secondaryClick"]
    }

    /// Seconds since the start of the replay: finite, ≥ 0, non-decreasing along a script.
    public var t: Double
    /// What happens.
    public var kind: Kind
    /// In a trace of several views (``ReplayGroupScript``), the id of the view a `confirm` or
    /// `toggleEdit` is for (format field `view`); nil: the focused view (that of the latest
    /// press). Always nil in a single-view trace, which has no such field.
    public var view: String?

    /// Creates an event.
    public init(t: Double, kind: Kind, view: String? = nil) {
        self.t = t
        self.kind = kind
        self.view = view
    }

    /// The engine input for this event, stamped with ``t``; nil for `confirm` and `toggleEdit`,
    /// which the replay driver performs through the engine's API instead.
    public var inputEvent: InputEvent? {
        switch kind {
        case .down(let x, let y, let pointer, let modifiers):
            return .pointerDown(id: pointer, position: Point(x: x, y: y), modifiers: modifiers, time: t)
        case .hover(let x, let y):
            return .hover(position: Point(x: x, y: y), time: t)
        case .secondaryClick(let x, let y):
            return .secondaryClick(position: Point(x: x, y: y), time: t)
        case .move(let x, let y, let pointer):
            return .pointerMoved(id: pointer, position: Point(x: x, y: y), time: t)
        case .up(let x, let y, let pointer):
            return .pointerUp(id: pointer, position: Point(x: x, y: y), time: t)
        case .cancel:
            return .cancelAll(time: t)
        case .wheel(let dx, let dy, let ctrl, let x, let y):
            return .wheel(delta: Point(x: dx, y: dy), position: Point(x: x, y: y),
                          modifiers: ctrl ? .ctrl : [], time: t)
        case .key(let key, let ctrl, let shift):
            var modifiers: Modifiers = []
            if ctrl { modifiers.insert(.ctrl) }
            if shift { modifiers.insert(.shift) }
            return .key(key, modifiers: modifiers, time: t)
        case .confirm, .toggleEdit:
            return nil
        }
    }
}
