import Foundation

/// How many HTTP requests of each method a client sent (every attempt, retries included): what
/// `MOSAIC_SYNC_TRACE=1` prints (`sync: requests PROPFIND=1, PUT=1, REPORT=2`) and the tests
/// check — one moved contact is exactly one `PUT`. Thread-safe.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// Counts one request of `method`.
    func count(_ method: String) {
        lock.lock()
        counts[method, default: 0] += 1
        lock.unlock()
    }

    /// The counts so far, by method.
    var snapshot: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// `METHOD=N` for each method sent, by method name, comma-separated (`none` when none).
    static func line(_ counts: [String: Int]) -> String {
        counts.isEmpty ? "none" : counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
