import AppGTK
import CAdwaita
import Foundation
import MosaicStore

/// The contact form (ctrl+n for a new contact; Edit in the details pane or ctrl+Return on the
/// selected card for an existing one): a modal `AdwWindow` of `AdwEntryRow`s — Name (with the
/// focus), phones and e-mails with their types (rows added and removed), given and family
/// names, organisation, title, birthday, the address, notes, groups and a photo (file chooser).
/// ctrl+s or Save saves; Escape or Cancel closes, asking first only when something changed.
/// Invalid input (an e-mail without @, an empty contact) shows an inline message over the
/// form and marks the row; nothing is saved. What is saved goes through
/// `ContactDraft.applying(_:)`, so properties the form does not show stay as they were.
final class ContactFormWindow {
    unowned let owner: ContactsWindow
    /// The contact edited, or nil for a new one.
    let id: Int64?
    let original: ContactDraft
    let initial: ContactDraft.Form
    let window: UnsafeMutablePointer<GtkWidget>
    let message: UnsafeMutablePointer<GtkWidget>
    var entries: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    var notes: UnsafeMutablePointer<GtkWidget>!
    var phones: EntryList!
    var emails: EntryList!
    var photo: [UInt8]?
    var avatar: UnsafeMutablePointer<GtkWidget>!
    var closing = false

    init(owner: ContactsWindow, editing id: Int64?) {
        self.owner = owner
        self.id = id
        original = id.flatMap { owner.controller.fullContact($0)?.draft } ?? ContactDraft(givenName: "", familyName: "", fullName: "")
        var form = original.form
        if let id { form.groups = owner.controller.formGroups(of: id, categories: form.groups) }
        if id == nil {
            form.phones = [.init(type: "cell", value: "")]
            form.emails = [.init(type: "home", value: "")]
        }
        initial = form
        photo = form.photo
        window = adw_window_new()!
        message = gtk_label_new("")!
        build(form)
    }

    var gtkWindow: UnsafeMutablePointer<GtkWindow> { gp(window) }

    private func build(_ form: ContactDraft.Form) {
        gtk_window_set_title(gtkWindow, id == nil ? "New Contact" : "Edit Contact")
        gtk_window_set_transient_for(gtkWindow, owner.gtkWindow)
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_default_size(gtkWindow, 500, 720)
        let header = adw_header_bar_new()!
        adw_header_bar_set_show_end_title_buttons(gp(header), 0)
        adw_header_bar_set_show_start_title_buttons(gp(header), 0)
        let cancel = gtk_button_new_with_mnemonic("_Cancel")!
        let save = gtk_button_new_with_mnemonic("_Save")!
        gtk_widget_add_css_class(save, "suggested-action")
        gtk_widget_set_tooltip_text(save, "Save (Ctrl+S)")
        adw_header_bar_pack_start(gp(header), cancel)
        adw_header_bar_pack_end(gp(header), save)
        GSignal.on(cancel, "clicked") { [unowned self] in cancelRequested() }
        GSignal.on(save, "clicked") { [unowned self] in self.save() }

        DialogChrome.styleMessage(message)

        let page = adw_preferences_page_new()!
        let name = group(page, nil)
        entry(name, "name", "Name", form.name)
        phones = EntryList(form: self, page: page, title: "Phones", add: "Add Phone", property: "TEL", types: ContactDraft.Form.phoneTypes, entries: form.phones)
        emails = EntryList(form: self, page: page, title: "E-mail Addresses", add: "Add E-mail", property: "EMAIL", types: ContactDraft.Form.emailTypes, entries: form.emails)
        let details = group(page, "Details")
        entry(details, "given", "Given name", form.givenName)
        entry(details, "family", "Family name", form.familyName)
        entry(details, "organization", "Organisation", form.organization)
        entry(details, "title", "Title", form.title)
        entry(details, "birthday", "Birthday (YYYY-MM-DD)", form.birthday)
        entry(details, "groups", "Groups (the first is its section; commas between)", form.groups.joined(separator: ", "))
        let address = group(page, "Address")
        entry(address, "street", "Street", form.address.street)
        entry(address, "locality", "City", form.address.locality)
        entry(address, "region", "Region", form.address.region)
        entry(address, "postalCode", "Postal code", form.address.postalCode)
        entry(address, "country", "Country", form.address.country)
        let notesGroup = group(page, "Notes")
        notes = gtk_text_view_new()!
        gtk_text_view_set_wrap_mode(gp(notes), GTK_WRAP_WORD_CHAR)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(gp(notes)), form.notes, -1)
        gtk_widget_set_size_request(notes, -1, 90)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(notes, 8) }
        let frame = gtk_frame_new(nil)!
        gtk_frame_set_child(gp(frame), notes)
        adw_preferences_group_add(gp(notesGroup), frame)
        buildPhotoGroup(page)

        DialogChrome.setContent(window, header: header, message: message, page: page)
        DialogChrome.onKey(window) { [unowned self] keyval, state in
            let ctrl = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_s where ctrl, GDK_KEY_S where ctrl: self.save(); return true
            case GDK_KEY_Escape: cancelRequested(); return true
            default: return false
            }
        }
        GSignal.onDeciding(window, "close-request", deciding: { [unowned self] in
            if closing { return false }
            cancelRequested()
            return true
        })
    }

    func present() {
        gtk_window_present(gtkWindow)
        _ = gtk_widget_grab_focus(entries["name"]!)
    }

    @discardableResult
    func group(_ page: UnsafeMutablePointer<GtkWidget>, _ title: String?) -> UnsafeMutablePointer<GtkWidget> {
        let group = adw_preferences_group_new()!
        if let title { adw_preferences_group_set_title(gp(group), title) }
        adw_preferences_page_add(gp(page), gp(group))
        return group
    }

    /// An `AdwEntryRow` titled `title` holding `text`, kept as `entries[key]`.
    func entry(_ group: UnsafeMutablePointer<GtkWidget>, _ key: String, _ title: String, _ text: String) {
        let row = adw_entry_row_new()!
        adw_preferences_row_set_title(gp(row), title)
        gtk_editable_set_text(gp(row), text)
        adw_preferences_group_add(gp(group), row)
        entries[key] = row
    }

    func text(_ key: String) -> String {
        guard let row = entries[key] else { return "" }
        return String(cString: gtk_editable_get_text(gp(row)))
    }

    /// What the form holds now.
    var form: ContactDraft.Form {
        var form = ContactDraft.Form()
        form.name = text("name")
        form.givenName = text("given")
        form.familyName = text("family")
        form.organization = text("organization")
        form.title = text("title")
        form.birthday = text("birthday")
        form.groups = text("groups").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        form.address.street = text("street")
        form.address.locality = text("locality")
        form.address.region = text("region")
        form.address.postalCode = text("postalCode")
        form.address.country = text("country")
        let buffer = gtk_text_view_get_buffer(gp(notes))
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        form.notes = gtk_text_buffer_get_text(buffer, &start, &end, 0).map { value in
            defer { g_free(value) }
            return String(cString: value)
        } ?? ""
        form.phones = phones.entries
        form.emails = emails.entries
        form.photo = photo
        return form
    }

    /// True when the form differs from what it opened with (empty rows aside).
    var hasChanges: Bool {
        var now = form, then = initial
        for f in [\ContactDraft.Form.phones, \ContactDraft.Form.emails] {
            now[keyPath: f].removeAll { $0.value.isEmpty }
            then[keyPath: f].removeAll { $0.value.isEmpty }
        }
        return now != then
    }
}
