internal import CGTK
import Foundation
import MosaicCore
import MosaicInteraction

/// GDK events (as ``GTKRawEvent`` values) → Mosaic's own `InputEvent`s: a value state machine,
/// so the engine's recognizers see exactly what the SDL backend gives them and GTK's gestures
/// never compete.
///
/// - Mouse: the left button is pointer 0 (its press carries the held modifiers: ctrl/shift
///   click); motion while it is down is a pointer move, otherwise a `.hover`; the right button's
///   press is a `.secondaryClick`; other buttons are ignored. Positions outside the widget are
///   kept (GTK's implicit grab reports them): the engine cancels a drag released outside. A
///   left press while the button is thought down (its release was taken by a popover's grab)
///   cancels the lost press and starts a new one.
/// - Leaving the widget with no button down is a hover at ``outsidePoint``.
/// - Scroll: smooth deltas go through unchanged (`dy > 0` toward the end); a notch is ±1.
///   Control held makes it a pinch step (ctrl + wheel), like the SDL backend.
/// - Touchpad pinch: each update becomes a ctrl + wheel step whose `WheelPinch` scale equals the
///   change of GDK's cumulative scale since the previous update, so a pinch of ×2 zooms by ×2.
/// - Touch: each sequence gets a pointer id from `PointerKind.firstTouchPointerID` up.
/// - Keys: a–z (either case), 0–9 (and keypad), Escape, space, Return/keypad Enter, Delete and
///   BackSpace, arrows, Tab (and Shift+Tab), Home, End, Page Up/Down; other keys give nothing.
/// - Focus out or a broken grab: `.cancelAll` when a pointer is down, nothing otherwise.
///
/// Each call is O(1) (O(fingers down) for touches).
public struct GTKInputTranslator: Sendable {
    /// Where a hover goes when the pointer leaves: outside every viewport.
    public static let outsidePoint = Point(x: -1_000, y: -1_000)

    /// The wheel-pinch sensitivity the engine uses (`WheelPinch.sensitivity`).
    public let pinchSensitivity: Double
    /// True while the left button is down.
    public private(set) var leftButtonDown = false
    /// Pointer ids of the fingers down, by GDK sequence.
    public private(set) var touches: [UInt: Int] = [:]
    /// GDK's cumulative scale at the previous pinch event, while a pinch is on.
    private var pinchScale: Double?

    /// A translator with no button or finger down; `pinchSensitivity` must match the view's
    /// `WheelPinch` (the default does).
    public init(pinchSensitivity: Double = WheelPinch().sensitivity) {
        self.pinchSensitivity = pinchSensitivity > 0 ? pinchSensitivity : WheelPinch().sensitivity
    }

    /// Mosaic modifiers from a `GdkModifierType` mask.
    public static func modifiers(fromState state: UInt32) -> Modifiers {
        var result: Modifiers = []
        if state & GDK_CONTROL_MASK.rawValue != 0 { result.insert(.ctrl) }
        if state & GDK_SHIFT_MASK.rawValue != 0 { result.insert(.shift) }
        if state & GDK_ALT_MASK.rawValue != 0 { result.insert(.alt) }
        return result
    }

    /// The input events for `event` (usually zero or one), updating what is held down.
    public mutating func translate(_ event: GTKRawEvent) -> [InputEvent] {
        let p = event.position, t = event.time
        let modifiers = Self.modifiers(fromState: event.modifierState)
        switch event.kind {
        case .buttonPress(let button):
            if button == 3 { return [.secondaryClick(position: p, time: t)] }
            guard button == 1 else { return [] }
            let down = InputEvent.pointerDown(id: 0, position: p, modifiers: modifiers, time: t)
            // Pressed while thought down: its release went elsewhere (a popover that popped
            // up under the held button took the pointer grab, so the widget never saw it). The
            // lost press is cancelled and this one counts — else this click would be lost too.
            guard !leftButtonDown else { return [.cancelAll(time: t), down] }
            leftButtonDown = true
            return [down]
        case .buttonRelease(let button):
            guard button == 1, leftButtonDown else { return [] }
            leftButtonDown = false
            return [.pointerUp(id: 0, position: p, time: t)]
        case .motion:
            return [leftButtonDown ? .pointerMoved(id: 0, position: p, time: t) : .hover(position: p, time: t)]
        case .smoothScroll(let dx, let dy):
            guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return [] }
            return [.wheel(delta: Point(x: dx, y: dy), position: p, modifiers: modifiers, time: t)]
        case .discreteScroll(let direction):
            let delta: Point
            switch direction {
            case .up: delta = Point(x: 0, y: -1)
            case .down: delta = Point(x: 0, y: 1)
            case .left: delta = Point(x: -1, y: 0)
            case .right: delta = Point(x: 1, y: 0)
            }
            return [.wheel(delta: delta, position: p, modifiers: modifiers, time: t)]
        case .keyPress(let keyval):
            guard let key = Self.key(forKeyval: keyval) else { return [] }
            return [.key(key, modifiers: modifiers, time: t)]
        case .leave:
            return leftButtonDown ? [] : [.hover(position: Self.outsidePoint, time: t)]
        case .cancel, .touchCancel:
            let anyDown = leftButtonDown || !touches.isEmpty
            leftButtonDown = false
            touches.removeAll()
            pinchScale = nil
            return anyDown ? [.cancelAll(time: t)] : []
        case .touchBegin(let sequence):
            guard touches[sequence] == nil else { return [] }
            let used = Set(touches.values)
            let id = (PointerKind.firstTouchPointerID...).first { !used.contains($0) }!
            touches[sequence] = id
            return [.pointerDown(id: id, position: p, modifiers: modifiers, time: t)]
        case .touchUpdate(let sequence):
            guard let id = touches[sequence] else { return [] }
            return [.pointerMoved(id: id, position: p, time: t)]
        case .touchEnd(let sequence):
            guard let id = touches.removeValue(forKey: sequence) else { return [] }
            return [.pointerUp(id: id, position: p, time: t)]
        case .pinch(let phase, let scale):
            return pinch(phase: phase, scale: scale, at: p, time: t)
        }
    }

    private mutating func pinch(phase: GTKRawEvent.PinchPhase, scale: Double, at p: Point, time t: Double) -> [InputEvent] {
        switch phase {
        case .begin:
            pinchScale = 1
            return []
        case .end, .cancel:
            pinchScale = nil
            return []
        case .update:
            guard let previous = pinchScale, scale.isFinite, scale > 0, previous > 0 else { return [] }
            pinchScale = scale
            let ratio = scale / previous
            guard ratio != 1 else { return [] }
            // WheelPinch: step = exp(-dy × sensitivity), so dy = -ln(ratio) / sensitivity.
            let dy = -log(ratio) / pinchSensitivity
            return [.wheel(delta: Point(x: 0, y: dy), position: p, modifiers: .ctrl, time: t)]
        }
    }

    /// The Mosaic key for a GDK keyval, or nil for keys Mosaic does not use.
    public static func key(forKeyval keyval: UInt32) -> Key? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_a...GDK_KEY_z, GDK_KEY_0...GDK_KEY_9:
            return .character(Character(Unicode.Scalar(UInt8(keyval))))
        case GDK_KEY_A...GDK_KEY_Z:
            return .character(Character(Unicode.Scalar(UInt8(keyval) + 32)))
        case GDK_KEY_KP_0...GDK_KEY_KP_9:
            return .character(Character(Unicode.Scalar(UInt8(Int32(keyval) - GDK_KEY_KP_0) + UInt8(ascii: "0"))))
        case GDK_KEY_Escape: return .escape
        case GDK_KEY_space, GDK_KEY_KP_Space: return .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return .enter
        case GDK_KEY_Delete, GDK_KEY_KP_Delete, GDK_KEY_BackSpace: return .delete
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: return .tab
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        default: return nil
        }
    }
}
