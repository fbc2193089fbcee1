internal import CGTK

/// The Swift side of one ``CollectionWidget``'s GTK callbacks: C trampolines receive this box
/// as their user data (or find it on the drawing area, key ``WidgetSignals/dataKey``) and call
/// its closures. Non-generic, so `@convention(c)` functions can reach a generic widget.
///
/// Ownership: the drawing area owns the widget (``CollectionWidget`` is attached to it with
/// `g_object_set_data_full`), the widget owns this box, and every handler that carries the box
/// as user data is connected to the drawing area or to objects it owns, so the box outlives
/// every callback that can reach it.
final class WidgetSignals {
    /// The key under which the drawing area keeps its widget (and this box).
    static let dataKey = "mosaic-collection-widget"

    var event: (OpaquePointer) -> Bool = { _ in false }
    var draw: (OpaquePointer, Int32, Int32) -> Void = { _, _, _ in }
    var tick: (OpaquePointer) -> Bool = { _ in false }
    var resize: (Int32, Int32) -> Void = { _, _ in }
    var appearanceChanged: () -> Void = {}
    var directionChanged: () -> Void = {}
    var timer: () -> Void = {}
    var destroyed: () -> Void = {}
    var accessibilitySync: () -> Void = {}
    var restoreFocusable: () -> Void = {}

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ data: UnsafeMutableRawPointer?) -> WidgetSignals? {
        data.map { Unmanaged<WidgetSignals>.fromOpaque($0).takeUnretainedValue() }
    }

    // MARK: - Trampolines

    /// GtkEventControllerLegacy::event.
    static let onEvent: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, event, data in
        guard let event, let signals = from(data) else { return 0 }
        return signals.event(event) ? 1 : 0
    }

    /// The drawing area's draw func.
    static let onDraw: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32,
                                       UnsafeMutableRawPointer?) -> Void = { _, cr, width, height, data in
        guard let cr, let signals = from(data) else { return }
        signals.draw(cr, width, height)
    }

    /// The widget's tick callback (once per frame of its frame clock while animating).
    static let onTick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, clock, data in
        guard let clock, let signals = from(data) else { return 0 }
        return signals.tick(clock) ? 1 : 0
    }

    /// GtkDrawingArea::resize.
    static let onResize: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { _, w, h, data in
        from(data)?.resize(w, h)
    }

    /// notify::scale-factor on the drawing area (user data: the box).
    static let onNotify: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        from(data)?.appearanceChanged()
    }

    /// notify::dark on the style manager, connected with `g_signal_connect_object`: the user
    /// data is the drawing area, which holds the box.
    static let onStyleNotify: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, area in
        guard let area, let box = g_object_get_data(area.assumingMemoryBound(to: GObject.self), "mosaic-signals") else { return }
        from(box)?.appearanceChanged()
    }

    /// GtkWidget::direction-changed on the drawing area (its text direction changed, or the
    /// default one while it has none of its own).
    static let onDirectionChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkTextDirection,
                                                   UnsafeMutableRawPointer?) -> Void = { _, _, data in
        from(data)?.directionChanged()
    }

    /// A one-shot GLib timeout (the engine's next deadline).
    static let onTimer: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        from(data)?.timer()
        return 0
    }

    /// A one-shot idle: the accessible proxies catch up with the frame just drawn.
    static let onAccessibilityIdle: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        from(data)?.accessibilitySync()
        return 0
    }

    /// A one-shot idle: the drawing area is focusable again (Tab has left a proxy).
    static let onRestoreFocusable: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        from(data)?.restoreFocusable()
        return 0
    }

    /// GtkWidget::destroy on the drawing area.
    static let onDestroy: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutableRawPointer?) -> Void = { _, data in
        from(data)?.destroyed()
    }

    /// The GDestroyNotify that releases the widget attached to the drawing area.
    static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { object in
        guard let object else { return }
        Unmanaged<AnyObject>.fromOpaque(object).release()
    }
}
