import ArgumentParser
import Foundation
import MosaicStore

/// `hello-contacts sync --db PATH --server URL [--user NAME] [--password-file FILE | --password-stdin [--remember-password]]`:
/// keeps the database in step with a CardDAV address book (``SyncEngine``: push, then pull)
/// and prints one line, `pushed N, pulled N, merged N, conflicts N`. The server is reached
/// before the database is written, so an unreachable server leaves it unchanged. The account
/// (server, user) is remembered in the database after a successful sync; the password never
/// is: with `--user` and neither `--password-file` nor `--password-stdin`, it comes from the
/// Secret Service (``AccountKeyring``), where `--remember-password` stores the given one after a
/// successful sync. A database remembering another account is refused (exit 64). Exit codes:
/// 0 synced, 1 the password file cannot be read or the password could not be remembered, 3 the
/// database cannot be used, 4 in use by another instance, 5 a network or server error (with
/// the reason), 6 the server refused the user name and password, or no password was given and
/// the Secret Service has none, 64 bad usage. The address book's URL found by discovery is remembered too, and the
/// next sync goes to it straight (discovering again when it answers 404, 405, 410 or a redirect).
struct SyncContacts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync the contacts with a CardDAV address book (push, then pull); prints what was done.",
        discussion: """
        URL is the server (the address book is found through /.well-known/carddav, \
        current-user-principal and addressbook-home-set) or the address book itself. The user's \
        order travels in each card as X-MOSAIC-ORDER. With --user and no password option, the \
        password comes from the Secret Service (schema org.mosaic.HelloContacts.Account); \
        --remember-password stores the given one there after a successful sync. Exit codes: \
        0 synced, 1 the password file cannot be read or the password not remembered, 3 the \
        database cannot be used, 4 in use, 5 network or server error, 6 authentication failed \
        or no password.
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

    @Flag(name: .customLong("remember-password"),
          help: "After a successful sync, store the password given by --password-file or --password-stdin in the Secret Service.")
    var rememberPassword = false

    func validate() throws {
        guard let url = URL(string: server), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host?.isEmpty == false else {
            throw ValidationError("--server must be an http:// or https:// URL with a host, e.g. https://dav.example.com/; got \(server)")
        }
        if passwordFile != nil, passwordStdin {
            throw ValidationError("give the password by --password-file FILE or --password-stdin, not both")
        }
        if rememberPassword, user == nil || (passwordFile == nil && !passwordStdin) {
            throw ValidationError("--remember-password stores the password of --user NAME given by --password-file FILE or --password-stdin; expected both")
        }
    }

    func run() throws {
        let given = try readPassword()
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
        let password = try given ?? keyringPassword()   // after the refusals that need no password
        // The address book found by the last sync's discovery (for this account): no discovery.
        let cached = remembered == nil ? nil : (try? store.syncCollection()).flatMap { $0 }.flatMap(URL.init(string:))
        let handle = Blocking.Handle(store)
        let outcome: Outcome = Blocking.run {
            do throws(SyncEngine.Failure) {
                let summary = try await SyncRun.run(handle.value, account: account, url: url, password: password, cached: cached)
                do throws(StoreError) { try handle.value.close() } catch { throw .store(error) }
                return .synced(summary)
            } catch {
                return .failed(error.exitCode, error.message)
            }
        }
        switch outcome {
        case .synced(let summary):
            print(summary)
            if rememberPassword, let user, let password {
                do throws(AccountKeyring.KeyringError) {
                    try AccountKeyring.store(password, server: server, user: user)
                } catch {
                    AppOutput.error("hello-contacts: sync: synced, but the password was not remembered: \(error)")
                    throw ExitCode(1)
                }
            }
        case .failed(let code, let message):
            AppOutput.error(message)
            throw ExitCode(code)
        }
    }

    enum Outcome: Sendable {
        case synced(SyncEngine.Summary)
        case failed(Int32, String)
    }

    /// With `--user` and no password option: the password the Secret Service holds for this
    /// server and user; exit 6 (saying what to give instead) when it holds none or is not there.
    /// Without `--user`: nil (no authentication).
    func keyringPassword() throws -> String? {
        guard let user else { return nil }
        let reason: String
        do throws(AccountKeyring.KeyringError) {
            if let stored = try AccountKeyring.password(server: server, user: user) { return stored }
            reason = "the Secret Service holds none for \(user) at \(server)"
        } catch {
            reason = "\(error)"
        }
        AppOutput.error("hello-contacts: sync: no password for \(user): \(reason); expected --password-file FILE or "
            + "--password-stdin (add --remember-password to store it in the Secret Service)")
        throw ExitCode(6)
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
