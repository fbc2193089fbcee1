import ArgumentParser
import Foundation
import MosaicStore

/// `hello-contacts sync --db PATH --server URL [--user NAME] [--password-file FILE | --password-stdin]`:
/// keeps the database in step with a CardDAV address book (``SyncEngine``: push, then pull)
/// and prints one line, `pushed N, pulled N, merged N, conflicts N`. The server is reached
/// before the database is written, so an unreachable server leaves it unchanged. The account
/// (server, user) is remembered in the database after a successful sync; the password never
/// is; a database remembering another account is refused (exit 64). Exit codes: 0 synced, 1 the
/// password file cannot be read, 3 the database cannot be used, 4 in use by another instance,
/// 5 a network or server error (with the reason), 6 the server refused the user name and
/// password, 64 bad usage. The address book's URL found by discovery is remembered too, and the
/// next sync goes to it straight (discovering again when it answers 404, 405, 410 or a redirect).
struct SyncContacts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync the contacts with a CardDAV address book (push, then pull); prints what was done.",
        discussion: """
        URL is the server (the address book is found through /.well-known/carddav, \
        current-user-principal and addressbook-home-set) or the address book itself. The user's \
        order travels in each card as X-MOSAIC-ORDER. Exit codes: 0 synced, 1 the password file \
        cannot be read, 3 the database cannot be used, 4 in use, 5 network or server error, \
        6 authentication failed.
        """)

    @OptionGroup var database: DatabaseOptions

    @Option(name: .long, help: "The CardDAV server or address book URL (http or https).")
    var server: String

    @Option(name: .long, help: "The user name (Basic authentication).")
    var user: String?

    @Option(name: .customLong("password-file"), help: "A file holding the password (one trailing newline is ignored).")
    var passwordFile: String?

    @Flag(name: .customLong("password-stdin"), help: "Read the password from standard input.")
    var passwordStdin = false

    func validate() throws {
        guard let url = URL(string: server), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host?.isEmpty == false else {
            throw ValidationError("--server must be an http:// or https:// URL with a host, e.g. https://dav.example.com/; got \(server)")
        }
        if passwordFile != nil, passwordStdin {
            throw ValidationError("give the password by --password-file FILE or --password-stdin, not both")
        }
    }

    func run() throws {
        let password = try readPassword()
        let url = URL(string: server)!   // validated
        let account = SyncAccount(server: server, user: user)
        let lock = try database.lockIfExists()   // one instance per database (exit 4)
        let store = try database.open()
        let held = try lock ?? database.lock()
        defer { held.release() }
        // The records, ETags and token belong to one address book: another account is refused.
        let remembered: SyncAccount?
        do { remembered = try store.syncAccount() } catch {
            AppOutput.error("hello-contacts: \(error)")
            throw ExitCode(3)
        }
        if let remembered, remembered != account {
            AppOutput.error("hello-contacts: sync: \(database.path) syncs with \(remembered.server)"
                + (remembered.user.map { " as \($0)" } ?? "") + "; expected the same --server and --user (got \(server)"
                + (user.map { " as \($0)" } ?? "") + ")")
            throw ExitCode(64)
        }
        let user = self.user
        // The address book found by the last sync's discovery (for this account): no discovery.
        let cached = remembered == nil ? nil : (try? store.syncCollection()).flatMap { $0 }.flatMap(URL.init(string:))
        let handle = Blocking.Handle(store)
        let outcome: Outcome = Blocking.run {
            let store = handle.value
            do throws(SyncEngine.Failure) {
                var summary: SyncEngine.Summary?
                if let cached {
                    let client = CardDAVClient.connect(collection: cached, user: user, password: password)
                    do throws(SyncEngine.Failure) {
                        summary = try await SyncEngine.sync(store, with: client, account: account)
                    } catch .server(.status(let code, _, _, _)) where [301, 302, 307, 308, 404, 405, 410].contains(code) {
                        summary = nil   // the address book moved: discover it again
                    }
                }
                if summary == nil {
                    let client: CardDAVClient
                    do throws(CardDAVError) {
                        client = try await CardDAVClient.discover(server: url, user: user, password: password)
                    } catch {
                        throw .server(error)
                    }
                    summary = try await SyncEngine.sync(store, with: client, account: account)
                }
                guard let summary else { throw .server(.protocolViolation("no sync was run")) }
                do throws(StoreError) { try store.close() } catch { throw .store(error) }
                return .synced(summary)
            } catch {
                switch error {
                case .server(let error): return .failed(error.isAuthentication ? 6 : 5, "hello-contacts: sync: \(error)")
                case .store(let error): return .failed(3, "hello-contacts: \(error)")
                }
            }
        }
        switch outcome {
        case .synced(let summary):
            print(summary)
        case .failed(let code, let message):
            AppOutput.error(message)
            throw ExitCode(code)
        }
    }

    enum Outcome: Sendable {
        case synced(SyncEngine.Summary)
        case failed(Int32, String)
    }

    /// The password from `--password-file` or `--password-stdin` (one trailing newline dropped),
    /// or nil; exit 1 when the file cannot be read.
    func readPassword() throws -> String? {
        var data: Data?
        if let passwordFile {
            guard let contents = FileManager.default.contents(atPath: passwordFile) else {
                AppOutput.error("hello-contacts: sync: cannot read --password-file \(passwordFile): no such file or permission denied; expected a readable file holding the password")
                throw ExitCode(1)
            }
            data = contents
        } else if passwordStdin {
            data = FileHandle.standardInput.readDataToEndOfFile()
        }
        guard let data else { return nil }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\r\n") { text.removeLast() } else if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}

/// Runs async work from a synchronous command and waits for its result.
enum Blocking {
    /// A value handed to the one task that uses it (the caller waits meanwhile).
    final class Handle<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }
}
