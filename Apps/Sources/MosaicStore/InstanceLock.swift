#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One app instance per database file: an advisory `flock` on the database file itself — no
/// lock file beside it, nothing left after a crash (the kernel drops the lock with the
/// process). An instance that writes holds it exclusively for its whole run; a reader (`list`,
/// `export`) holds it shared while it reads, so no instance starts writing under it, and
/// never waits for it.
///
/// `flock` locks are independent of SQLite's POSIX byte-range locks on Linux. Release the
/// lock only after every SQLite connection of this process to the file is closed: closing any
/// descriptor of a file drops the process's POSIX locks on it.
public final class InstanceLock {
    /// The database file.
    public let path: String
    /// True for the exclusive lock of an instance that writes.
    public let isExclusive: Bool
    private var descriptor: Int32

    /// Takes the exclusive lock of `path`, waiting up to `waiting` seconds for readers (a
    /// `list` holds it shared for milliseconds).
    /// - Throws: ``InstanceLockError``: `.inUse` when another instance holds it; `.cannotOpen`
    ///   when the file cannot be opened for reading.
    public init(exclusiveOn path: String, waiting: Double = 1) throws(InstanceLockError) {
        self.path = path
        isExclusive = true
        descriptor = try Self.openDescriptor(path)
        let deadline = Date().addingTimeInterval(max(0, waiting))
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                _ = close(descriptor)
                descriptor = -1
                throw InstanceLockError(path: path, kind: .inUse)
            }
            usleep(5_000)
        }
    }

    /// Takes the shared lock of `path` without waiting; nil when an instance holds the
    /// exclusive lock (or the file cannot be opened).
    public init?(sharedOn path: String) {
        self.path = path
        isExclusive = false
        guard let descriptor = try? Self.openDescriptor(path) else { return nil }
        guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else {
            _ = close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    private static func openDescriptor(_ path: String) throws(InstanceLockError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InstanceLockError(path: path, kind: .cannotOpen(String(cString: strerror(errno))))
        }
        return descriptor
    }

    /// Releases the lock (also at deinit and at the process's exit). Idempotent.
    public func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        _ = close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

/// The database file is in use by another instance, or cannot be opened to lock it.
public struct InstanceLockError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// Another instance holds the file's exclusive lock.
        case inUse
        /// The file could not be opened (the reason in words).
        case cannotOpen(String)
    }

    /// The database file.
    public var path: String
    /// What went wrong.
    public var kind: Kind

    /// An error about the file at `path`.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// What went wrong, in words: `in use by another instance (…)`, or `cannot lock the file: …`.
    public var reason: String {
        switch kind {
        case .inUse: "in use by another instance (it holds the file's lock); quit that one first, or use another --db"
        case .cannotOpen(let reason): "cannot lock the file: \(reason)"
        }
    }

    /// `FILE: REASON`.
    public var description: String { "\(path): \(reason)" }
}

/// How a read-only connection opens a database so that it writes nothing beside it.
public enum ReadOnlyOpening {
    /// The name to give SQLite for reading `path` without creating anything:
    /// `file:…?immutable=1` for a WAL database with no `-wal` file — closed cleanly, its main
    /// file holds every commit, and no connection is open (an open one keeps `-wal`) — where a
    /// read-only connection would otherwise leave an empty `-wal` and a 32 KiB `-shm` behind;
    /// the plain path otherwise: a rollback-journal database (a read-only connection creates
    /// nothing), or a `-wal` that exists (a writer is open, or a crash left commits there: they
    /// are read through the `-shm` index that is there — SQLite creates it if it is missing).
    public static func name(for path: String) -> String {
        guard !FileManager.default.fileExists(atPath: path + "-wal"), isWAL(path) else { return path }
        return immutableURI(path)
    }

    /// True when the file's header says WAL (bytes 18 and 19 are 2).
    static func isWAL(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let header = handle.readData(ofLength: 20)
        return header.count == 20 && header[18] == 2 && header[19] == 2
    }

    /// `file:/absolute/path?immutable=1`, with `%`, `?` and `#` escaped.
    public static func immutableURI(_ path: String) -> String {
        var absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        while absolute.hasPrefix("//") { absolute.removeFirst() }
        let escaped = absolute
            .replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "?", with: "%3f")
            .replacingOccurrences(of: "#", with: "%23")
        return "file:" + escaped + "?immutable=1"
    }
}
