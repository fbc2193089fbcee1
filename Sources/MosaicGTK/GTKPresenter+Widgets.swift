internal import CGTK
import MosaicCore
import MosaicView

extension GTKPresenter {
    /// The `mosaic` action group on the drawing area: `mosaic.menu(i)` chooses entry i,
    /// `mosaic.disabled` (always disabled) grays out disabled entries.
    func installActions() {
        let group = g_simple_action_group_new()
        let menu = g_simple_action_new("menu", mosaic_gtk_variant_type_int32())
        mosaic_gtk_connect(UnsafeMutableRawPointer(menu), "activate",
                           unsafeBitCast(PresenterCallbacks.onMenuAction, to: GCallback.self), callbacks.opaque)
        let disabled = g_simple_action_new("disabled", nil)
        g_simple_action_set_enabled(disabled, 0)
        g_action_map_add_action(OpaquePointer(group), menu)
        g_action_map_add_action(OpaquePointer(group), disabled)
        g_object_unref(UnsafeMutableRawPointer(menu))
        g_object_unref(UnsafeMutableRawPointer(disabled))
        gtk_widget_insert_action_group(owner.area, "mosaic", OpaquePointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    /// A `GtkPopoverMenu` of the entries, parented to the drawing area, pointing at the anchor.
    func showMenu(_ configuration: ContextMenuConfiguration) {
        dismiss(.contextMenu)
        menuItems = configuration.items
        menuChosen = false
        let model = g_menu_new()
        for (index, item) in configuration.items.enumerated() {
            let entry = g_menu_item_new(item.title, nil)
            if item.isEnabled {
                g_menu_item_set_action_and_target_value(entry, "mosaic.menu", mosaic_gtk_variant_int32(Int32(index)))
            } else {
                g_menu_item_set_action_and_target_value(entry, "mosaic.disabled", nil)
            }
            g_menu_append_item(model, entry)
            g_object_unref(UnsafeMutableRawPointer(entry))
        }
        let p = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(model))!
        g_object_unref(UnsafeMutableRawPointer(model))
        gtk_widget_set_parent(p, owner.area)
        let popoverPointer = OpaquePointer(p).map { UnsafeMutablePointer<GtkPopover>($0) }
        let a = configuration.anchor
        var rect = GdkRectangle(x: Int32(a.minX.rounded(.down)), y: Int32(a.minY.rounded(.down)),
                                width: Int32(max(a.width.rounded(), 1)), height: Int32(max(a.height.rounded(), 1)))
        gtk_popover_set_pointing_to(popoverPointer, &rect)
        gtk_popover_set_has_arrow(popoverPointer, 0)
        gtk_widget_set_halign(p, GTK_ALIGN_START)
        mosaic_gtk_connect(UnsafeMutableRawPointer(p), "closed",
                           unsafeBitCast(PresenterCallbacks.onMenuClosed, to: GCallback.self), callbacks.opaque)
        popover = p
        gtk_popover_popup(popoverPointer)
    }

    /// An `AdwMessageDialog` transient for the widget's window: cancel and confirm responses,
    /// the confirming one destructive (when the request says so) and the default.
    func showDialog(_ question: ConfirmationRequest) {
        dismiss(.confirmation)
        let root = gtk_widget_get_root(owner.area)
        let window = root.map { UnsafeMutablePointer<GtkWindow>($0) }
        let d = adw_message_dialog_new(window, question.title, question.message)!
        let dialogPointer = UnsafeMutablePointer<AdwMessageDialog>(OpaquePointer(d))
        adw_message_dialog_add_response(dialogPointer, PresenterCallbacks.cancelResponse, question.cancelTitle)
        adw_message_dialog_add_response(dialogPointer, PresenterCallbacks.confirmResponse, question.confirmTitle)
        if question.isDestructive {
            adw_message_dialog_set_response_appearance(dialogPointer, PresenterCallbacks.confirmResponse, ADW_RESPONSE_DESTRUCTIVE)
        }
        adw_message_dialog_set_default_response(dialogPointer, PresenterCallbacks.confirmResponse)
        adw_message_dialog_set_close_response(dialogPointer, PresenterCallbacks.cancelResponse)
        mosaic_gtk_connect(UnsafeMutableRawPointer(d), "response",
                           unsafeBitCast(PresenterCallbacks.onResponse, to: GCallback.self), callbacks.opaque)
        dialog = d
        gtk_window_present(OpaquePointer(d).map { UnsafeMutablePointer<GtkWindow>($0) })
    }

    /// An `AdwToast` with the action button, in the widget's toast overlay, shown until the
    /// view dismisses it (timeout 0: the view's `expires` decides).
    func showToast(_ message: ToastRequest) {
        dismiss(.toast)
        let t = adw_toast_new(message.message)!
        adw_toast_set_button_label(t, message.actionTitle)
        adw_toast_set_timeout(t, 0)
        mosaic_gtk_connect(UnsafeMutableRawPointer(t), "button-clicked",
                           unsafeBitCast(PresenterCallbacks.onToastButton, to: GCallback.self), callbacks.opaque)
        mosaic_gtk_connect(UnsafeMutableRawPointer(t), "dismissed",
                           unsafeBitCast(PresenterCallbacks.onToastDismissed, to: GCallback.self), callbacks.opaque)
        g_object_ref(UnsafeMutableRawPointer(t))   // ours, besides the overlay's
        toast = t
        adw_toast_overlay_add_toast(OpaquePointer(owner.overlay), t)
    }
}
