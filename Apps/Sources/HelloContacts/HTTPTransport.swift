import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The CardDAV client's HTTP: async-http-client on SwiftNIO's event loops, which sleep in
/// `epoll_wait` while a server works (URLSession on Linux spent processor time waiting — a
/// local server on the same two cores was slowed by its own client).
///
/// - One pooled `HTTPClient` per timeout, made on first use and kept for the process (never
///   shut down: a process-wide pool, as `HTTPClient.shared` is), at most ``connectionsPerHost``
///   connections to a host, kept alive between requests.
/// - `timeout` is the longest silence while connecting or reading (not a deadline for the whole
///   answer: a 10,000-card listing may take minutes). A refused connection is not retried.
/// - Redirects (301, 302, 303, 307, 308) are followed here, at most ``maxRedirects``, with the
///   `Location` resolved against the URL that answered and the method, body and headers kept (a
///   `PROPFIND` to `/.well-known/carddav` stays a `PROPFIND`).
/// - The body is read whole, at most ``maxBody`` bytes.
enum HTTPTransport {
    /// One answer: status, headers, body and the URL that gave it (after redirects).
    struct Answer: Sendable {
        var status: Int
        var headers: HTTPHeaders
        var body: Data
        var url: URL
    }

    /// How many connections one client keeps open to a host at once.
    static let connectionsPerHost = 8
    /// How many redirects one request follows.
    static let maxRedirects = 5
    /// The largest body read (256 MiB: far above a 10,000-card listing with its cards).
    static let maxBody = 256 << 20

    /// Sends `method` to `url` with `headers` and `body`, following redirects. Throws
    /// ``CardDAVError/network(_:)`` when the server cannot be reached, the connection fails or
    /// stays silent `timeout` seconds, or redirects loop; ``CardDAVError/protocolViolation(_:)``
    /// for a URL that is not http(s) or a body over ``maxBody``.
    static func send(_ method: String, _ url: URL, headers: [(String, String)], body: Data?,
                     timeout: TimeInterval) async throws(CardDAVError) -> Answer {
        var target = url
        for _ in 0...maxRedirects {
            var request = HTTPClientRequest(url: target.absoluteString)
            request.method = HTTPMethod(rawValue: method)
            for (name, value) in headers { request.headers.add(name: name, value: value) }
            if let body {
                request.body = .bytes(ByteBuffer(bytes: body))
                request.headers.replaceOrAdd(name: "Content-Length", value: String(body.count))
            }
            let answer: Answer
            do {
                let response = try await client(timeout: timeout).execute(request, deadline: .distantFuture)
                let bytes = try await response.body.collect(upTo: maxBody)
                answer = Answer(status: Int(response.status.code), headers: response.headers, body: Data(bytes.readableBytesView), url: target)
            } catch let error as NIOTooManyBytesError {
                throw .protocolViolation("\(method) \(target.absoluteString): the answer is over \(maxBody >> 20) MiB (\(error))")
            } catch {
                throw .network("\(method) \(target.absoluteString): \(reason(error))")
            }
            guard [301, 302, 303, 307, 308].contains(answer.status) else { return answer }
            guard let location = answer.headers.first(name: "Location"),
                  let next = URL(string: location, relativeTo: target)?.absoluteURL else { return answer }
            target = next
        }
        throw .network("\(method) \(url.absoluteString): more than \(maxRedirects) redirects")
    }

    /// What went wrong, in words (NIO's errors print as type names otherwise).
    static func reason(_ error: any Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout: return "could not connect (timed out)"
            case .readTimeout: return "the server stopped answering (timed out)"
            case .deadlineExceeded: return "timed out"
            case .remoteConnectionClosed: return "the server closed the connection"
            default: return "\(error)"
            }
        }
        if error is IOError || error is ChannelError { return "could not connect: \(error)" }
        return "\(error)"
    }

    nonisolated(unsafe) private static var clients: [TimeInterval: HTTPClient] = [:]
    private static let lock = NSLock()

    /// The process's client for `timeout` (made on first use).
    static func client(timeout: TimeInterval) -> HTTPClient {
        lock.withLock {
            if let client = clients[timeout] { return client }
            var configuration = HTTPClient.Configuration()
            configuration.redirectConfiguration = .disallow
            let silence = TimeAmount.milliseconds(Int64(max(timeout, 0.001) * 1000))
            configuration.timeout = .init(connect: silence, read: silence)
            configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = connectionsPerHost
            // A refused connection fails the request at once (a stopped server: exit 5 now, as
            // with URLSession), not after retrying until the connect timeout.
            configuration.connectionPool.retryConnectionEstablishment = false
            configuration.decompression = .disabled
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[timeout] = client
            return client
        }
    }
}
