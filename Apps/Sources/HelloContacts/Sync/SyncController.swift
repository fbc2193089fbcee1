import Foundation
import MosaicAnimation
import MosaicStore

/// The window's sync, without a window: what the "Sync Now" button, its progress bar and the
/// last-sync line show (``state``), the sync run on demand (``syncNow()``) and every
/// ``interval`` seconds while the window is open (``tick()``, called by the window's timer,
/// reading the injected ``TimeSource``).
///
/// Threading: every method is called, and ``onChange`` called back, on the thread that owns
/// the controller (the GTK main loop). A sync runs in a detached task; its progress and result
/// come back through the injected `hop` (GTK: `g_idle_add`; tests: a queue they drain). One
/// sync at a time: ``syncNow()`` while syncing does nothing.
final class SyncController: @unchecked Sendable {
    /// What the window shows.
    enum State: Equatable, Sendable {
        /// No sync has run yet (and none is known).
        case idle
        /// A sync is running: how far it is.
        case syncing(SyncProgress)
        /// The last sync succeeded at this date with this summary (`pushed 1, pulled 0, …`).
        case lastSync(Date, String)
        /// The last sync failed: why (the line `sync` would print).
        case failed(String)
    }

    /// Runs one sync, reporting progress through the handler (from any thread).
    typealias Runner = @Sendable (_ progress: @escaping SyncProgress.Handler) async -> Result<SyncEngine.Summary, SyncEngine.Failure>
    /// Runs a closure on the controller's thread, later.
    typealias Hop = @Sendable (@escaping @Sendable () -> Void) -> Void

    /// The state now; ``onChange`` hears every change.
    private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// Called on the controller's thread after each change of ``state``.
    var onChange: ((State) -> Void)?

    /// The sync to run; nil while no account is set up (``tick()`` does nothing then).
    var runner: Runner?
    /// The account ``runner`` syncs (nil: not known), for the Preferences window to tell
    /// whether its fields describe another one.
    var account: SyncAccount?

    /// Seconds between periodic syncs (counted from the start of the last one).
    let interval: Double

    private let clock: TimeSource
    private let date: @Sendable () -> Date
    private let hop: Hop
    private var nextDue: Double
    private var running = false

    /// A controller: `clock` times the periodic syncs (the first is due at once), `date` stamps
    /// the last sync, `hop` brings results back to this thread. `lastSync` shows a sync known
    /// from before. - Precondition: `interval` > 0.
    init(clock: TimeSource, interval: Double = 15 * 60, date: @escaping @Sendable () -> Date = { Date() },
         hop: @escaping Hop, runner: Runner? = nil, lastSync: (Date, String)? = nil) {
        precondition(interval > 0 && interval.isFinite, "a sync interval is a positive number of seconds")
        self.clock = clock
        self.interval = interval
        self.date = date
        self.hop = hop
        self.runner = runner
        self.nextDue = clock.now
        self.state = lastSync.map { .lastSync($0.0, $0.1) } ?? .idle
    }

    /// True while a sync runs.
    var isSyncing: Bool { running }

    /// Starts a sync now (the "Sync Now" button), unless one runs or no account is set.
    /// - Returns: the sync's task (tests await it), or nil when none was started.
    @discardableResult
    func syncNow() -> Task<Void, Never>? {
        guard !running, let runner else { return nil }
        running = true
        nextDue = clock.now + interval
        state = .syncing(SyncProgress(phase: .connecting))
        let hop = self.hop
        return Task.detached { [self] in
            let result = await runner { progress in hop { self.report(progress) } }
            hop { self.finish(result) }
        }
    }

    /// The periodic sync: starts one when ``interval`` has passed since the last start (called
    /// by the window's timer, e.g. once a second). - Returns: the task, as ``syncNow()``.
    @discardableResult
    func tick() -> Task<Void, Never>? {
        guard !running, runner != nil, clock.now >= nextDue else { return nil }
        return syncNow()
    }

    private func report(_ progress: SyncProgress) {
        guard running else { return }
        state = .syncing(progress)
    }

    private func finish(_ result: Result<SyncEngine.Summary, SyncEngine.Failure>) {
        precondition(running, "a sync finished that was not running")
        running = false
        switch result {
        case .success(let summary): state = .lastSync(date(), summary.description)
        case .failure(let failure): state = .failed(failure.message)
        }
    }
}

extension SyncController {
    /// The runner of the app: syncs `store` with `account`, with `password` when given, else the
    /// one the Secret Service holds, read at each run (``AccountKeyring``; none: an
    /// authentication failure saying so).
    static func runner(store: ContactStore, account: SyncAccount, password given: String? = nil) -> Runner? {
        guard let url = URL(string: account.server) else { return nil }
        let handle = Blocking.Handle(store)
        return { progress in
            var password = given
            if let user = account.user, password == nil {
                do throws(AccountKeyring.KeyringError) {
                    password = try AccountKeyring.password(server: account.server, user: user)
                } catch {
                    return .failure(.server(.authentication("no password: \(error)")))
                }
                guard password != nil else {
                    return .failure(.server(.authentication("no password stored for \(user); enter it in Preferences")))
                }
            }
            // The records, ETags and token belong to one address book (as `sync` refuses another account).
            let remembered = (try? handle.value.syncAccount()).flatMap { $0 }
            if let remembered, remembered != account {
                return .failure(.server(.protocolViolation("this database syncs with \(remembered.server); expected that server and user")))
            }
            let cached: URL? = remembered == nil ? nil
                : (try? handle.value.syncCollection()).flatMap { $0 }.flatMap(URL.init(string:))
            do throws(SyncEngine.Failure) {
                return .success(try await SyncRun.run(handle.value, account: account, url: url, password: password,
                                                      cached: cached, progress: progress))
            } catch {
                return .failure(error)
            }
        }
    }
}
