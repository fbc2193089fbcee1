import CAdwaita
import Foundation
import MosaicStore

/// The conflicts a sync listed for one contact, shown one after another as `AdwMessageDialog`s:
/// "Note changed here and on the server" with both values and two answers, "Keep mine"
/// (default) and "Use server's", each applied at once through
/// ``ContactStore/resolveConflict(id:usingServer:)`` (the next sync pushes the choice).
/// Closing a dialog (Escape) leaves that conflict listed.
///
/// Entry point: ``present(over:store:contactID:resolved:)``.
final class ConflictChoices {
    private let store: ContactStore
    private let parent: UnsafeMutablePointer<GtkWindow>
    private var remaining: [SyncConflict]
    private let resolved: (SyncConflict, Bool) -> Void

    /// Shows the unresolved conflicts of contact `contactID` over `parent`, one dialog each;
    /// `resolved(conflict, usedServer)` is called after each answer was saved (the window then
    /// reloads the contact). - Returns: how many conflicts are shown (0: nothing is shown).
    @discardableResult
    static func present(over parent: UnsafeMutablePointer<GtkWindow>, store: ContactStore, contactID: Int64,
                        resolved: @escaping (SyncConflict, Bool) -> Void = { _, _ in }) -> Int {
        let conflicts = ((try? store.syncConflicts()) ?? []).filter { $0.contactID == contactID }
        guard !conflicts.isEmpty else { return 0 }
        let choices = ConflictChoices(store: store, parent: parent, conflicts: conflicts, resolved: resolved)
        choices.showNext(retained: Unmanaged.passRetained(choices))
        return conflicts.count
    }

    private init(store: ContactStore, parent: UnsafeMutablePointer<GtkWindow>, conflicts: [SyncConflict],
                 resolved: @escaping (SyncConflict, Bool) -> Void) {
        self.store = store
        self.parent = parent
        self.remaining = conflicts
        self.resolved = resolved
    }

    /// The words for the single-valued properties a conflict can be about.
    static let words: [String: String] = [
        "FN": "Full name", "N": "Name", "BDAY": "Birthday", "ANNIVERSARY": "Anniversary", "NOTE": "Note",
        "ORG": "Organization", "TITLE": "Title", "ROLE": "Role", "KIND": "Kind", "GENDER": "Gender", "PHOTO": "Photo",
        "LOGO": "Logo", "CATEGORIES": "Group", "NICKNAME": "Nickname", "TZ": "Time zone", "GEO": "Location", "UID": "UID",
    ]

    /// The heading of a conflict's dialog: "Note changed here and on the server".
    static func heading(_ conflict: SyncConflict) -> String {
        "\(words[conflict.property] ?? conflict.property) changed here and on the server"
    }

    /// The body: the contact and both values.
    static func body(_ conflict: SyncConflict) -> String {
        let name = conflict.fullName.isEmpty ? "This contact" : conflict.fullName
        return "\(name) has two versions.\n\nYours: \(conflict.local.isEmpty ? "(empty)" : conflict.local)\n"
            + "Server's: \(conflict.server.isEmpty ? "(empty)" : conflict.server)"
    }

    /// Shows the first remaining conflict; `retained` keeps this object alive until the last answer.
    private func showNext(retained: Unmanaged<ConflictChoices>) {
        guard let conflict = remaining.first else {
            retained.release()
            return
        }
        let dialog = adw_message_dialog_new(parent, Self.heading(conflict), Self.body(conflict))!
        adw_message_dialog_add_response(gtkCast(dialog), "mine", "Keep mine")
        adw_message_dialog_add_response(gtkCast(dialog), "server", "Use server's")
        adw_message_dialog_set_default_response(gtkCast(dialog), "mine")
        adw_message_dialog_set_close_response(gtkCast(dialog), "close")
        let response: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, id, data in
            let retained = Unmanaged<ConflictChoices>.fromOpaque(data!)
            retained.takeUnretainedValue().answer(id.map { String(cString: $0) } ?? "close", retained: retained)
        }
        gtkConnect(dialog, "response", response, retained.toOpaque())
        gtk_window_present(gtkCast(dialog))
    }

    private func answer(_ id: String, retained: Unmanaged<ConflictChoices>) {
        let conflict = remaining.removeFirst()
        if id == "mine" || id == "server" {
            do throws(StoreError) {
                try store.resolveConflict(id: conflict.id, usingServer: id == "server")
                resolved(conflict, id == "server")
            } catch {
                let alert = adw_message_dialog_new(parent, "The choice was not saved", "\(error)")!
                adw_message_dialog_add_response(gtkCast(alert), "close", "Close")
                gtk_window_present(gtkCast(alert))
            }
        }
        showNext(retained: retained)
    }
}
