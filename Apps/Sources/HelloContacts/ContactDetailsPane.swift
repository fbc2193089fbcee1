import AppGTK
import CAdwaita
import Foundation
import MosaicStore

/// A contact's details in the window's side pane (`AdwFlap`): avatar, name, title and
/// organisation, then every field of the card, each value wrapped, scrollable and selectable,
/// with a copy button, and for a phone, e-mail or web address a button that opens it with the
/// system's handler (`gtk_show_uri`). Edit opens the contact form; Escape or Close hides it.
final class ContactDetailsPane {
    unowned let owner: ContactsWindow
    let widget: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    private let banner: ConflictBanner
    private(set) var id: Int64?

    init(window owner: ContactsWindow) {
        self.owner = owner
        banner = ConflictBanner(store: owner.store, log: { [unowned owner] in owner.log($0) }) { [unowned owner] in owner.showStoreChanges() }
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(widget, 340, -1)
        gtk_widget_set_hexpand(widget, 0)
        gtk_widget_add_css_class(widget, "background")
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(bar, 6)
        }
        let heading = gtk_label_new("Details")!
        gtk_widget_add_css_class(heading, "heading")
        gtk_widget_set_hexpand(heading, 1)
        gtk_label_set_xalign(gp(heading), 0)
        let edit = gtk_button_new_with_mnemonic("_Edit")!
        gtk_widget_set_tooltip_text(edit, "Edit this contact (Ctrl+Return)")
        let close = gtk_button_new_from_icon_name("window-close-symbolic")!
        gtk_widget_set_tooltip_text(close, "Close the details (Escape)")
        gtk_widget_add_css_class(close, "flat")
        gtk_box_append(gp(bar), heading)
        gtk_box_append(gp(bar), edit)
        gtk_box_append(gp(bar), close)
        gtk_box_append(gp(widget), bar)
        gtk_box_append(gp(widget), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        gtk_box_append(gp(widget), banner.widget)   // a sync's unresolved conflicts
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gp(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolled, 1)
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(content, 18)
        }
        gtk_scrolled_window_set_child(gp(scrolled), content)
        gtk_box_append(gp(widget), scrolled)
        GSignal.on(edit, "clicked") { [unowned self] in if let id { owner.openForm(editing: id) } }
        GSignal.on(close, "clicked") { [unowned self] in hide() }
        let keys = gtk_event_controller_key_new()!
        GSignal.onKeyPressed(keys) { [unowned self] keyval, _ in
            guard Int32(bitPattern: keyval) == GDK_KEY_Escape else { return false }
            hide()
            return true
        }
        gtk_widget_add_controller(widget, keys)
    }

    /// Shows contact `id` (the menu's Open, `o`, a double click) and reveals the pane.
    func show(_ id: Int64) {
        self.id = id
        rebuild()
        adw_flap_set_reveal_flap(gp(owner.flap), 1)
        owner.log("details \(owner.controller.displayName(of: id))")
    }

    /// Hides the pane; the grid gets the focus back.
    func hide() {
        id = nil
        adw_flap_set_reveal_flap(gp(owner.flap), 0)
        _ = gtk_widget_grab_focus(gtkWidget(owner.collection.drawingArea))
    }

    /// Shows the contact's current card again (after an edit or a reload); hides the pane when it is gone.
    func refresh() {
        guard let id else { return }
        if owner.controller.contacts[id] == nil || !owner.view.snapshot.contains(id) { return hide() }
        rebuild()
    }

    private func rebuild() {
        while let child = gtk_widget_get_first_child(content) { gtk_box_remove(gp(content), child) }
        banner.show(contactID: id)
        guard let id, let contact = owner.controller.fullContact(id) else { return }
        let avatar = adw_avatar_new(96, contact.fullName, 1)!
        if let photo = contact.photo, ContactsController.looksLikeImage(photo) {
            let bytes = photo.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            if let texture = gdk_texture_new_from_bytes(bytes, nil) {
                adw_avatar_set_custom_image(gp(avatar), gp(texture))
                g_object_unref(texture.gpointer)
            }
            g_bytes_unref(bytes)
        }
        gtk_box_append(gp(content), avatar)
        let name = label(contact.fullName, css: "title-2")
        gtk_label_set_xalign(gp(name), 0.5)
        gtk_box_append(gp(content), name)
        let fields = contact.fields
        let heading = (fields.filter { $0.property == "TITLE" } + fields.filter { $0.property == "ORG" })
            .map(\.value).filter { $0 != contact.fullName }
        if !heading.isEmpty {
            let subtitle = label(heading.joined(separator: " · "), css: "dim-label")
            gtk_label_set_xalign(gp(subtitle), 0.5)
            gtk_box_append(gp(content), subtitle)
        }
        for field in fields where field.property != "TITLE" && field.property != "ORG" {
            gtk_box_append(gp(content), row(field))
        }
    }

    private func label(_ text: String, css: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let l = gtk_label_new(text)!
        gtk_label_set_wrap(gp(l), 1)
        gtk_label_set_wrap_mode(gp(l), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_selectable(gp(l), 1)
        gtk_label_set_xalign(gp(l), 0)
        gtk_label_set_max_width_chars(gp(l), 30)   // the pane stays narrow: long values wrap
        if let css { gtk_widget_add_css_class(l, css) }
        return l
    }

    /// A field: its label (dim) over its value, then open and copy buttons.
    private func row(_ field: ContactField) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(text, 1)
        gtk_box_append(gp(text), label(field.label, css: "caption"))
        gtk_widget_add_css_class(gtk_widget_get_first_child(text), "dim-label")
        gtk_box_append(gp(text), label(field.value))
        gtk_box_append(gp(row), text)
        if let uri = Self.uri(for: field) {
            let open = gtk_button_new_from_icon_name(field.property == "TEL" ? "call-start-symbolic"
                                                     : field.property == "EMAIL" ? "mail-send-symbolic" : "web-browser-symbolic")!
            // Named for screen readers (an icon button alone reads "button"), the tooltip alike.
            let name = Self.buttonName("Open", field)
            gtk_widget_set_tooltip_text(open, name)
            apps_a11y_name_button(open, name)
            gtk_widget_add_css_class(open, "flat")
            gtk_widget_set_valign(open, GTK_ALIGN_CENTER)
            GSignal.on(open, "clicked") { [unowned self] in
                gtk_show_uri(owner.gtkWindow, uri, UInt32(GDK_CURRENT_TIME))
                owner.log("open \(uri)")
            }
            gtk_box_append(gp(row), open)
        }
        let copy = gtk_button_new_from_icon_name("edit-copy-symbolic")!
        let copyName = Self.buttonName("Copy", field)
        gtk_widget_set_tooltip_text(copy, copyName)
        apps_a11y_name_button(copy, copyName)
        gtk_widget_add_css_class(copy, "flat")
        gtk_widget_set_valign(copy, GTK_ALIGN_CENTER)
        let value = field.value
        GSignal.on(copy, "clicked") { [unowned self] in
            gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), value)
            owner.toast("Copied \(field.label)", timeout: 2)
        }
        gtk_box_append(gp(row), copy)
        return row
    }

    /// An open or copy button's name: the verb, the field's label in lower case (but an
    /// acronym), its value ("Copy phone +1 555 0100", "Open e-mail ada@example.org").
    static func buttonName(_ verb: String, _ field: ContactField) -> String {
        let label = field.label == field.label.uppercased() ? field.label : field.label.lowercased()
        return "\(verb) \(label) \(field.value)"
    }

    /// The URI that opens a phone number (`tel:`), an e-mail address (`mailto:`) or a web
    /// address (`https:` when it has no scheme); nil for other fields.
    static func uri(for field: ContactField) -> String? {
        let value = field.value.trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty else { return nil }
        switch field.property {
        case "TEL": return "tel:" + value.filter { $0.isNumber || $0 == "+" }
        case "EMAIL": return "mailto:" + value
        case "URL": return value.contains("://") ? value : "https://" + value
        default: return nil
        }
    }
}
