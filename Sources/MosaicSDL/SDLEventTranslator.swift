import CSDL2
import MosaicCore
import MosaicInteraction

/// What a window reports to the app's loop.
public enum HostEvent: Hashable, Sendable {
    /// An input event, positions in window points (top-left origin). The collection below a
    /// a ``WindowHeader`` wants them moved up by its `height` (`InputEvent.offsetBy(dx:dy:)`).
    case input(InputEvent)
    /// The user closed the window or the app was asked to quit.
    case quit
    /// The window's new size in points.
    case resized(Size)
    /// The window needs redrawing (uncovered, restored) even if nothing changed.
    case exposed
}

/// SDL events → `HostEvent`s, as a pure function of the event, the time, the window size and
/// the held modifiers, so it is tested by building `SDL_Event` values.
///
/// - Mouse: the left button is pointer 0, its press carrying the held modifiers (ctrl/shift
///   click); motion is a pointer move while the left button is down and a `.hover` otherwise;
///   the mouse leaving the window is a hover at `outsidePoint`; a right-button press is a
///   `.secondaryClick` (the context menu); other buttons are ignored; mouse events SDL synthesizes
///   from touches are ignored (the fingers arrive themselves). A button-up (or motion) outside
///   the window keeps its position, never clamped: SDL reports it while it captures the mouse
///   (from the press), and the engine cancels a drag released outside its viewport. It is not
///   turned into `cancelAll`, so whoever saw the down (a top-bar control) also sees its up.
/// - Wheel: SDL's y > 0 (away from the user, "up") becomes `delta.y < 0` (toward the start);
///   x keeps its sign; "flipped" devices are un-flipped; ctrl held → `.ctrl` (pinch zoom).
/// - Fingers: pointer id = finger id + 100, position = normalized × window size. Pinch is not
///   taken from `SDL_MULTIGESTURE`: the engine's `PinchRecognizer` computes it from two pointers.
/// - Keys: a–z, 0–9 (and keypad digits), escape, space, return/keypad enter → enter,
///   delete/backspace → delete, arrows, tab, home, end, page up, page down; ctrl, shift and
///   alt modifiers. Repeats included.
/// - Focus lost → `.cancelAll`; quit or window close → `.quit`; size changed → `.resized`.
/// - Typed text (`SDL_TEXTINPUT`) is not a `HostEvent`: ``text(from:heldKeymod:)`` reads it,
///   and ``SDLWindowHost/pollEventsAndText()`` returns it in order with the events. Keys such
///   as `/` or `@` that have no `Key` arrive only as text.
///
/// Time is the caller's (an injected clock), never SDL's timestamp: `SDL_PushEvent`
/// overwrites timestamps, and time-dependent behavior must be reproducible.
public enum SDLEventTranslator {
    /// The pointer id of the mouse's left button.
    public static let mousePointerID = 0
    /// Added to SDL finger ids to make pointer ids.
    public static let fingerPointerBase = 100

    /// The host event for `event`, or nil for events Mosaic does not use.
    public static func translate(_ event: SDL_Event, time: Double, windowSize: Size,
                                 heldModifiers: Modifiers) -> HostEvent? {
        let touchMouse = mosaic_sdl_touch_mouseid()
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue:
            return window(event.window, time: time)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != touchMouse else { return nil }
            let p = Point(x: Double(b.x), y: Double(b.y))
            if Int32(b.button) == SDL_BUTTON_RIGHT {
                return event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .input(.secondaryClick(position: p, time: time)) : nil
            }
            guard Int32(b.button) == SDL_BUTTON_LEFT else { return nil }
            return .input(event.type == SDL_MOUSEBUTTONDOWN.rawValue
                ? .pointerDown(id: mousePointerID, position: p, modifiers: heldModifiers, time: time)
                : .pointerUp(id: mousePointerID, position: p, time: time))
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != touchMouse else { return nil }
            let p = Point(x: Double(m.x), y: Double(m.y))
            guard m.state & mosaic_sdl_button_mask(SDL_BUTTON_LEFT) != 0 else {
                // No left button: a hover (with the right button alone down too).
                return .input(.hover(position: p, time: time))
            }
            return .input(.pointerMoved(id: mousePointerID, position: p, time: time))
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let delta = Point(x: flip * Double(w.preciseX), y: -flip * Double(w.preciseY))
            return .input(.wheel(delta: delta, position: Point(x: Double(w.mouseX), y: Double(w.mouseY)),
                                 modifiers: heldModifiers, time: time))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERUP.rawValue, SDL_FINGERMOTION.rawValue:
            let f = event.tfinger
            let id = Int(truncatingIfNeeded: f.fingerId) &+ fingerPointerBase
            let p = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
            switch event.type {
            case SDL_FINGERDOWN.rawValue: return .input(.pointerDown(id: id, position: p, time: time))
            case SDL_FINGERUP.rawValue: return .input(.pointerUp(id: id, position: p, time: time))
            default: return .input(.pointerMoved(id: id, position: p, time: time))
            }
        case SDL_KEYDOWN.rawValue:
            let keysym = event.key.keysym
            guard let key = key(for: keysym.sym) else { return nil }
            return .input(.key(key, modifiers: modifiers(fromKeymod: UInt32(keysym.mod)), time: time))
        default:
            return nil
        }
    }

    private static func window(_ w: SDL_WindowEvent, time: Double) -> HostEvent? {
        switch UInt32(w.event) {
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: return .input(.cancelAll(time: time))
        case SDL_WINDOWEVENT_LEAVE.rawValue: return .input(.hover(position: outsidePoint, time: time))
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue: return .resized(Size(width: Double(w.data1), height: Double(w.data2)))
        case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue: return .exposed
        case SDL_WINDOWEVENT_CLOSE.rawValue: return .quit
        default: return nil
        }
    }

    /// Where a hover goes when the mouse leaves the window: outside every viewport, so nothing
    /// is hovered.
    public static let outsidePoint = Point(x: -1_000, y: -1_000)

    /// The Mosaic key for an SDL key code, or nil for keys Mosaic does not use.
    public static func key(for keycode: SDL_Keycode) -> Key? {
        let code = Int(keycode)
        func sym(_ k: SDL_KeyCode) -> Int { Int(k.rawValue) }
        switch code {
        case sym(SDLK_a)...sym(SDLK_z), sym(SDLK_0)...sym(SDLK_9):
            return .character(Character(Unicode.Scalar(UInt8(code))))
        case sym(SDLK_KP_1)...sym(SDLK_KP_9):
            return .character(Character(Unicode.Scalar(UInt8(code - sym(SDLK_KP_1)) + UInt8(ascii: "1"))))
        case sym(SDLK_KP_0): return .character("0")
        case sym(SDLK_ESCAPE): return .escape
        case sym(SDLK_SPACE): return .space
        case sym(SDLK_RETURN), sym(SDLK_KP_ENTER), sym(SDLK_RETURN2): return .enter
        case sym(SDLK_DELETE), sym(SDLK_BACKSPACE): return .delete
        case sym(SDLK_LEFT): return .left
        case sym(SDLK_RIGHT): return .right
        case sym(SDLK_UP): return .up
        case sym(SDLK_DOWN): return .down
        case sym(SDLK_TAB): return .tab
        case sym(SDLK_HOME): return .home
        case sym(SDLK_END): return .end
        case sym(SDLK_PAGEUP): return .pageUp
        case sym(SDLK_PAGEDOWN): return .pageDown
        default: return nil
        }
    }

    /// Mosaic modifiers from an SDL key modifier mask (`SDL_Keymod`, e.g. `SDL_GetModState()`).
    public static func modifiers(fromKeymod mask: UInt32) -> Modifiers {
        var result: Modifiers = []
        if mask & KMOD_CTRL.rawValue != 0 { result.insert(.ctrl) }
        if mask & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mask & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        return result
    }
}

/// Moving input between coordinate spaces (window points → a collection's viewport points).
extension InputEvent {
    /// The event with its position moved by `(dx, dy)` (keys and cancel-all unchanged): e.g.
    /// `offsetBy(dx: 0, dy: -header.height)` turns window points into collection viewport points.
    public func offsetBy(dx: Double, dy: Double) -> InputEvent {
        let d = Point(x: dx, y: dy)
        switch self {
        case .pointerDown(let id, let p, let m, let t): return .pointerDown(id: id, position: p + d, modifiers: m, time: t)
        case .pointerMoved(let id, let p, let t): return .pointerMoved(id: id, position: p + d, time: t)
        case .pointerUp(let id, let p, let t): return .pointerUp(id: id, position: p + d, time: t)
        case .wheel(let delta, let p, let m, let t): return .wheel(delta: delta, position: p + d, modifiers: m, time: t)
        case .hover(let p, let t): return .hover(position: p + d, time: t)
        case .secondaryClick(let p, let t): return .secondaryClick(position: p + d, time: t)
        case .cancelAll, .key: return self
        }
    }
}
