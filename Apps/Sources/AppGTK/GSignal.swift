import CAdwaita

/// Swift closures as GObject signal handlers and GLib sources. Each closure is boxed and
/// retained by GLib (released when the handler is disconnected or its object finalised, or
/// when the source is removed), so the caller keeps nothing; capture `unowned`/`weak` state
/// that the object must not keep alive. GTK is single-threaded: connect on the main thread.
public enum GSignal {
    final class Box<Body> {
        let body: Body
        init(_ body: Body) { self.body = body }
    }

    static func retain<Body>(_ body: Body) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
    }

    static func body<Body>(_ data: UnsafeMutableRawPointer?, as: Body.Type) -> Body? {
        guard let data else { return nil }
        return (Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? Box<Body>)?.body
    }

    static let releaseClosure: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    static let releaseSource: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback, _ data: UnsafeMutableRawPointer) -> gulong {
        g_signal_connect_data(instance, signal, callback, data, releaseClosure, GConnectFlags(rawValue: 0))
    }

    private typealias Plain = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    private typealias WithArgument = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    private typealias WithInt = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void
    private typealias WithPointerAndInt = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void
    private typealias WithSize = @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void
    private typealias Deciding = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean
    private typealias KeyPressed = @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean

    /// Connects `body` to a signal whose handler takes only the instance ("clicked",
    /// "changed", "stop-search", "activate" of an entry, "destroy").
    /// - Returns: the handler id (`g_signal_handler_disconnect`).
    @discardableResult
    public static func on(_ instance: some GPointerConvertible, _ signal: String, _ body: @escaping () -> Void) -> gulong {
        let fn: Plain = { _, data in GSignal.body(data, as: (() -> Void).self)?() }
        return connect(instance.gpointer, signal, unsafeBitCast(fn, to: GCallback.self), retain(body))
    }

    /// Connects `body` to a signal with one pointer argument (a `GVariant*` of an action's
    /// "activate", a `const char*` response of a dialog, a `GParamSpec*` of "notify::…").
    @discardableResult
    public static func onPointer(_ instance: some GPointerConvertible, _ signal: String,
                          argument body: @escaping (UnsafeMutableRawPointer?) -> Void) -> gulong {
        let fn: WithArgument = { _, argument, data in GSignal.body(data, as: ((UnsafeMutableRawPointer?) -> Void).self)?(argument) }
        return connect(instance.gpointer, signal, unsafeBitCast(fn, to: GCallback.self), retain(body))
    }

    /// Connects `body` to a signal with one `int` argument (a native dialog's "response").
    @discardableResult
    public static func onInt(_ instance: some GPointerConvertible, _ signal: String, int body: @escaping (Int32) -> Void) -> gulong {
        let fn: WithInt = { _, value, data in GSignal.body(data, as: ((Int32) -> Void).self)?(value) }
        return connect(instance.gpointer, signal, unsafeBitCast(fn, to: GCallback.self), retain(body))
    }

    /// Connects `body` to a signal with a pointer and an `int` argument (a print operation's
    /// "draw-page": the `GtkPrintContext*` and the page number).
    @discardableResult
    public static func onPointerAndInt(_ instance: some GPointerConvertible, _ signal: String,
                                       body: @escaping (UnsafeMutableRawPointer?, Int32) -> Void) -> gulong {
        let fn: WithPointerAndInt = { _, pointer, value, data in
            GSignal.body(data, as: ((UnsafeMutableRawPointer?, Int32) -> Void).self)?(pointer, value)
        }
        return connect(instance.gpointer, signal, unsafeBitCast(fn, to: GCallback.self), retain(body))
    }

    /// Connects `body` to a signal with two `int` arguments (a drawing area's "resize": width, height).
    @discardableResult
    public static func onSize(_ instance: some GPointerConvertible, _ signal: String, size body: @escaping (Int32, Int32) -> Void) -> gulong {
        let fn: WithSize = { _, a, b, data in GSignal.body(data, as: ((Int32, Int32) -> Void).self)?(a, b) }
        return connect(instance.gpointer, signal, unsafeBitCast(fn, to: GCallback.self), retain(body))
    }

    /// Connects `body` to a signal whose handler returns a gboolean and takes only the
    /// instance ("close-request": return true to keep the window open).
    @discardableResult
    public static func onDeciding(_ instance: some GPointerConvertible, _ signal: String, deciding body: @escaping () -> Bool) -> gulong {
        let fn: Deciding = { _, data in (GSignal.body(data, as: (() -> Bool).self)?() ?? false) ? 1 : 0 }
        return connect(instance.gpointer, signal, unsafeBitCast(fn, to: GCallback.self), retain(body))
    }

    /// Connects `body` to a `GtkEventControllerKey`'s "key-pressed" (keyval, modifier state);
    /// return true when the key was handled.
    @discardableResult
    public static func onKeyPressed(_ controller: some GPointerConvertible, _ body: @escaping (UInt32, GdkModifierType) -> Bool) -> gulong {
        let fn: KeyPressed = { _, keyval, _, state, data in
            (GSignal.body(data, as: ((UInt32, GdkModifierType) -> Bool).self)?(keyval, state) ?? false) ? 1 : 0
        }
        return connect(controller.gpointer, "key-pressed", unsafeBitCast(fn, to: GCallback.self), retain(body))
    }

    /// Runs `body` every `milliseconds` on the main loop while it returns true.
    /// - Returns: the source id (`g_source_remove`).
    @discardableResult
    public static func every(milliseconds: UInt32, _ body: @escaping () -> Bool) -> guint {
        let fn: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            (GSignal.body(data, as: (() -> Bool).self)?() ?? false) ? 1 : 0
        }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, fn, retain(body), releaseSource)
    }

    /// Runs `body` once, when the main loop is idle.
    public static func idle(_ body: @escaping () -> Void) {
        let fn: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            GSignal.body(data, as: (() -> Void).self)?()
            return 0
        }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, fn, retain(body), releaseSource)
    }
}

/// A GObject pointer of any Swift spelling (`UnsafeMutablePointer<GtkWidget>`,
/// `OpaquePointer`, a raw pointer), for the `gpointer` parameters of GObject calls.
public protocol GPointerConvertible {
    /// The object as `gpointer`.
    var gpointer: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GPointerConvertible {
    /// The object as `gpointer`.
    public var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GPointerConvertible {
    /// The object as `gpointer`.
    public var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointerConvertible {
    /// The object as `gpointer`.
    public var gpointer: UnsafeMutableRawPointer { self }
}

/// `GTK_TYPE(pointer)`: any GObject pointer as a pointer to `T` (a C cast; GTK checks the
/// type at run time where it matters).
@inline(__always)
public func gcast<T>(_ pointer: some GPointerConvertible, to: T.Type = T.self) -> UnsafeMutablePointer<T> {
    pointer.gpointer.assumingMemoryBound(to: T.self)
}

/// Any GObject pointer as an `OpaquePointer` (for final or interface types: `AdwToast*`, `GActionMap*`).
@inline(__always)
public func gopaque(_ pointer: some GPointerConvertible) -> OpaquePointer { OpaquePointer(pointer.gpointer) }

/// Any GObject pointer as the parameter wants it: an `OpaquePointer` (final and interface
/// types, whose structs C hides) or an `UnsafeMutablePointer<T>` (derivable types).
@inline(__always)
public func gp(_ pointer: some GPointerConvertible) -> OpaquePointer { OpaquePointer(pointer.gpointer) }

/// Any GObject pointer as the parameter wants it (the derivable-type spelling).
@inline(__always)
public func gp<T>(_ pointer: some GPointerConvertible) -> UnsafeMutablePointer<T> { pointer.gpointer.assumingMemoryBound(to: T.self) }

/// Sets string property `name` of a GObject (`g_object_set` is variadic and does not import):
/// e.g. a search entry's "placeholder-text".
public func setStringProperty(_ object: some GPointerConvertible, _ name: String, _ value: String) {
    var gvalue = GValue()
    g_value_init(&gvalue, GType(16 << 2))   // G_TYPE_STRING (a macro)
    g_value_set_string(&gvalue, value)
    g_object_set_property(object.gpointer.assumingMemoryBound(to: GObject.self), name, &gvalue)
    g_value_unset(&gvalue)
}
