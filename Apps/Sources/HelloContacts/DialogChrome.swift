import AppGTK
import CAdwaita

/// The parts the app's modal windows share (the contact form, the Groups… dialog): an inline
/// error message under the header bar, the window's content, and its keys.
enum DialogChrome {
    /// Styles `label` as the inline message (the `error` style, wrapping, hidden until set).
    static func styleMessage(_ label: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(label, "error")
        gtk_label_set_wrap(gp(label), 1)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(label, 12) }
        gtk_widget_set_visible(label, 0)
    }

    /// Sets `window`'s content: the header bar, the message, then `page` taking the rest.
    static func setContent(_ window: UnsafeMutablePointer<GtkWidget>, header: UnsafeMutablePointer<GtkWidget>,
                           message: UnsafeMutablePointer<GtkWidget>, page: UnsafeMutablePointer<GtkWidget>) {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gp(box), header)
        gtk_box_append(gp(box), message)
        gtk_widget_set_vexpand(page, 1)
        gtk_box_append(gp(box), page)
        adw_window_set_content(gp(window), box)
    }

    /// Sends every key pressed in `window` to `body` first (capture phase); true: handled.
    static func onKey(_ window: UnsafeMutablePointer<GtkWidget>, _ body: @escaping (UInt32, GdkModifierType) -> Bool) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        GSignal.onKeyPressed(keys, body)
        gtk_widget_add_controller(window, keys)
    }
}
