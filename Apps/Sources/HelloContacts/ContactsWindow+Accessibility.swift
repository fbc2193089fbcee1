import AppGTK
import CAdwaita

extension ContactsWindow {
    /// Names for screen readers where GTK 4.8 would read a type name: the stack's pages
    /// ("GtkStackPage" → "Contacts", "No Results", "No Contacts") and the search entry.
    func nameForScreenReaders() {
        for (name, title) in [("contacts", "Contacts"), ("no-results", "No Results"), ("empty", "No Contacts")] {
            guard let child = gtk_stack_get_child_by_name(gp(stack), name) else { continue }
            gtk_stack_page_set_title(gtk_stack_get_page(gp(stack), child), title)
        }
        apps_a11y_set_label(searchEntry, "Search contacts")
    }
}
