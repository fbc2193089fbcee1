import CGTK
import MosaicCore
import MosaicView

extension CollectionWidget {
    /// The accessible container over the drawing area (a `GtkFixed` subclass with role list or
    /// grid, named after the view's `accessibility.viewName`), holding one proxy per item of
    /// the view's accessibility model. Tests and hosts may read it; its children belong to the widget.
    public var accessibleContainer: OpaquePointer { OpaquePointer(accessibilityBridge.container) }

    /// What keeping the accessible tree in step cost for each of the last frames drawn (at most
    /// 512, oldest first), in microseconds: the view's accessibility model built and compared
    /// with the last one applied, plus — when it differed — the GTK updates of what changed.
    /// `mosaic-bench`'s `gtk_a11y_update_us` is their median.
    public var accessibilityUpdateMicroseconds: [Double] { accessibilityTimes.samples }

    /// After a frame was drawn: the model of that frame is made; if it differs from the one
    /// the proxies show, an idle applies it (never from inside the draw: widgets move). The idle
    /// has the default priority, above GTK's redraws, so it runs between the frames of an
    /// animation too (each keyboard step is announced on its own).
    func accessibilityFrameDrawn() {
        let start = ContinuousClock.now
        let model = view.accessibilityModel()
        let differs = model != accessibilityBridge.applied
        let micros = Self.microseconds(since: start)
        if differs {
            accessibilityBuildMicroseconds += micros
            if accessibilityIdleID == 0 {
                accessibilityIdleID = g_idle_add_full(G_PRIORITY_DEFAULT, WidgetSignals.onAccessibilityIdle,
                                                      signals.opaque, nil)
            }
        } else {
            accessibilityTimes.append(micros)
        }
    }

    /// The idle after a changed frame: the current model goes to the proxies.
    func accessibilitySync() {
        accessibilityIdleID = 0
        guard !destroyed else { return }
        let start = ContinuousClock.now
        let size = Size(width: Double(gtk_widget_get_width(drawingArea)), height: Double(gtk_widget_get_height(drawingArea)))
        accessibilityBridge.apply(view.accessibilityModel(), size: size)
        accessibilityTimes.append(accessibilityBuildMicroseconds + Self.microseconds(since: start))
        accessibilityBuildMicroseconds = 0
    }

    /// Keys reach the view from a focused proxy too: a legacy controller on the container
    /// (keys bubble from the proxy to it) feeds the same handler as the drawing area's.
    func connectAccessibility() {
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
