internal import CGTK
import MosaicCore
import MosaicInteraction

extension CollectionWidget {
    /// One `GdkEvent` from the legacy controller: read into a ``GTKRawEvent`` (positions in the
    /// drawing area's points, the event's own time), translated, delivered. Returns true (stop
    /// GTK's propagation) for events Mosaic used.
    func handleGdkEvent(_ event: OpaquePointer) -> Bool {
        guard !destroyed, let raw = rawEvent(event) else { return false }
        if case .buttonPress = raw.kind, !accessibilityBridge.hasFocusInside {
            _ = gtk_widget_grab_focus(area)
        }
        let inputs = translator.translate(raw)
        for input in inputs { deliver(input) }
        scheduleFrames()
        switch raw.kind {
        case .keyPress(let keyval) where GTKInputTranslator.key(forKeyval: keyval) == .tab:
            tabLeavesProxy()
            return false   // the view lets the focus go (focusLeaves): GTK moves it to the next widget
        case .keyPress, .buttonPress, .buttonRelease, .smoothScroll, .discreteScroll, .pinch: return !inputs.isEmpty
        default: return false
        }
    }

    /// The values Mosaic reads from `event`, or nil for events it does not use.
    func rawEvent(_ event: OpaquePointer) -> GTKRawEvent? {
        let kind: GTKRawEvent.Kind
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS: kind = .buttonPress(button: gdk_button_event_get_button(event))
        case GDK_BUTTON_RELEASE: kind = .buttonRelease(button: gdk_button_event_get_button(event))
        case GDK_MOTION_NOTIFY: kind = .motion
        case GDK_SCROLL:
            switch gdk_scroll_event_get_direction(event) {
            case GDK_SCROLL_SMOOTH:
                var dx = 0.0, dy = 0.0
                gdk_scroll_event_get_deltas(event, &dx, &dy)
                kind = .smoothScroll(dx: dx, dy: dy)
            case GDK_SCROLL_UP: kind = .discreteScroll(.up)
            case GDK_SCROLL_DOWN: kind = .discreteScroll(.down)
            case GDK_SCROLL_LEFT: kind = .discreteScroll(.left)
            default: kind = .discreteScroll(.right)
            }
        case GDK_KEY_PRESS: kind = .keyPress(keyval: mosaic_gtk_event_keyval(event))
        case GDK_LEAVE_NOTIFY: kind = .leave
        case GDK_FOCUS_CHANGE:
            guard gdk_focus_event_get_in(event) == 0 else { return nil }
            kind = .cancel
        case GDK_GRAB_BROKEN: kind = .cancel
        case GDK_TOUCH_BEGIN: kind = .touchBegin(sequence: sequence(event))
        case GDK_TOUCH_UPDATE: kind = .touchUpdate(sequence: sequence(event))
        case GDK_TOUCH_END: kind = .touchEnd(sequence: sequence(event))
        case GDK_TOUCH_CANCEL: kind = .touchCancel
        case GDK_TOUCHPAD_PINCH:
            let phase: GTKRawEvent.PinchPhase
            switch gdk_touchpad_event_get_gesture_phase(event) {
            case GDK_TOUCHPAD_GESTURE_PHASE_BEGIN: phase = .begin
            case GDK_TOUCHPAD_GESTURE_PHASE_UPDATE: phase = .update
            case GDK_TOUCHPAD_GESTURE_PHASE_END: phase = .end
            default: phase = .cancel
            }
            kind = .pinch(phase: phase, scale: gdk_touchpad_event_get_pinch_scale(event))
        default: return nil
        }
        return GTKRawEvent(kind, at: position(of: event), modifierState: gdk_event_get_modifier_state(event).rawValue,
                           time: time(of: event))
    }

    private func sequence(_ event: OpaquePointer) -> UInt {
        UInt(bitPattern: gdk_event_get_event_sequence(event).map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0)
    }

    /// The event's position in the drawing area's points: GDK gives surface coordinates, which
    /// include the native's surface transform (client-side shadows).
    private func position(of event: OpaquePointer) -> Point {
        var x = 0.0, y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(area) else {
            return Point(x: 0, y: 0)
        }
        var sx = 0.0, sy = 0.0
        gtk_native_get_surface_transform(native, &sx, &sy)
        var wx = 0.0, wy = 0.0
        let nativeWidget = UnsafeMutablePointer<GtkWidget>(native)
        guard gtk_widget_translate_coordinates(nativeWidget, area, x - sx, y - sy, &wx, &wy) != 0 else {
            return Point(x: x - sx, y: y - sy)
        }
        return Point(x: wx, y: wy)
    }

    /// The event's time on the view's clock: the event's own time mapped to the frame clock's
    /// base (``EventTimeMapper``) when the view runs on a ``GTKFrameClock``, which it advances;
    /// otherwise the view's clock's time now.
    private func time(of event: OpaquePointer) -> Double {
        guard let clock = frameClock else { return view.clock.now }
        let arrival = Int64(g_get_monotonic_time()) / 1_000
        let ms = timeMapper.map(eventMilliseconds: gdk_event_get_time(event), arrivalMilliseconds: arrival)
        clock.advance(to: clock.seconds(monotonicMicroseconds: ms * 1_000))
        return clock.now
    }
}
