#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// A real CardDAV server for a test, started from the Python virtual environment that
/// `scripts/carddav-servers` (run by `scripts/test`) creates at `.build/venv`: Radicale with
/// htpasswd (plain) authentication or Xandikos without authentication, each in a temporary
/// folder on a free loopback port.
///
/// ``shared(_:)`` gives a test a fresh, empty address book on the one server of that kind the
/// test process runs (started on first use, killed when the process exits): on Radicale a new
/// user whose home holds one book (so discovery from the server's root finds it), on Xandikos —
/// one principal, no authentication — a new address book whose URL the test syncs with
/// directly. ``init(_:)`` starts a server of the test's own (discovery from the root on both;
/// what ``stop()`` and ``start()`` need); releasing it ends the process and removes the folder.
final class CardDAVServer: @unchecked Sendable {
    enum Kind: String, CaseIterable, CustomStringConvertible, Sendable {
        case radicale, xandikos
        var description: String { rawValue }
    }

    /// The repository's `.build/venv`.
    static let venv = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/venv")

    /// True when both servers are installed in ``venv``.
    static var isAvailable: Bool {
        Kind.allCases.allSatisfy { FileManager.default.isExecutableFile(atPath: venv.appendingPathComponent("bin/\($0)").path) }
    }

    /// Why the sync tests are skipped when ``isAvailable`` is false.
    static let absentMessage = "the CardDAV servers are not installed: run scripts/carddav-servers (scripts/test does) to create .build/venv"

    let kind: Kind
    let port: Int
    let directory: URL
    /// The user and password Radicale accepts (Xandikos has no authentication).
    let user: String
    let password = "correct horse"
    /// The address book's path on the server.
    let bookPath: String
    /// True for a book on a shared server (which this object neither stops nor removes).
    let isShared: Bool
    private var process: Process?
    private var isRunning: Bool { process != nil }

    /// The URL a sync is given: the server's root (discovery starts there), or on a shared
    /// Xandikos the address book itself.
    var url: String { "http://127.0.0.1:\(port)" + (isShared && kind == .xandikos ? bookPath : "/") }

    /// Starts a server of `kind` of the test's own and waits (at most 30 s) until it accepts
    /// connections.
    init(_ kind: Kind) throws {
        self.kind = kind
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("carddav-\(kind)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        port = try Self.freePort()
        user = "alice"
        bookPath = kind == .radicale ? "/alice/contacts/" : "/user/contacts/addressbook/"
        isShared = false
        if kind == .radicale { try Self.addRadicaleUser(user, password: password, in: directory) }
        try start()
    }

    /// A book on `server`'s process (see ``shared(_:)``).
    private init(book: String, user: String, on server: CardDAVServer) {
        kind = server.kind
        port = server.port
        directory = server.directory
        self.user = user
        bookPath = book
        isShared = true
    }

    deinit {
        guard !isShared else { return }
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: [Kind: CardDAVServer] = [:]
    nonisolated(unsafe) private static var books = 0

    /// A fresh, empty address book on the test process' server of `kind` (started on first
    /// use; killed at exit).
    static func shared(_ kind: Kind) throws -> CardDAVServer {
        try lock.withLock {
            let server: CardDAVServer
            if let running = running[kind] {
                server = running
            } else {
                server = try CardDAVServer(kind)
                if running.isEmpty { atexit { CardDAVServer.killShared() } }
                running[kind] = server
            }
            books += 1
            switch kind {
            case .radicale:
                let user = "user\(books)"
                try addRadicaleUser(user, password: server.password, in: server.directory)
                return CardDAVServer(book: "/\(user)/contacts/", user: user, on: server)
            case .xandikos:
                let book = "/user/contacts/book\(books)/"
                let made = try server.send("MKCOL", book, body: """
                    <?xml version="1.0" encoding="utf-8"?><d:mkcol xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav">\
                    <d:set><d:prop><d:resourcetype><d:collection/><card:addressbook/></d:resourcetype></d:prop></d:set></d:mkcol>
                    """, headers: ["Content-Type": "application/xml; charset=utf-8"])
                guard made.status == 201 else {
                    throw ServerError(message: "Xandikos refused MKCOL \(book): \(made.status) \(made.body)")
                }
                return CardDAVServer(book: book, user: server.user, on: server)
            }
        }
    }

    /// Ends the shared servers and removes their folders (at the test process' exit).
    private static func killShared() {
        for server in running.values {
            server.stop()
            try? FileManager.default.removeItem(at: server.directory)
        }
    }

    /// Adds `user` to the htpasswd file in `directory` (Radicale reads it at every login) and
    /// makes their address book in its storage (Radicale creates the home, not a book).
    private static func addRadicaleUser(_ user: String, password: String, in directory: URL) throws {
        let users = directory.appendingPathComponent("users")
        let known = (try? String(contentsOf: users, encoding: .utf8)) ?? ""
        try Data((known + "\(user):\(password)\n").utf8).write(to: users, options: .atomic)
        let book = directory.appendingPathComponent("data/collection-root/\(user)/contacts")
        try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
        try Data(#"{"tag": "VADDRESSBOOK", "D:displayname": "Contacts"}"#.utf8)
            .write(to: book.appendingPathComponent(".Radicale.props"))
    }

    /// Starts the server (again, after ``stop()``) on the same port and folder.
    func start() throws {
        precondition(!isShared, "a shared server is never stopped or started by a test")
        precondition(!isRunning, "the server runs already")
        let process = Process()
        process.executableURL = Self.venv.appendingPathComponent("bin/\(kind)")
        let data = directory.appendingPathComponent("data")
        switch kind {
        case .radicale:
            process.arguments = [
                "--config", "", "--server-hosts", "127.0.0.1:\(port)", "--storage-filesystem-folder", data.path,
                "--auth-type", "htpasswd", "--auth-htpasswd-filename", directory.appendingPathComponent("users").path,
                "--auth-htpasswd-encryption", "plain", "--logging-level", "warning",
            ]
        case .xandikos:
            process.arguments = ["serve", "--defaults", "-d", data.path, "-l", "127.0.0.1", "-p", String(port)]
        }
        let log = directory.appendingPathComponent("server.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        self.process = process
        let deadline = Date().addingTimeInterval(30)
        while !Self.accepts(port) {
            guard process.isRunning, Date() < deadline else {
                stop()
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                throw ServerError(message: "\(kind) did not start on port \(port) within 30 s; its log:\n\(text)")
            }
            usleep(50_000)
        }
    }

    /// Ends the server process (SIGKILL — a child of the test process inherits its blocked
    /// SIGTERM — then waits).
    func stop() {
        precondition(!isShared, "a shared server is never stopped or started by a test")
        guard let process else { return }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        self.process = nil
    }

    struct ServerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// A loopback port no one listens on now (bound to 0, then released).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError(message: "socket() failed: errno \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int32 in
                guard bind(fd, pointer, length) == 0 else { return -1 }
                return getsockname(fd, pointer, &length)
            }
        }
        guard bound == 0 else { throw ServerError(message: "bind() failed: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// True when something accepts a TCP connection on loopback `port`.
    static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}

/// The harness itself: each server starts, answers on its port, and stops.
@Suite(.serialized, .enabled(if: CardDAVServer.isAvailable, Comment(rawValue: CardDAVServer.absentMessage)))
struct CardDAVServerTests {
    @Test(arguments: CardDAVServer.Kind.allCases)
    func startsAnswersAndStops(kind: CardDAVServer.Kind) throws {
        let server = try CardDAVServer(kind)
        #expect(CardDAVServer.accepts(server.port))
        server.stop()
        #expect(!CardDAVServer.accepts(server.port))
    }
}
