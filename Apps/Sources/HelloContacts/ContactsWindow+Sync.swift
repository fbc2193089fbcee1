import CAdwaita
import MosaicAnimation

/// The window's CardDAV sync: one ``SyncController`` per window, driven every second by
/// ``GTKSyncLoop`` (a periodic sync while the window is open, once an account is set up), and
/// the Preferences window (account, password in the keyring, Sync Now, last sync).
extension ContactsWindow {
    /// Starts the window's sync controller (once): with the database's remembered account, if
    /// any, its first sync is due at once; without one it waits for Preferences.
    @discardableResult
    func startSync() -> SyncController {
        if let syncController { return syncController }
        let sync = SyncController(clock: MonotonicClock(), hop: GTKSyncLoop.hop)
        if let account = try? store.syncAccount() { sync.runner = SyncController.runner(store: store, account: account) }
        syncTimer = GTKSyncLoop.start(sync)
        syncController = sync
        return sync
    }

    /// Stops the periodic sync (the window closes).
    func stopSync() {
        if syncTimer != 0 { GTKSyncLoop.stop(syncTimer) }
        syncTimer = 0
    }

    /// Preferences (ctrl+comma, primary menu): the CardDAV account and Sync Now.
    func openPreferences() {
        AccountPreferences.present(over: gtkWindow, store: store, controller: startSync())
    }
}
