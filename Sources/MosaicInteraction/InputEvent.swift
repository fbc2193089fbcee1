import MosaicCore

/// Keyboard modifiers held during an input event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Control (either side; raw value 1). With the wheel it pinches; with Z it undoes
    /// (with Shift too, redoes).
    public static let ctrl = Modifiers(rawValue: 1)
    /// Shift (either side; raw value 2).
    public static let shift = Modifiers(rawValue: 2)
    /// Alt / Option (either side; raw value 4).
    public static let alt = Modifiers(rawValue: 4)
}

/// Pointer ids: the mouse's left button is pointer 0 (ids below `firstTouchPointerID` are
/// mouse-like pointers), fingers are `firstTouchPointerID` (100) and up. The engine treats the
/// two kinds differently where desktop and touch conventions differ: a mouse lifts a card in
/// edit mode by moving a few points (`CollectionViewConfiguration.beginsDragOnMouseMovement`),
/// a finger by holding it.
public enum PointerKind {
    /// The first pointer id that is a finger (touch); smaller ids are the mouse.
    public static let firstTouchPointerID = 100

    /// True when `id` is a mouse pointer (below `firstTouchPointerID`), false for a finger.
    public static func isMouse(_ id: Int) -> Bool { id < firstTouchPointerID }
}

/// A key the engine understands: letters, digits and the named keys of the replay format.
public enum Key: Hashable, Sendable {
    /// An ASCII letter or digit, always lower-cased (`a`–`z`, `0`–`9`); Shift is reported
    /// in ``Modifiers``, not in the character.
    case character(Character)   // a letter or digit, lower-cased
    /// A named key: Escape, Space, Enter (Return and keypad Enter), Delete (Delete and
    /// Backspace), the four arrow keys, Tab, Home, End, Page Up and Page Down.
    case escape, space, enter, delete, left, right, up, down, tab, home, end, pageUp, pageDown

    /// Parses the replay format's key names: one letter or digit, or `escape`, `space`,
    /// `enter`, `delete`, `left`, `right`, `up`, `down`, `tab`, `home`, `end`, `pageup`,
    /// `pagedown`.
    public init?(name: String) {
        switch name {
        case "escape": self = .escape
        case "space": self = .space
        case "enter": self = .enter
        case "delete": self = .delete
        case "left": self = .left
        case "right": self = .right
        case "up": self = .up
        case "down": self = .down
        case "tab": self = .tab
        case "home": self = .home
        case "end": self = .end
        case "pageup": self = .pageUp
        case "pagedown": self = .pageDown
        default:
            guard name.count == 1, let c = name.lowercased().first, c.isLetter || c.isNumber,
                  c.isASCII else { return nil }
            self = .character(c)
        }
    }

    /// The replay format's name for this key.
    public var name: String {
        switch self {
        case .character(let c): return String(c)
        case .escape: return "escape"
        case .space: return "space"
        case .enter: return "enter"
        case .delete: return "delete"
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        case .tab: return "tab"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        }
    }
}

/// One time-stamped input, as a window backend (or a replay file) delivers it.
/// Positions are viewport points, origin top-left; `time` is seconds on the engine's clock.
public enum InputEvent: Hashable, Sendable {
    /// Pointer `id` (a mouse button or a finger; unique among the pointers down) went down at
    /// `position` with `modifiers` held (ctrl-click toggles an item in the selection,
    /// shift-click extends it). Starts the pointer's life: its later moves and its up carry the
    /// same `id`.
    case pointerDown(id: Int, position: Point, modifiers: Modifiers = [], time: Double)
    /// Pointer `id`, which is down, moved to `position`.
    case pointerMoved(id: Int, position: Point, time: Double)
    /// Pointer `id` lifted at `position`; the id may be reused by a later `pointerDown`.
    case pointerUp(id: Int, position: Point, time: Double)
    /// The system cancelled every touch (an incoming call, a window losing focus).
    case cancelAll(time: Double)
    /// A wheel or trackpad scroll; `delta.y > 0` scrolls toward the end of the content.
    case wheel(delta: Point, position: Point, modifiers: Modifiers, time: Double)
    /// A key went down (auto-repeats included) with `modifiers` held. Keys carry no position.
    case key(Key, modifiers: Modifiers, time: Double)
    /// The mouse moved with no button down (hover) to `position`; a position outside the
    /// viewport (the pointer left the window) means nothing is hovered. Recognizers ignore it.
    case hover(position: Point, time: Double)
    /// The secondary (right) mouse button was clicked at `position`: opens the context menu of
    /// the item there. It is not a pointer: no gesture sees it.
    case secondaryClick(position: Point, time: Double)

    /// The event's time stamp, in seconds on the engine's clock (whatever case it is).
    /// Recognizers ignore an event whose time is earlier than the previous one's.
    public var time: Double {
        switch self {
        case .pointerDown(_, _, _, let t), .pointerMoved(_, _, let t), .pointerUp(_, _, let t),
             .cancelAll(let t), .wheel(_, _, _, let t), .key(_, _, let t), .hover(_, let t),
             .secondaryClick(_, let t):
            return t
        }
    }
}
