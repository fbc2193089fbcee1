import AppGTK
import CAdwaita
import Foundation
import MosaicStore

/// The details pane's conflict banner: for a contact a sync left with unresolved conflicts
/// (``ContactStore/syncConflicts()``), a card at the top of the pane — "Note changed here and on
/// the server", both values, and two buttons, "Keep mine" and "Use server's", which resolve that
/// conflict at once (``ContactStore/resolveConflict(id:usingServer:)``; the next sync pushes the
/// choice) and show the next one, or hide the banner when none remain. Hidden for a contact
/// without conflicts. Texts as ``ConflictChoices`` words them.
final class ConflictBanner {
    /// The banner (a vertical box; hidden when there is nothing to show).
    let widget: UnsafeMutablePointer<GtkWidget>
    private let heading: UnsafeMutablePointer<GtkWidget>
    private let body: UnsafeMutablePointer<GtkWidget>
    private let store: ContactStore
    private let resolved: () -> Void
    private let log: (String) -> Void
    private var conflict: SyncConflict?
    private var contactID: Int64?

    /// A banner over `store`; `resolved` is called after each answer was saved (the window
    /// reloads the contact and the grid); `log` hears what it shows (the window's test log).
    init(store: ContactStore, log: @escaping (String) -> Void, resolved: @escaping () -> Void) {
        self.store = store
        self.log = log
        self.resolved = resolved
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_add_css_class(widget, "card")
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(widget, 12) }
        heading = gtk_label_new("")!
        gtk_widget_add_css_class(heading, "heading")
        gtk_widget_add_css_class(heading, "warning")
        body = gtk_label_new("")!
        for label in [heading, body] {
            gtk_label_set_wrap(gp(label), 1)
            gtk_label_set_xalign(gp(label), 0)
            gtk_label_set_selectable(gp(label), label == body ? 1 : 0)
            for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(label, 12) }
            gtk_box_append(gp(widget), label)
        }
        gtk_widget_set_margin_top(heading, 10)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        for margin in [gtk_widget_set_margin_bottom, gtk_widget_set_margin_end] { margin(buttons, 10) }
        let mine = gtk_button_new_with_label("Keep mine")!
        gtk_widget_set_tooltip_text(mine, "Keep this device's value; the next sync sends it to the server")
        let server = gtk_button_new_with_label("Use server's")!
        gtk_widget_set_tooltip_text(server, "Take the server's value instead")
        gtk_box_append(gp(buttons), mine)
        gtk_box_append(gp(buttons), server)
        gtk_box_append(gp(widget), buttons)
        GSignal.on(mine, "clicked") { [unowned self] in answer(usingServer: false) }
        GSignal.on(server, "clicked") { [unowned self] in answer(usingServer: true) }
        gtk_widget_set_visible(widget, 0)
    }

    /// Shows the first unresolved conflict of contact `id` (nil: none), or hides the banner.
    func show(contactID id: Int64?) {
        contactID = id
        let conflicts = id == nil ? [] : ((try? store.syncConflicts()) ?? []).filter { $0.contactID == id }
        let shown = gtk_widget_get_visible(widget) != 0
        conflict = conflicts.first
        guard let conflict else {
            if shown { log("conflict banner hidden") }
            return gtk_widget_set_visible(widget, 0)
        }
        log("conflict banner \(conflict.property) \(conflicts.count)")
        let more = conflicts.count > 1 ? " (1 of \(conflicts.count))" : ""
        gtk_label_set_text(gp(heading), ConflictChoices.heading(conflict) + more)
        gtk_label_set_text(gp(body), "Yours: \(Self.value(conflict.local))\nServer's: \(Self.value(conflict.server))")
        gtk_widget_set_visible(widget, 1)
    }

    private static func value(_ text: String) -> String { text.isEmpty ? "(empty)" : text }

    private func answer(usingServer: Bool) {
        guard let conflict else { return }
        do throws(StoreError) {
            try store.resolveConflict(id: conflict.id, usingServer: usingServer)
        } catch {
            gtk_label_set_text(gp(body), "The choice was not saved: \(error)")
            return
        }
        resolved()
        show(contactID: contactID)
    }
}
