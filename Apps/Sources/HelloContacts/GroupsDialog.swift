import AppGTK
import CAdwaita
import Foundation
import MosaicStore

/// The Groups… dialog (primary menu, ctrl+g): a modal `AdwWindow` with a "New group" row
/// (type a name, Return or the apply button creates it, an empty section after the others)
/// and one row per group — its name, editable (Return or apply renames it), titled with how
/// many contacts it holds, and a delete button (its contacts move to "Other"; none is
/// deleted). A refused name (empty, "Other", already used) shows an inline message; nothing
/// changes. Escape closes it. Every change is saved at once and shown in the grid behind.
final class GroupsDialog {
    unowned let owner: ContactsWindow
    let window: UnsafeMutablePointer<GtkWidget>
    let message: UnsafeMutablePointer<GtkWidget>
    let newRow: UnsafeMutablePointer<GtkWidget>
    let list: UnsafeMutablePointer<GtkWidget>
    /// The rows of the groups, in order (removed and rebuilt after each change).
    private var rows: [UnsafeMutablePointer<GtkWidget>] = []
    /// The section whose row takes the focus after the next rebuild (else "New group name").
    private var focusAfterReload: Int?

    init(owner: ContactsWindow) {
        self.owner = owner
        window = adw_window_new()!
        message = gtk_label_new("")!
        newRow = adw_entry_row_new()!
        list = adw_preferences_group_new()!
        build()
        reload()
    }

    var gtkWindow: UnsafeMutablePointer<GtkWindow> { gp(window) }
    private var controller: ContactsController { owner.controller }

    private func build() {
        gtk_window_set_title(gtkWindow, "Groups")
        gtk_window_set_transient_for(gtkWindow, owner.gtkWindow)
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_default_size(gtkWindow, 420, 520)
        let header = adw_header_bar_new()!
        DialogChrome.styleMessage(message)

        let page = adw_preferences_page_new()!
        let create = adw_preferences_group_new()!
        adw_preferences_group_set_description(gp(create), "A group is a section of the grid. Drag a card into it, or name it in a contact's form.")
        adw_preferences_row_set_title(gp(newRow), "New group name")
        adw_entry_row_set_show_apply_button(gp(newRow), 1)
        let apply: () -> Void = { [unowned self] in createGroup() }
        GSignal.on(newRow, "apply", apply)
        GSignal.on(newRow, "entry-activated", apply)
        adw_preferences_group_add(gp(create), newRow)
        adw_preferences_page_add(gp(page), gp(create))
        adw_preferences_group_set_title(gp(list), "Groups")
        adw_preferences_page_add(gp(page), gp(list))

        DialogChrome.setContent(window, header: header, message: message, page: page)
        DialogChrome.onKey(window) { [unowned self] keyval, _ in
            guard Int32(bitPattern: keyval) == GDK_KEY_Escape else { return false }
            gtk_window_close(gtkWindow)
            return true
        }
        GSignal.on(window, "destroy") { [weak owner] in owner?.groupsDialog = nil }
    }

    func present() {
        gtk_window_present(gtkWindow)
        _ = gtk_widget_grab_focus(newRow)
    }

    /// Rebuilds the group rows from the controller (names and counts).
    func reload() {
        for row in rows { adw_preferences_group_remove(gp(list), row) }
        rows = []
        let counts = controller.groupCounts
        adw_preferences_group_set_description(gp(list), counts.isEmpty ? "No groups yet." : nil)
        for (group, count) in counts {
            let row = adw_entry_row_new()!
            adw_preferences_row_set_title(gp(row), count == 1 ? "1 contact" : "\(count) contacts")
            gtk_editable_set_text(gp(row), group.name)
            adw_entry_row_set_show_apply_button(gp(row), 1)
            let rename: () -> Void = { [unowned self] in
                focusAfterReload = group.section
                renameGroup(group, to: String(cString: gtk_editable_get_text(gp(row))))
            }
            GSignal.on(row, "apply", rename)
            GSignal.on(row, "entry-activated", rename)
            let delete = gtk_button_new_from_icon_name("user-trash-symbolic")!
            gtk_widget_set_valign(delete, GTK_ALIGN_CENTER)
            gtk_widget_add_css_class(delete, "flat")
            gtk_widget_set_tooltip_text(delete, "Delete group \(group.name) (its contacts move to Other)")
            GSignal.on(delete, "clicked") { [unowned self] in deleteGroup(group) }
            adw_entry_row_add_suffix(gp(row), delete)
            adw_preferences_group_add(gp(list), row)
            rows.append(row)
            if group.section == focusAfterReload { _ = gtk_widget_grab_focus(row) }
        }
        if focusAfterReload.map({ s in !counts.contains { $0.group.section == s } }) ?? true, gtk_widget_get_mapped(window) != 0 {
            _ = gtk_widget_grab_focus(newRow)
        }
        focusAfterReload = nil
    }

    private func createGroup() {
        let name = String(cString: gtk_editable_get_text(gp(newRow))).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        perform { [unowned self] in
            let group = try controller.createGroup(named: name)
            gtk_editable_set_text(gp(newRow), "")
            owner.log("group created \(group.name)")
        }
    }

    private func renameGroup(_ group: ContactGroup, to name: String) {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard name != group.name, controller.groups.contains(group) else { return }
        perform { [unowned self] in
            try controller.renameGroup(section: group.section, to: name)
            owner.log("group renamed \(group.name) to \(name)")
        }
    }

    private func deleteGroup(_ group: ContactGroup) {
        guard controller.groups.contains(group) else { return }
        focusAfterReload = nil
        perform { [unowned self] in
            let moved = try controller.deleteGroup(section: group.section)
            owner.log("group deleted \(group.name), \(moved) to Other")
            owner.toast("Deleted group \(group.name); \(moved == 1 ? "1 contact" : "\(moved) contacts") moved to Other", timeout: 4)
        }
    }

    /// Runs a change: a refusal shows inline (nothing changed); after a change the grid and
    /// the rows show the store again (rebuilt when the main loop is idle, outside the
    /// signal of the row that asked).
    private func perform(_ change: () throws -> Void) {
        do {
            try change()
            gtk_widget_set_visible(message, 0)
        } catch {
            let reason = (error as? StoreError)?.reason ?? "\(error)"
            gtk_label_set_text(gp(message), "Not changed: \(reason)")
            gtk_widget_set_visible(message, 1)
            owner.log("groups problem \(reason)")
            return
        }
        owner.collection.animateAppChange()
        owner.refreshChrome()
        GSignal.idle { [weak self] in self?.reload() }
    }
}
