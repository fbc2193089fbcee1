import AppGTK
import CAdwaita

extension LineupGTK {
    /// Names the header bar's controls for screen readers: on GTK 4.8 an icon-only button
    /// reads its type name ("GtkImage", "GtkMenuButton"), the lineup switcher "GtkDropDown".
    func nameHeaderForScreenReaders() {
        apps_a11y_name_with_toggle(header.switcher, "Lineup")
        apps_a11y_name_with_toggle(header.lineupMenu, "Lineup menu")
        apps_a11y_name_button(header.swap, "Swap")
        apps_a11y_name_button(header.arrange, "Arrange bench")
        apps_a11y_name_button(header.lock, "Lock lineup")
        apps_a11y_name_button(header.undo, "Undo")
        apps_a11y_name_button(header.redo, "Redo")
        apps_a11y_name_with_toggle(header.primaryMenu, "Main menu")
    }
}
