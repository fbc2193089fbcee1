internal import CGTK

/// The two GTypes behind a ``CollectionWidget``'s accessible tree, registered once per process:
///
/// - `MosaicAccessibleItem`, a plain `GtkWidget` subclass (GtkWidget itself is abstract): one
///   transparent, focusable proxy per visible item, with its accessible role given at
///   construction (list item or grid cell) and the class actions ``actionNames`` (`item.NAME`),
///   which AT-SPI exposes through its Action interface and which reach the engine's
///   `performAccessibilityAction`.
/// - `MosaicAccessibleCollection`, a `GtkFixed` subclass that holds the proxies over the drawing
///   area (role list or grid, the view's name). Its `focus` vfunc declines keyboard traversal,
///   so Tab never walks through the proxies: the engine moves the focus among them (arrows)
///   and Tab leaves the collection as it always did.
enum AccessibleProxyTypes {
    /// The actions every proxy class installs, as `item.NAME`: the engine's action names
    /// (`AccessibilityAction.name`), with "move to section" for the first nine sections.
    /// An action not possible now is disabled on that proxy (`gtk_widget_action_set_enabled`).
    static let actionNames: [String] = ["activate", "select", "delete", "lift", "drop", "cancel",
                                        "move-up", "move-down", "move-left", "move-right", "swap"]
        + (1...9).map { "move-to-section-\($0)" }

    /// The prefix of the installed actions ("item.activate").
    static let actionPrefix = "item."

    /// The proxies' type (registered on first use).
    static let item: GType = register(parent: gtk_widget_get_type(), name: "MosaicAccessibleItem", classInit: itemClassInit)

    /// The container's type (registered on first use).
    static let collection: GType = register(parent: gtk_fixed_get_type(), name: "MosaicAccessibleCollection",
                                            classInit: collectionClassInit)

    /// The key under which a proxy (and the container) keeps the ``AccessibilityBridgeBox`` that
    /// answers its actions.
    static let bridgeKey = "mosaic-accessibility-bridge"

    private static func register(parent: GType, name: String,
                                 classInit: @escaping GClassInitFunc) -> GType {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        info.class_init = classInit
        let type = g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
        precondition(type != 0, "g_type_register_static(\(name)) failed: is another type of that name registered?")
        return type
    }

    private static let itemClassInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let widgetClass = UnsafeMutablePointer<GtkWidgetClass>(OpaquePointer(klass))
        for name in AccessibleProxyTypes.actionNames {
            gtk_widget_class_install_action(widgetClass, AccessibleProxyTypes.actionPrefix + name, nil,
                                            AccessibleProxyTypes.activateAction)
        }
    }

    private static let collectionClassInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let widgetClass = UnsafeMutablePointer<GtkWidgetClass>(OpaquePointer(klass))
        widgetClass.pointee.focus = { _, _ in 0 }
    }

    /// `notify::has-focus` of a proxy (user data: its ``AccessibilityBridgeBox``): the GTK focus
    /// came to it or left it — from the bridge itself, or from GTK (focus restored after a popover or a window switch).
    static let onFocusNotify: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
        widget, _, box in
        guard let widget, let box else { return }
        Unmanaged<AccessibilityBridgeBox>.fromOpaque(box).takeUnretainedValue()
            .focusChanged(widget.assumingMemoryBound(to: GtkWidget.self))
    }

    /// An installed action was activated (by AT-SPI `doAction`, or `gtk_widget_activate_action`):
    /// the bridge attached to the proxy performs it.
    private static let activateAction: GtkWidgetActionActivateFunc = { widget, actionName, _ in
        guard let widget, let actionName,
              let box = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), bridgeKey)
        else { return }
        let name = String(cString: actionName)
        guard name.hasPrefix(actionPrefix) else { return }
        Unmanaged<AccessibilityBridgeBox>.fromOpaque(box).takeUnretainedValue()
            .perform(widget, String(name.dropFirst(actionPrefix.count)))
    }
}

/// The non-generic side of an ``AccessibilityBridge`` that C callbacks can reach: the proxy
/// whose action ran and the action's name go to ``perform``.
final class AccessibilityBridgeBox {
    /// Performs the action `name` of the proxy widget (set by the bridge).
    var perform: (UnsafeMutablePointer<GtkWidget>, String) -> Void = { _, _ in }
    /// A proxy's `has-focus` changed (set by the bridge).
    var focusChanged: (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }
    /// The box as the user data pointer stored on the proxies.
    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
