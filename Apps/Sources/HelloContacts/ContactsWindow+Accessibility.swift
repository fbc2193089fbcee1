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
        nameButtonsForScreenReaders(under: details.widget)
        if let empty = gtk_stack_get_child_by_name(gp(stack), "empty") { nameButtonsForScreenReaders(under: empty) }
    }

    /// Names every button under `root` as it reads on screen: a mnemonic label without its
    /// underscore ("_Edit Edit" → "Edit"), an icon-only button by its tooltip without the
    /// shortcut in parentheses ("GtkImage" → "Close the details"). Buttons added later (the
    /// details' per-field Open and Copy) are not reached. O(widgets under root).
    func nameButtonsForScreenReaders(under root: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                          gtk_button_get_type()) != 0 {
                let button = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)
                if gtk_button_get_use_underline(button) != 0, let label = gtk_button_get_label(button).map({ String(cString: $0) }) {
                    apps_a11y_name_button(widget, label.replacingOccurrences(of: "_", with: ""))
                } else if gtk_button_get_icon_name(button) != nil, let tip = gtk_widget_get_tooltip_text(widget) {
                    let text = String(cString: tip)
                    apps_a11y_name_button(widget, text.range(of: " (").map { String(text[..<$0.lowerBound]) } ?? text)
                }
            }
            nameButtonsForScreenReaders(under: widget)
            child = gtk_widget_get_next_sibling(widget)
        }
    }

    /// Names the header bar's controls for screen readers: an icon-only button reads its type
    /// name on GTK 4.8 ("GtkImage" for "+", "GtkMenuButton" for the primary menu), a button
    /// with a mnemonic its mnemonic text ("_Edit Edit").
    func nameHeaderForScreenReaders(add: UnsafeMutablePointer<GtkWidget>) {
        apps_a11y_name_button(add, "New Contact")
        apps_a11y_name_button(editButton, "Edit")
        apps_a11y_name_button(exchangeButton, "Exchange")
        apps_a11y_name_with_toggle(menuButton, "Main Menu")
    }
}
