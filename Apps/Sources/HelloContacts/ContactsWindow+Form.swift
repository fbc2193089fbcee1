import AppGTK
import CAdwaita

/// Opening the contact form: ctrl+n (new), Edit in the details pane or ctrl+Return on the
/// selected (or focused) card (edit). One form at a time.
extension ContactsWindow {
    func openForm(editing id: Int64?) {
        if let form { return gtk_window_present(form.gtkWindow) }
        let started = g_get_monotonic_time()
        let form = ContactFormWindow(owner: self, editing: id)
        self.form = form
        form.present()
        log("form opened in \(Double(g_get_monotonic_time() - started) / 1_000) ms")
    }

    /// ctrl+Return: edits the selected contact (else the focused one).
    func editSelected() {
        let selected = view.selectedItems
        guard let id = selected.count == 1 ? selected.first : controller.contactToOpen else { return }
        openForm(editing: id)
    }
}

/// The Groups… dialog (primary menu, ctrl+g): one at a time.
extension ContactsWindow {
    func openGroups() {
        if let groupsDialog { return gtk_window_present(groupsDialog.gtkWindow) }
        let dialog = GroupsDialog(owner: self)
        groupsDialog = dialog
        dialog.present()
        log("groups dialog")
    }
}
