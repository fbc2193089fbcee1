#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// File-system checks before SQLite opens a contacts database, so that a missing, unwritable,
/// empty or misplaced file is reported in words instead of SQLite's generic "unable to open
/// database file" — and so that an existing file is never mistaken for a new database.
enum DatabaseFile {
    /// What is at the path.
    enum State: Equatable {
        /// Nothing: a read-write open creates the database.
        case absent
        /// A regular file that starts like an SQLite database (its header was read).
        case existing
    }

    /// The smallest SQLite database: one page of the smallest page size.
    static let minimumSize = 512

    /// Checks `path` before any SQLite connection touches it.
    ///
    /// For `.readWrite` it creates the missing parent directories and checks that the file
    /// (or, if it does not exist yet, its directory) can be written; for `.readOnly` it only
    /// checks that an existing file can be read. An existing file must be a regular file of at
    /// least 512 bytes that starts with SQLite's header ("SQLite format 3"): an empty or
    /// near-empty file is an error, never a new database.
    ///
    /// Throws `StoreError`: `.unwritable` ("cannot create directory /a/b: /a is not a
    /// directory", "… permission denied", "is a directory", "file is not writable: permission
    /// denied"), `.corrupt` ("file is empty (0 bytes): …", "file is not a database").
    /// - Complexity: O(d) system calls for d path components, and a 16-byte read.
    static func examine(_ path: String, access mode: ContactStore.Access) throws(StoreError) -> State {
        guard !path.isEmpty else {
            throw StoreError(path: path, reason: "the path is empty", kind: .invalidRequest)
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        if mode == .readWrite { try createDirectories(directory, for: path) }
        var status = stat()
        if stat(url.path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw StoreError(path: path, reason: "is a directory, not a database file", kind: .unwritable)
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw StoreError(path: path, reason: "is not a regular file (a FIFO, socket or device), not a database file", kind: .corrupt)
            }
            let wanted = mode == .readWrite ? R_OK | W_OK : R_OK
            if access(url.path, wanted) != 0 {
                let what = mode == .readWrite ? "writable" : "readable"
                throw StoreError(path: path, reason: "file is not \(what): \(lastErrorText())", kind: .unwritable)
            }
            try checkHeader(path, size: Int(status.st_size))
            return .existing
        } else if errno == ENOENT {
            if mode == .readWrite, access(directory, W_OK | X_OK) != 0 {
                throw StoreError(
                    path: path, reason: "cannot create the file in \(directory): \(lastErrorText())",
                    kind: .unwritable)
            }
            return .absent
        } else {
            throw StoreError(path: path, reason: "cannot examine the file: \(lastErrorText())", kind: .unwritable)
        }
    }

    /// Refuses a file that is too short to be a database, does not start with SQLite's
    /// 16-byte magic string, or is not a whole number of its pages long (a cut file).
    private static func checkHeader(_ path: String, size: Int) throws(StoreError) {
        let rule = "an SQLite database is at least \(minimumSize) bytes; only a path that does not exist is created"
        if size == 0 {
            throw StoreError(path: path, reason: "file is empty (0 bytes), not a database (\(rule))", kind: .corrupt)
        }
        if size < minimumSize {
            let bytes = size == 1 ? "1 byte" : "\(size) bytes"
            throw StoreError(path: path, reason: "file is not a database: it is \(bytes) long (\(rule))", kind: .corrupt)
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw StoreError(path: path, reason: "cannot read the file: \(lastErrorText())", kind: .unwritable)
        }
        defer { _ = close(descriptor) }
        var header = [UInt8](repeating: 0, count: 18)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 18) }
        guard count == 18, header[0..<16].elementsEqual("SQLite format 3\0".utf8) else {
            throw StoreError(path: path, reason: "file is not a database", kind: .corrupt)
        }
        // SQLite only ever grows or shrinks a database by whole pages.
        let pageSize = header[16] == 0 && header[17] == 1 ? 65_536 : Int(header[16]) << 8 | Int(header[17])
        if pageSize >= minimumSize, size % pageSize != 0 {
            throw StoreError(
                path: path,
                reason: "database disk image is damaged: the file is \(size) bytes long, expected a multiple of its page size \(pageSize) (the file was cut or extended)",
                kind: .corrupt)
        }
    }

    /// Makes `temporary` (a complete database in the same directory) appear at `path` in one
    /// step, only if nothing is there: `link` then `unlink`, so a crash never leaves a
    /// half-made database at `path`, and a file another process created meanwhile wins.
    /// - Returns: false when `path` already exists (the caller opens that file instead).
    static func publish(_ temporary: String, at path: String) throws(StoreError) -> Bool {
        if link(temporary, path) != 0 {
            if errno == EEXIST { return false }
            // File systems without hard links: rename, after checking nothing appeared.
            guard errno == EPERM || errno == ENOTSUP || errno == ENOSYS else {
                throw StoreError(path: path, reason: "cannot create the file: \(lastErrorText())", kind: .unwritable)
            }
            if access(path, F_OK) == 0 { return false }
            guard rename(temporary, path) == 0 else {
                throw StoreError(path: path, reason: "cannot create the file: \(lastErrorText())", kind: .unwritable)
            }
        }
        syncDirectory(of: path)
        return true
    }

    /// `fsync` of the directory holding `path`, so a new name survives a power loss.
    private static func syncDirectory(of path: String) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = open(directory, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// Removes `path` and its SQLite side files, ignoring those that do not exist.
    static func removeWithSideFiles(_ path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { _ = unlink(path + suffix) }
    }

    /// True when the file system holding `path` (or its directory) has no block left.
    static func hasNoFreeSpace(near path: String) -> Bool {
        var info = statvfs()
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard statvfs(directory, &info) == 0 else { return false }
        return info.f_bavail == 0
    }

    /// The size of `path` in bytes, or nil when it does not exist.
    static func size(_ path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// `mkdir -p directory`, reporting the first component that is a file or cannot be made.
    private static func createDirectories(_ directory: String, for path: String) throws(StoreError) {
        var prefix = ""
        for component in URL(fileURLWithPath: directory).pathComponents {
            if component == "/" { prefix = "/"; continue }
            prefix = prefix.hasSuffix("/") ? prefix + component : prefix + "/" + component
            var status = stat()
            if stat(prefix, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw StoreError(
                        path: path, reason: "cannot create directory \(directory): \(prefix) is not a directory",
                        kind: .unwritable)
                }
                continue
            }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw StoreError(
                    path: path, reason: "cannot create directory \(prefix): \(lastErrorText())",
                    kind: .unwritable)
            }
        }
    }

    /// `strerror(errno)` starting with a lower-case letter ("permission denied").
    static func lastErrorText() -> String {
        let text = String(cString: strerror(errno))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
