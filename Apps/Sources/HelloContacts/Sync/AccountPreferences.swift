import CAdwaita
import Foundation
import MosaicStore

/// Preferences → Account: an `AdwPreferencesWindow` with the CardDAV server and user (remembered
/// in the database), the password (an `AdwPasswordEntryRow`, kept only in the Secret Service —
/// ``AccountKeyring`` — once a sync with it succeeded), and a Sync row: "Sync Now", a progress
/// bar and the last sync's time and summary (or why it failed), following ``SyncController``.
///
/// Entry point: ``present(over:store:controller:)``. The window lives until closed; closing it
/// leaves the controller (and its periodic sync) running.
final class AccountPreferences {
    private let store: ContactStore
    private let controller: SyncController
    private let window: UnsafeMutablePointer<GtkWidget>
    private let server: UnsafeMutablePointer<GtkWidget>
    private let user: UnsafeMutablePointer<GtkWidget>
    private let password: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let progress: UnsafeMutablePointer<GtkWidget>
    private let button: UnsafeMutablePointer<GtkWidget>
    /// A password typed here, stored in the Secret Service after the sync it was used for succeeded.
    private var pendingPassword: (account: SyncAccount, password: String)?
    private var previousOnChange: ((SyncController.State) -> Void)?

    /// Opens the Account preferences over `parent` (transient, modal) for the database `store`,
    /// syncing through `controller` (the window's one controller, whose periodic sync the main
    /// window drives with ``GTKSyncLoop/start(_:)``). Fields start with the account the database
    /// remembers. "Sync Now" remembers the account (a database that syncs with another account
    /// refuses, as `sync` does), gives the controller a runner for it and starts a sync.
    /// - Returns: the preferences window (already presented).
    @discardableResult
    static func present(over parent: UnsafeMutablePointer<GtkWindow>, store: ContactStore,
                        controller: SyncController) -> UnsafeMutablePointer<GtkWidget> {
        let preferences = AccountPreferences(store: store, controller: controller)
        gtk_window_set_transient_for(gtkCast(preferences.window), parent)
        gtk_window_set_modal(gtkCast(preferences.window), 1)
        // The window keeps its controller object alive until it is destroyed.
        let retained = Unmanaged.passRetained(preferences).toOpaque()
        let destroyed: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = { _, data in
            let preferences = Unmanaged<AccountPreferences>.fromOpaque(data!).takeRetainedValue()
            preferences.controller.onChange = preferences.previousOnChange
        }
        gtkConnect(preferences.window, "destroy", destroyed, retained)
        gtk_window_present(gtkCast(preferences.window))
        _ = gtk_widget_grab_focus(preferences.server)
        return preferences.window
    }

    private init(store: ContactStore, controller: SyncController) {
        self.store = store
        self.controller = controller
        window = adw_preferences_window_new()
        gtk_window_set_title(gtkCast(window), "Preferences")
        let page = adw_preferences_page_new()!
        adw_preferences_page_set_title(gtkCast(page), "Account")
        adw_preferences_page_set_icon_name(gtkCast(page), "avatar-default-symbolic")

        let account = adw_preferences_group_new()!
        adw_preferences_group_set_title(gtkCast(account), "CardDAV Account")
        adw_preferences_group_set_description(gtkCast(account),
            "The address book to keep in step with. The password is kept in the keyring, never in the contacts file.")
        server = adw_entry_row_new()
        adw_preferences_row_set_title(gtkCast(server), "Server")
        user = adw_entry_row_new()
        adw_preferences_row_set_title(gtkCast(user), "User")
        password = adw_password_entry_row_new()
        adw_preferences_row_set_title(gtkCast(password), "Password")
        for row in [server, user, password] { adw_preferences_group_add(gtkCast(account), row) }

        let sync = adw_preferences_group_new()!
        adw_preferences_group_set_title(gtkCast(sync), "Sync")
        status = adw_action_row_new()
        adw_preferences_row_set_title(gtkCast(status), "Last sync")
        button = gtk_button_new_with_label("Sync Now")
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(gtkCast(status), button)
        progress = gtk_progress_bar_new()
        gtk_progress_bar_set_show_text(gtkCast(progress), 1)
        gtk_widget_set_margin_top(progress, 6)
        gtk_widget_set_visible(progress, 0)
        adw_preferences_group_add(gtkCast(sync), status)
        adw_preferences_group_add(gtkCast(sync), progress)

        adw_preferences_page_add(gtkCast(page), gtkCast(account))
        adw_preferences_page_add(gtkCast(page), gtkCast(sync))
        adw_preferences_window_add(gtkCast(window), gtkCast(page))

        if let remembered = try? store.syncAccount() {
            gtk_editable_set_text(gtkCast(server), remembered.server)
            gtk_editable_set_text(gtkCast(user), remembered.user ?? "")
        }
        let clicked: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = { _, data in
            Unmanaged<AccountPreferences>.fromOpaque(data!).takeUnretainedValue().syncNow()
        }
        gtkConnect(button, "clicked", clicked, Unmanaged.passUnretained(self).toOpaque())
        // Return in a field is Sync Now; the server field has the focus when it is empty.
        for row in [server, user, password] { gtkConnect(row, "entry-activated", clicked, Unmanaged.passUnretained(self).toOpaque()) }
        previousOnChange = controller.onChange
        controller.onChange = { [unowned self] state in
            self.previousOnChange?(state)
            self.show(state)
        }
        show(controller.state)
    }

    /// The account the fields describe, or nil (with the reason shown) when the server is no URL.
    private func fieldsAccount() -> SyncAccount? {
        let server = String(cString: gtk_editable_get_text(gtkCast(self.server))).trimmingCharacters(in: .whitespaces)
        let user = String(cString: gtk_editable_get_text(gtkCast(self.user))).trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: server), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
            adw_action_row_set_subtitle(gtkCast(status), "The server must be an http:// or https:// URL, e.g. https://dav.example.com/")
            return nil
        }
        return SyncAccount(server: server, user: user.isEmpty ? nil : user)
    }

    private func syncNow() {
        guard !controller.isSyncing, let account = fieldsAccount() else { return }
        if let remembered = try? store.syncAccount(), remembered != account {
            adw_action_row_set_subtitle(gtkCast(status),
                "This contacts file syncs with \(remembered.server)\(remembered.user.map { " as \($0)" } ?? ""); it cannot change account")
            return
        }
        let typed = String(cString: gtk_editable_get_text(gtkCast(password)))
        pendingPassword = typed.isEmpty || account.user == nil ? nil : (account, typed)
        // No password typed: the runner of this account keeps the one typed before (this
        // window's memory, for a session without a keyring), else reads the Secret Service.
        if pendingPassword != nil || controller.account != account {
            controller.runner = SyncController.runner(store: store, account: account, password: pendingPassword?.password)
            controller.account = account
        }
        controller.syncNow()
    }

    private func show(_ state: SyncController.State) {
        gtk_widget_set_sensitive(button, controller.isSyncing ? 0 : 1)
        switch state {
        case .idle:
            gtk_widget_set_visible(progress, 0)
            adw_action_row_set_subtitle(gtkCast(status), "Never")
        case .syncing(let step):
            gtk_widget_set_visible(progress, 1)
            gtk_progress_bar_set_fraction(gtkCast(progress), step.fraction)
            gtk_progress_bar_set_text(gtkCast(progress), step.text)
            adw_action_row_set_subtitle(gtkCast(status), "Syncing…")
        case .lastSync(let date, let summary):
            gtk_widget_set_visible(progress, 0)
            adw_action_row_set_subtitle(gtkCast(status), Self.dateText(date) + " — " + summary)
            rememberPassword()
        case .failed(let reason):
            gtk_widget_set_visible(progress, 0)
            pendingPassword = nil
            adw_action_row_set_subtitle(gtkCast(status), "Failed: " + reason.replacingOccurrences(of: "hello-contacts: ", with: ""))
        }
    }

    /// After a successful sync with a typed password: the account is remembered (the sync did),
    /// the password goes to the Secret Service and the field is cleared.
    private func rememberPassword() {
        guard let pending = pendingPassword, let user = pending.account.user else { return }
        pendingPassword = nil
        do throws(AccountKeyring.KeyringError) {
            try AccountKeyring.store(pending.password, server: pending.account.server, user: user)
            gtk_editable_set_text(gtkCast(password), "")
        } catch {
            adw_action_row_set_subtitle(gtkCast(status), "Synced, but the password was not stored: \(error)")
        }
    }

    static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }
}
