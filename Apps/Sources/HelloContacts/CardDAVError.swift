import Foundation
import NIOHTTP1

/// Why a CardDAV request failed: `sync` exits 6 for ``authentication``, 5 for the others.
enum CardDAVError: Error, CustomStringConvertible, Equatable {
    /// The server refused the user name and password (401).
    case authentication(String)
    /// The server could not be reached or the connection failed (refused, reset, timed out).
    case network(String)
    /// The server answered with an unexpected status.
    case status(Int, method: String, url: String, body: String)
    /// The server's answer could not be read as expected.
    case protocolViolation(String)

    var description: String {
        switch self {
        case .authentication(let reason): return "authentication failed: \(reason)"
        case .network(let reason): return "network error: \(reason)"
        case let .status(code, method, url, body):
            let excerpt = body.split(whereSeparator: \.isNewline).first.map { ": " + $0.prefix(200) } ?? ""
            return "server error: \(method) \(url) answered \(code) \(HTTPResponseStatus(statusCode: code).reasonPhrase)\(excerpt)"
        case .protocolViolation(let reason): return "server error: \(reason)"
        }
    }

    var isAuthentication: Bool {
        if case .authentication = self { return true }
        return false
    }
}

/// One HTTP answer.
struct CardDAVResponse: Sendable {
    var status: Int
    var body: Data
    var etag: String?
    var url: URL
    /// The `Date` header: when the server sent the answer (second resolution).
    var date: String? = nil
}
