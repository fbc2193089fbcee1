#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// File-system checks before SQLite opens a contacts database, so that a missing, unwritable
/// or misplaced file is reported in words instead of SQLite's generic "unable to open database
/// file".
enum DatabaseFile {
    /// Creates the missing parent directories of `path` and checks that the file (or, if it
    /// does not exist yet, its directory) can be written.
    ///
    /// Throws `StoreError` with `.unwritable`, e.g. "cannot create directory /a/b: /a is not a
    /// directory", "cannot create directory /a/b: permission denied", "is a directory",
    /// "file is not writable: permission denied".
    /// - Complexity: O(d) system calls for d path components.
    static func prepare(_ path: String) throws(StoreError) {
        guard !path.isEmpty else {
            throw StoreError(path: path, reason: "the path is empty", kind: .invalidRequest)
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        try createDirectories(directory, for: path)
        var status = stat()
        if stat(url.path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw StoreError(path: path, reason: "is a directory, not a database file", kind: .unwritable)
            }
            if access(url.path, R_OK | W_OK) != 0 {
                throw StoreError(path: path, reason: "file is not writable: \(lastErrorText())", kind: .unwritable)
            }
        } else if errno == ENOENT {
            if access(directory, W_OK | X_OK) != 0 {
                throw StoreError(
                    path: path, reason: "cannot create the file in \(directory): \(lastErrorText())",
                    kind: .unwritable)
            }
        } else {
            throw StoreError(path: path, reason: "cannot examine the file: \(lastErrorText())", kind: .unwritable)
        }
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
    private static func lastErrorText() -> String {
        let text = String(cString: strerror(errno))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
