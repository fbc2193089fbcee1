import AppGTK
import CAdwaita
import Foundation
import MosaicStore

extension ContactFormWindow {
    /// ctrl+s / Save: checks the form (problems shown inline, nothing saved), saves, closes.
    func save() {
        let form = self.form
        let draft: ContactDraft
        do { draft = try original.applying(form) } catch {
            return show(error)
        }
        do {
            if let id {
                try owner.controller.updateContact(id, with: draft, groups: form.groups)
                owner.details.refresh()
            } else {
                try owner.controller.addContact(draft)
            }
        } catch {
            gtk_label_set_text(gp(message), "Not saved: \(error.reason)")
            gtk_widget_set_visible(message, 1)
            return
        }
        owner.collection.animateAppChange()
        owner.refreshChrome()
        owner.log("saved \(draft.fullName)")
        owner.toast(id == nil ? "Added \(draft.fullName)" : "Saved \(draft.fullName)", timeout: 3)
        close()
    }

    /// Shows the problems over the form and marks their rows (the `error` style).
    func show(_ problems: ContactFormProblems) {
        for row in entries.values { gtk_widget_remove_css_class(row, "error") }
        phones.clearErrors()
        emails.clearErrors()
        gtk_label_set_text(gp(message), problems.description)
        gtk_widget_set_visible(message, 1)
        for field in problems.messages.keys {
            switch field {
            case .contact: gtk_widget_add_css_class(entries["name"]!, "error")
            case .birthday: gtk_widget_add_css_class(entries["birthday"]!, "error")
            case .phone(let i): phones.markError(at: i)
            case .email(let i): emails.markError(at: i)
            }
        }
        owner.log("problems \(problems.description.replacingOccurrences(of: "\n", with: " | "))")
    }

    /// Escape / Cancel: closes at once when nothing changed, else asks first.
    func cancelRequested() {
        guard hasChanges else { return close() }
        let dialog = adw_message_dialog_new(gtkWindow, "Discard changes?", "The changes to this contact are not saved.")!
        gtk_window_set_title(gp(dialog), "Discard changes?")
        adw_message_dialog_add_response(gp(dialog), "keep", "_Keep Editing")
        adw_message_dialog_add_response(gp(dialog), "discard", "_Discard")
        adw_message_dialog_set_response_appearance(gp(dialog), "discard", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_default_response(gp(dialog), "keep")
        adw_message_dialog_set_close_response(gp(dialog), "keep")
        GSignal.onPointer(dialog, "response", argument: { [unowned self] response in
            guard let response, String(cString: response.assumingMemoryBound(to: CChar.self)) == "discard" else { return }
            // Closed once the dialog is gone: the dialog, transient for the form, unlinks itself
            // from it as it is finalised after this signal — destroying the form here left it
            // a freed parent (GObject's "invalid instance" warnings).
            GSignal.idle { [weak self] in self?.close() }
        })
        gtk_window_present(gp(dialog))
    }

    func close() {
        closing = true
        gtk_window_destroy(gtkWindow)
        owner.form = nil
        _ = gtk_widget_grab_focus(gtkWidget(owner.collection.drawingArea))
    }

    /// The photo row: the avatar, Choose… (a file chooser for PNG and JPEG) and Remove.
    func buildPhotoGroup(_ page: UnsafeMutablePointer<GtkWidget>) {
        let photos = group(page, "Photo")
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(gp(row), "Shown on the card")
        avatar = adw_avatar_new(48, original.fullName, 1)!
        adw_action_row_add_prefix(gp(row), avatar)
        let choose = gtk_button_new_with_mnemonic("_Choose…")!
        let remove = gtk_button_new_from_icon_name("user-trash-symbolic")!
        gtk_widget_set_tooltip_text(remove, "Remove the photo")
        for b in [choose, remove] {
            gtk_widget_set_valign(b, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(gp(row), b)
        }
        adw_preferences_group_add(gp(photos), row)
        showPhoto()
        GSignal.on(remove, "clicked") { [unowned self] in
            photo = nil
            showPhoto()
        }
        GSignal.on(choose, "clicked") { [unowned self] in
            FileChooser.open(title: "Choose a Photo", parent: window, filterName: "Images (PNG, JPEG)",
                             patterns: ["*.png", "*.jpg", "*.jpeg", "*.PNG", "*.JPG", "*.JPEG"],
                             closed: { [weak owner] in owner?.reconnectStore() }) { [weak self] path in
                self?.usePhoto(at: path)
            }
        }
    }

    private func usePhoto(at path: String) {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 4 << 20,
              ContactsController.looksLikeImage([UInt8](data.prefix(32))) else {
            gtk_label_set_text(gp(message), "\(path) is not a PNG or JPEG image of at most 4 MiB.")
            gtk_widget_set_visible(message, 1)
            return
        }
        photo = [UInt8](data)
        showPhoto()
    }

    func showPhoto() {
        guard let photo else { return adw_avatar_set_custom_image(gp(avatar), nil) }
        let bytes = photo.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        if let texture = gdk_texture_new_from_bytes(bytes, nil) {
            adw_avatar_set_custom_image(gp(avatar), gp(texture))
            g_object_unref(texture.gpointer)
        }
        g_bytes_unref(bytes)
    }
}

/// The rows of the phones or e-mails of the form: an `AdwEntryRow` per entry (its title the
/// type, e.g. "Mobile"), a type drop-down and a remove button on each, "Add …" below.
final class EntryList {
    unowned let form: ContactFormWindow
    let group: UnsafeMutablePointer<GtkWidget>
    let types: [String]
    let noun: String
    private var rows: [(row: UnsafeMutablePointer<GtkWidget>, types: UnsafeMutablePointer<GtkWidget>)] = []

    init(form: ContactFormWindow, page: UnsafeMutablePointer<GtkWidget>, title: String, add: String, property: String,
         types: [String], entries: [ContactDraft.Form.Entry]) {
        self.form = form
        self.types = types
        noun = property == "TEL" ? "Phone" : "E-mail"
        group = form.group(page, title)
        for entry in entries { append(entry) }
        let button = gtk_button_new_with_mnemonic("_" + add)!
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_halign(button, GTK_ALIGN_START)
        gtk_widget_set_margin_top(button, 6)
        adw_preferences_group_add(gp(group), button)
        GSignal.on(button, "clicked") { [unowned self] in
            append(.init(type: types[0], value: ""))
            _ = gtk_widget_grab_focus(rows.last!.row)
        }
    }

    /// The entries as the rows hold them (empty ones too).
    var entries: [ContactDraft.Form.Entry] {
        rows.map { row in
            let index = Int(gtk_drop_down_get_selected(gp(row.types)))
            return .init(type: types.indices.contains(index) ? types[index] : "",
                         value: String(cString: gtk_editable_get_text(gp(row.row))))
        }
    }

    private func append(_ entry: ContactDraft.Form.Entry) {
        let row = adw_entry_row_new()!
        adw_preferences_row_set_title(gp(row), noun)
        gtk_editable_set_text(gp(row), entry.value)
        let titles = types.map(ContactDraft.Form.typeTitle)
        let strings = titles.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        var array: [UnsafePointer<CChar>?] = strings.map { UnsafePointer($0) } + [nil]
        let dropDown = gtk_drop_down_new_from_strings(&array)!
        gtk_drop_down_set_selected(gp(dropDown), guint(types.firstIndex(of: entry.type) ?? types.count - 1))
        gtk_widget_set_valign(dropDown, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(dropDown, "Type")
        let remove = gtk_button_new_from_icon_name("list-remove-symbolic")!
        gtk_widget_set_tooltip_text(remove, "Remove this \(noun.lowercased())")
        gtk_widget_set_valign(remove, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(remove, "flat")
        adw_entry_row_add_suffix(gp(row), dropDown)
        adw_entry_row_add_suffix(gp(row), remove)
        adw_preferences_group_add(gp(group), row)
        rows.append((row, dropDown))
        GSignal.on(remove, "clicked") { [unowned self] in
            guard let index = rows.firstIndex(where: { $0.row == row }) else { return }
            rows.remove(at: index)
            adw_preferences_group_remove(gp(group), row)
        }
    }

    func markError(at index: Int) {
        guard rows.indices.contains(index) else { return }
        gtk_widget_add_css_class(rows[index].row, "error")
    }

    func clearErrors() { for r in rows { gtk_widget_remove_css_class(r.row, "error") } }
}
