import AppGTK
import CAdwaita
import Foundation
import LineupKit

// The lineup menu: New, Duplicate, Rename and Delete (with a confirmation), through the same
// store calls as `lineup lineups new|copy|rename|delete`.
extension LineupGTK {
    /// Asks for a lineup name (`suggestion` preselected) and runs `action` with it; then shows
    /// the lineup named so. A refusal (blank, taken) is shown as a toast; nothing changes then.
    func askName(_ heading: String, body: String, suggestion: String, confirm: String,
                 action: @escaping (String) throws -> Void) {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(gp(entry), suggestion)
        gtk_entry_set_activates_default(gp(entry), 1)
        let dialog = messageDialog(heading, body: body, responses: [("cancel", "Cancel"), ("ok", confirm)], suggested: "ok")
        adw_message_dialog_set_extra_child(gp(dialog), entry)
        GSignal.onPointer(dialog, "response", argument: { [unowned self] response in
            guard let response, String(cString: response.assumingMemoryBound(to: CChar.self)) == "ok" else { return }
            let name = String(cString: gtk_editable_get_text(gp(entry))).trimmingCharacters(in: .whitespaces)
            do {
                try action(name)
                try reloadNames()
                show(name)
                warmPages()
                toast("Lineup “\(name)” ready")
            } catch {
                toast("Not done: \(error)")
            }
        })
        gtk_window_present(gp(dialog))
        _ = gtk_widget_grab_focus(entry)
        say("dialog: \(heading)")
    }

    func renameLineup() {
        let old = page.controller.live.name
        askName("Rename “\(old)”", body: "The lineup keeps its seats.", suggestion: old, confirm: "Rename") { [unowned self] new in
            try store.renameLineup(old, to: new)
            // The open page follows the new name (its controller reloads from the store).
            if let page = pages.removeValue(forKey: old) {
                gtk_stack_remove(gp(stack), gtkWidgetOf(page))
                if self.page === page { self.page = nil }
            }
        }
    }

    func deleteLineup() {
        let name = page.controller.live.name
        guard names.count > 1 else { return toast("“\(name)” is the team's only lineup: create another first") }
        let dialog = messageDialog("Delete “\(name)”?", body: "Its seats are forgotten. The paddlers stay in the team.",
                                   responses: [("cancel", "Cancel"), ("delete", "Delete")], destructive: "delete")
        GSignal.onPointer(dialog, "response", argument: { [unowned self] response in
            guard let response, String(cString: response.assumingMemoryBound(to: CChar.self)) == "delete" else { return }
            do {
                try store.deleteLineup(name)
                if let page = pages.removeValue(forKey: name) {
                    gtk_stack_remove(gp(stack), gtkWidgetOf(page))
                    if self.page === page { self.page = nil }
                }
                try reloadNames()
                show(names[0])
                toast("Deleted “\(name)”")
            } catch {
                toast("Not deleted: \(error)")
            }
        })
        gtk_window_present(gp(dialog))
    }

    /// An `AdwMessageDialog` on the window with `responses` (id, label); `suggested` or
    /// `destructive` styles one; the first is the close response.
    func messageDialog(_ heading: String, body: String, responses: [(String, String)], suggested: String? = nil,
                       destructive: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let dialog = adw_message_dialog_new(gp(window), heading, body)!
        for (id, label) in responses { adw_message_dialog_add_response(gp(dialog), id, label) }
        if let suggested {
            adw_message_dialog_set_response_appearance(gp(dialog), suggested, ADW_RESPONSE_SUGGESTED)
            adw_message_dialog_set_default_response(gp(dialog), suggested)
        }
        if let destructive {
            adw_message_dialog_set_response_appearance(gp(dialog), destructive, ADW_RESPONSE_DESTRUCTIVE)
        }
        if let first = responses.first { adw_message_dialog_set_close_response(gp(dialog), first.0) }
        return dialog
    }

    /// The page's widget in the stack.
    func gtkWidgetOf(_ page: LineupPage) -> UnsafeMutablePointer<GtkWidget> { gtkWidget(page.collection.widget) }

    /// Forgets every page (after a team edit every lineup reloads its paddlers) and shows `name`.
    func reloadPages(showing name: String) {
        for page in pages.values { gtk_stack_remove(gp(stack), gtkWidgetOf(page)) }
        pages.removeAll()
        page = nil
        show(name)
        warmPages()
    }
}
