import CAdwaita
import Foundation

/// The GTK main loop's side of ``SyncController``: the `hop` that brings a sync's progress and
/// result back to the main thread (`g_idle_add`, callable from any thread), and the timer that
/// drives the periodic sync while the window is open.
enum GTKSyncLoop {
    /// Runs `work` on the GTK main loop at its next idle turn.
    static let hop: SyncController.Hop = { work in
        let box = Unmanaged.passRetained(WorkBox(work)).toOpaque()
        let run: @convention(c) (gpointer?) -> gboolean = { data in
            Unmanaged<WorkBox>.fromOpaque(data!).takeRetainedValue().work()
            return 0   // G_SOURCE_REMOVE
        }
        g_idle_add(run, box)
    }

    /// Calls `controller.tick()` every second on the main loop until ``stop(_:)``; the
    /// controller stays alive as long as the timer. - Returns: the GLib source id.
    @discardableResult
    static func start(_ controller: SyncController) -> UInt32 {
        let data = Unmanaged.passRetained(controller).toOpaque()
        let tick: @convention(c) (gpointer?) -> gboolean = { data in
            Unmanaged<SyncController>.fromOpaque(data!).takeUnretainedValue().tick()
            return 1   // G_SOURCE_CONTINUE
        }
        let release: @convention(c) (gpointer?) -> Void = { data in
            Unmanaged<SyncController>.fromOpaque(data!).release()
        }
        return g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, 1, tick, data, release)
    }

    /// Stops the timer `source` started by ``start(_:)``.
    static func stop(_ source: UInt32) {
        g_source_remove(source)
    }

    private final class WorkBox {
        let work: @Sendable () -> Void
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
    }
}

/// `widget` as a pointer to another GTK type (a complete C struct).
func gtkCast<T>(_ widget: UnsafeMutablePointer<GtkWidget>!) -> UnsafeMutablePointer<T> {
    UnsafeMutablePointer<T>(OpaquePointer(widget))
}

/// `widget` as an opaque GTK type (a final type or an interface: `GtkEditable`, `GtkLabel`…).
func gtkCast(_ widget: UnsafeMutablePointer<GtkWidget>!) -> OpaquePointer {
    OpaquePointer(widget)
}

/// Connects a C callback to `signal` of `widget` with `data`.
@discardableResult
func gtkConnect<Callback>(_ widget: UnsafeMutablePointer<GtkWidget>!, _ signal: String, _ callback: Callback,
                          _ data: UnsafeMutableRawPointer?) -> UInt {
    UInt(apps_gtk_connect(UnsafeMutableRawPointer(widget), signal, unsafeBitCast(callback, to: GCallback.self), data))
}
