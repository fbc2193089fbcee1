internal import CGTK
import MosaicCore
import MosaicView

extension CollectionWidget {
    /// The accessible container over the drawing area (a `GtkFixed` subclass with role list or
    /// grid, named after the view's `accessibility.viewName`), holding one proxy per item of
    /// the view's accessibility model. Tests and hosts may read it; its children belong to the widget.
    public var accessibleContainer: OpaquePointer { OpaquePointer(accessibilityBridge.container) }

    /// What keeping the accessible tree in step cost for each of the last frames drawn (at most
    /// 512, oldest first), in microseconds: the view's accessibility model built and compared
    /// with the last one applied, plus — when it differed — the GTK updates of what changed
    /// (in an idle after the frame, not in the frame).
    /// `mosaic-bench`'s `gtk_a11y_update_us` is their median.
    public var accessibilityUpdateMicroseconds: [Double] { accessibilityTimes.samples }

    /// After a frame was drawn: an idle (once) brings the proxies in step — never from inside
    /// the draw (widgets move), and nothing but scheduling is added to the frame itself. The
    /// idle has the default priority, above GTK's redraws, so it runs between the frames of an
    /// animation too (each keyboard step is announced on its own).
    func accessibilityFrameDrawn() {
        guard accessibilityIdleID == 0 else { return }
        accessibilityIdleID = g_idle_add_full(G_PRIORITY_DEFAULT, WidgetSignals.onAccessibilityIdle, signals.opaque, nil)
    }

    /// The idle after a frame: the view's model is made and, when it differs from the one the
    /// proxies show, applied (only what changed reaches GTK). Its whole cost is recorded.
    func accessibilitySync() {
        accessibilityIdleID = 0
        guard !destroyed else { return }
        let start = ContinuousClock.now
        let model = view.accessibilityModel()
        if model != accessibilityBridge.applied {
            let size = Size(width: Double(gtk_widget_get_width(area)), height: Double(gtk_widget_get_height(area)))
            accessibilityBridge.apply(model, size: size)
        }
        accessibilityTimes.append(Self.microseconds(since: start))
    }

    /// Tab or shift+Tab pressed on a proxy: GTK moves the focus on from the proxy, and going
    /// back the drawing area (the proxies' sibling before them) would take it — a second press
    /// to leave the collection. The area is not focusable until GTK has moved the focus (an
    /// idle), so one press leaves, either way.
    func tabLeavesProxy() {
        guard accessibilityBridge.proxyHasFocus, focusableIdleID == 0 else { return }
        gtk_widget_set_focusable(area, 0)
        focusableIdleID = g_idle_add_full(G_PRIORITY_DEFAULT, WidgetSignals.onRestoreFocusable, signals.opaque, nil)
    }

    /// Keys reach the view from a focused proxy too: a legacy controller on the container
    /// (keys bubble from the proxy to it) feeds the same handler as the drawing area's.
    func connectAccessibility() {
        signals.restoreFocusable = { [unowned self] in
            focusableIdleID = 0
            if !destroyed { gtk_widget_set_focusable(area, 1) }
        }
        signals.accessibilitySync = { [unowned self] in accessibilitySync() }
        accessibilityBridge.onChange = { [unowned self] in scheduleFrames() }
        let legacy = gtk_event_controller_legacy_new()!
        mosaic_gtk_connect(UnsafeMutableRawPointer(legacy), "event", unsafeBitCast(WidgetSignals.onEvent, to: GCallback.self),
                           signals.opaque)
        gtk_widget_add_controller(accessibilityBridge.container, legacy)
    }

    static func microseconds(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
    }
}

/// The last 512 per-frame costs of the accessible tree (µs), oldest first.
struct AccessibilityTimes {
    static let capacity = 512
    private(set) var samples: [Double] = []

    mutating func append(_ micros: Double) {
        samples.append(micros)
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }
}
