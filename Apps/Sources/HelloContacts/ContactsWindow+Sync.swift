import CAdwaita
import Foundation
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
        let last = (try? store.lastSync()).flatMap { $0 }.map { ($0.date, $0.summary) }
        let sync = SyncController(clock: MonotonicClock(), hop: GTKSyncLoop.hop, lastSync: last)
        if let account = try? store.syncAccount() {
            sync.runner = SyncController.runner(store: store, account: account)
            sync.account = account
        }
        // A sync writes through this window's store: its commits are not "external", so the
        // grid and the details (and their conflict banner) are read again when it ends.
        sync.onChange = { [unowned self] state in
            if case .lastSync = state { showStoreChanges() }
            if case .syncing(let progress) = state, progress.done > 0 { return }   // phases only
            log("sync \(Self.logLine(state))")
        }
        syncTimer = GTKSyncLoop.start(sync)
        syncController = sync
        return sync
    }

    /// Stops the periodic sync (the window closes).
    func stopSync() {
        if syncTimer != 0 { GTKSyncLoop.stop(syncTimer) }
        syncTimer = 0
    }

    /// Reads the database again after this window's own sync or conflict choice wrote to it:
    /// the grid animates to what changed, the details pane shows the contact's current card.
    func showStoreChanges() {
        guard !view.dragInProgress, view.requests.confirmationRequest == nil else {
            changeCounter = -1   // the periodic check for changes reloads once the gesture ends
            return
        }
        do {
            if try controller.reloadFromStore() {
                collection.animateAppChange()
                refreshChrome()
                log("reloaded \(controller.shownAndTotal.total)")
            }
        } catch {
            toast("Cannot read the database: \(error)")
        }
        details.refresh()
    }

    /// The sync state as the window's log writes it (`sync done pushed 0, pulled 3, …`).
    static func logLine(_ state: SyncController.State) -> String {
        switch state {
        case .idle: return "idle"
        case .syncing(let progress): return "syncing \(progress.text)"
        case .lastSync(_, let summary): return "done \(summary)"
        case .failed(let reason): return "failed \(reason)"
        }
    }

    /// Preferences (ctrl+comma, primary menu): the CardDAV account and Sync Now.
    func openPreferences() {
        AccountPreferences.present(over: gtkWindow, store: store, controller: startSync())
    }
}
