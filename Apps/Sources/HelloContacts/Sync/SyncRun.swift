import Foundation
import MosaicStore

/// One sync of an open store with its account, as `sync` and the window's ``SyncController``
/// run it: straight to the address book found by an earlier discovery (`cached`), discovering
/// it again from `url` when there is none or it moved (301, 302, 307, 308, 404, 405, 410).
enum SyncRun {
    static func run(_ store: ContactStore, account: SyncAccount, url: URL, password: String?, cached: URL?,
                    progress: SyncProgress.Handler? = nil) async throws(SyncEngine.Failure) -> SyncEngine.Summary {
        if let cached {
            let client = CardDAVClient.connect(collection: cached, user: account.user, password: password)
            do throws(SyncEngine.Failure) {
                return try await SyncEngine.sync(store, with: client, account: account, progress: progress)
            } catch .server(.status(let code, _, _, _)) where [301, 302, 307, 308, 404, 405, 410].contains(code) {
                // the address book moved: discover it again
            }
        }
        progress?(SyncProgress(phase: .connecting))
        let client: CardDAVClient
        do throws(CardDAVError) {
            client = try await CardDAVClient.discover(server: url, user: account.user, password: password)
        } catch {
            throw .server(error)
        }
        return try await SyncEngine.sync(store, with: client, account: account, progress: progress)
    }
}

extension SyncEngine.Failure {
    /// `sync`'s exit code: 6 authentication refused, 5 another server or network error, 3 the database.
    var exitCode: Int32 {
        switch self {
        case .server(let error): return error.isAuthentication ? 6 : 5
        case .store: return 3
        }
    }

    /// The line `sync` prints on standard error.
    var message: String {
        switch self {
        case .server(let error): return "hello-contacts: sync: \(error)"
        case .store(let error): return "hello-contacts: \(error)"
        }
    }
}

/// How far a sync is: its phase and, while pushing or pulling cards, how many of how many.
struct SyncProgress: Hashable, Sendable {
    /// A sync's phases, in order.
    enum Phase: String, Hashable, Sendable {
        case connecting, pushing, pulling, saving
    }

    /// Called from the sync's task (any thread) as it advances.
    typealias Handler = @Sendable (SyncProgress) -> Void

    var phase: Phase
    /// Cards done in this phase.
    var done = 0
    /// Cards this phase has to do (0: not known yet).
    var total = 0

    /// 0…1 over the whole sync (pushing the first half, pulling the second), for a progress bar.
    var fraction: Double {
        let part = total > 0 ? min(1, Double(done) / Double(total)) : 0
        switch phase {
        case .connecting: return 0
        case .pushing: return 0.5 * part
        case .pulling: return 0.5 + 0.45 * part
        case .saving: return 0.95
        }
    }

    /// "Pushing 3 of 10", "Pulling", "Saving"…, for a label.
    var text: String {
        let name = phase.rawValue.prefix(1).uppercased() + phase.rawValue.dropFirst()
        return total > 0 ? "\(name) \(done) of \(total)" : String(name)
    }
}
