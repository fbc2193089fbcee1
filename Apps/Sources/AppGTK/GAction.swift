import CAdwaita
import Foundation

/// `GSimpleAction`s with Swift closures, and their keyboard accelerators.
public enum GAction {
    /// Adds action `name` (no parameter) to `map` — an application ("app.NAME") or an
    /// application window ("win.NAME") — running `body` when activated (a menu item, an
    /// accelerator, a button's action name).
    /// - Returns: the action (owned by the map), for ``setEnabled(_:_:)``.
    @discardableResult
    public static func add(to map: some GPointerConvertible, _ name: String, _ body: @escaping () -> Void) -> OpaquePointer {
        let action = g_simple_action_new(name, nil)!
        GSignal.onPointer(action, "activate", argument: { _ in body() })
        g_action_map_add_action(gp(map), action)
        g_object_unref(action.gpointer)
        return action
    }

    /// Enables or disables an action (its menu items and buttons gray out; its accelerators stop).
    public static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// Sets the accelerators of `detailedAction` ("win.search") on `application`, e.g.
    /// `["<Control>f"]`; an empty list removes them.
    public static func setAccelerators(_ application: some GPointerConvertible, _ detailedAction: String, _ accelerators: [String]) {
        let strings = accelerators.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        var array: [UnsafePointer<CChar>?] = strings.map { UnsafePointer($0) } + [nil]
        gtk_application_set_accels_for_action(gcast(application, to: GtkApplication.self), detailedAction, &array)
    }
}
