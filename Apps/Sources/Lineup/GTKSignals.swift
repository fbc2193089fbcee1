import CAdwaita
import Foundation

/// Swift closures as GObject signal handlers, for Lineup's GTK window: each handler is a box
/// retained by its connection and released when the connection goes (the object is finalized
/// or the handler disconnected). GTK is single-threaded: connect and run on the main thread.
final class SignalBox {
    /// The handler: the emitting object, the signal's first argument (nil for signals without one).
    let body: (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    init(_ body: @escaping (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void) { self.body = body }

    /// `(instance, user_data)` signals: "clicked", "toggled", "activate" of an entry, "destroy".
    static let noArgument: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
        guard let data else { return }
        Unmanaged<SignalBox>.fromOpaque(data).takeUnretainedValue().body(instance, nil)
    }

    /// `(instance, argument, user_data)` signals: "notify::…" (a GParamSpec), AdwMessageDialog's
    /// "response" (a string), GSimpleAction's "activate" (a GVariant).
    static let oneArgument: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        instance, argument, data in
        guard let data else { return }
        Unmanaged<SignalBox>.fromOpaque(data).takeUnretainedValue().body(instance, argument)
    }

    /// `(instance, first, second, user_data)` signals: GtkPrintOperation's "draw-page"
    /// (a GtkPrintContext and the page number, given to the body as the first only).
    static let twoArguments: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32,
                                             UnsafeMutableRawPointer?) -> Void = { instance, argument, _, data in
        guard let data else { return }
        Unmanaged<SignalBox>.fromOpaque(data).takeUnretainedValue().body(instance, argument)
    }

    static let release: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<SignalBox>.fromOpaque(data).release()
    }
}

/// Connects `body` to `signal` of `instance` (a signal with no argument besides the instance).
@discardableResult
func onSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping () -> Void) -> gulong {
    connect(instance, signal, unsafeBitCast(SignalBox.noArgument, to: GCallback.self)) { _ in body() }
}

/// Connects `handler` (a `SignalBox` trampoline) to `signal`, with `body` boxed as its data.
private func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback,
                     _ body: @escaping (UnsafeMutableRawPointer?) -> Void) -> gulong {
    let box = Unmanaged.passRetained(SignalBox { _, argument in body(argument) }).toOpaque()
    return g_signal_connect_data(instance, signal, handler, box, SignalBox.release, GConnectFlags(rawValue: 0))
}

/// Connects `body` to `signal` of `instance`, a signal with one argument (given to `body`).
@discardableResult
func onSignal(_ instance: UnsafeMutableRawPointer, _ signal: String,
              argument body: @escaping (UnsafeMutableRawPointer?) -> Void) -> gulong {
    connect(instance, signal, unsafeBitCast(SignalBox.oneArgument, to: GCallback.self), body)
}

/// A GTK object handle as a raw pointer (what GObject calls take as `gpointer`).
@inline(__always)
func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

/// An opaque GTK object handle (a type Swift imports without its fields) as a raw pointer.
@inline(__always)
func raw(_ pointer: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

/// Connects `body` to a two-argument `signal` of `instance` ("draw-page"): `body` gets the first.
@discardableResult
func onSignal(_ instance: UnsafeMutableRawPointer, _ signal: String,
              firstOfTwo body: @escaping (UnsafeMutableRawPointer?) -> Void) -> gulong {
    connect(instance, signal, unsafeBitCast(SignalBox.twoArguments, to: GCallback.self), body)
}

/// A GTK object pointer as another GTK type's pointer (`GTK_BOX(w)` in C): typed, or opaque
/// for the types Swift imports without fields (final GTK classes, interfaces).
@inline(__always)
func cast<T, U>(_ pointer: UnsafeMutablePointer<U>) -> UnsafeMutablePointer<T> { UnsafeMutablePointer<T>(OpaquePointer(pointer)) }
@inline(__always)
func cast<U>(_ pointer: UnsafeMutablePointer<U>) -> OpaquePointer { OpaquePointer(pointer) }
@inline(__always)
func cast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> { UnsafeMutablePointer<T>(pointer) }
@inline(__always)
func cast(_ pointer: OpaquePointer) -> OpaquePointer { pointer }

/// Adds a window action `name` (`win.NAME`) to `window` that runs `body`.
func addAction(_ window: UnsafeMutablePointer<GtkWidget>, _ name: String, _ body: @escaping () -> Void) {
    let action = g_simple_action_new(name, nil)!
    onSignal(UnsafeMutableRawPointer(action), "activate", argument: { _ in body() })
    g_action_map_add_action(cast(window), action)
    g_object_unref(UnsafeMutableRawPointer(action))
}

/// Sets the keyboard accelerators of action `detailed` (e.g. "win.export") on `app`.
func setAccelerators(_ app: OpaquePointer, _ detailed: String, _ accels: [String]) {
    let strings = accels.map { strdup($0) }
    defer { strings.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = strings.map { UnsafePointer($0) } + [nil]
    gtk_application_set_accels_for_action(UnsafeMutablePointer<GtkApplication>(app), detailed, &pointers)
}

/// Prints `line` on stdout at once (tests read the app's output while it runs).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// Runs `body` once, `milliseconds` from now, on the main loop.
func after(milliseconds: UInt32, _ body: @escaping () -> Void) {
    let box = Unmanaged.passRetained(SignalBox { _, _ in body() }).toOpaque()
    let fire: @convention(c) (gpointer?) -> gboolean = { data in
        if let data { Unmanaged<SignalBox>.fromOpaque(data).takeUnretainedValue().body(nil, nil) }
        return 0
    }
    let release: @convention(c) (gpointer?) -> Void = { data in
        if let data { Unmanaged<SignalBox>.fromOpaque(data).release() }
    }
    g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, fire, box, release)
}
