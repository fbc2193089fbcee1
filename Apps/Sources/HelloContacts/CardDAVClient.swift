import Foundation

/// A CardDAV client (RFC 6352, sync-collection RFC 6578) on ``HTTPTransport`` (async-http-client)
/// and XMLParser: discovery, sync-collection, multiget in batches, conditional PUT and DELETE.
/// Basic authentication is sent preemptively; a 401 answer is an authentication failure
/// (``CardDAVError/authentication(_:)``). Redirects are resolved against the URL that answered
/// (a relative `Location` loses its trailing slash otherwise) and keep the method and body.
final class CardDAVClient: Sendable {
    /// The address book collection's URL (after discovery).
    let collection: URL
    /// The longest silence (seconds) while connecting to or reading from the server.
    let timeout: TimeInterval
    private let authorization: String?
    /// How many requests of each method this client sent (``RequestCounter``).
    let requests = RequestCounter()

    /// Multiget batch size: 100, or `MOSAIC_SYNC_BATCH` from the environment (at least 1) — for
    /// measuring (`scripts/sync-bench`); 100 to 500 took alike at 10,000 contacts.
    static let batchSize = ProcessInfo.processInfo.environment["MOSAIC_SYNC_BATCH"].flatMap(Int.init).map { max(1, $0) } ?? 100

    private init(collection: URL, timeout: TimeInterval, authorization: String?) {
        self.collection = collection
        self.timeout = timeout
        self.authorization = authorization
    }

    /// Connects to `server` and finds the address book: `server` itself when it is an address
    /// book collection, else `/.well-known/carddav` (or `server`) → `current-user-principal` →
    /// `addressbook-home-set` → the first address book of the home.
    static func discover(server: URL, user: String?, password: String?, timeout: TimeInterval = 120) async throws(CardDAVError) -> CardDAVClient {
        let probe = connect(collection: server, user: user, password: password, timeout: timeout)
        if try await probe.isAddressBook(server) { return probe }
        let start = server.path.isEmpty || server.path == "/" ? URL(string: "/.well-known/carddav", relativeTo: server)!.absoluteURL : server
        var principal = try await probe.hrefProperty(start, depth: 0, prop: "<d:current-user-principal/>",
                                                     namespace: DAVXML.dav, name: "current-user-principal")
        if principal == nil, start != server {
            principal = try await probe.hrefProperty(server, depth: 0, prop: "<d:current-user-principal/>",
                                                     namespace: DAVXML.dav, name: "current-user-principal")
        }
        guard let principal else {
            throw .protocolViolation("\(server.absoluteString) is not an address book and names no current-user-principal; expected a CardDAV server or address book URL")
        }
        guard let home = try await probe.hrefProperty(principal, depth: 0, prop: "<card:addressbook-home-set/>",
                                                      namespace: DAVXML.carddav, name: "addressbook-home-set") else {
            throw .protocolViolation("principal \(principal.absoluteString) names no addressbook-home-set")
        }
        let listing = try await probe.propfind(home, depth: 1, prop: "<d:resourcetype/><d:displayname/>")
        guard let book = listing.first(where: { $0.isAddressBook && $0.status < 300 }) else {
            throw .protocolViolation("the address book home \(home.absoluteString) holds no address book")
        }
        return CardDAVClient(collection: probe.resolve(book.href), timeout: timeout, authorization: probe.authorization)
    }

    /// A client of the address book at `collection`, without discovery (a URL found before):
    /// no request is sent until one is asked for.
    static func connect(collection: URL, user: String?, password: String?, timeout: TimeInterval = 120) -> CardDAVClient {
        let authorization = user.map { "Basic " + Data("\($0):\(password ?? "")".utf8).base64EncodedString() }
        return CardDAVClient(collection: collection, timeout: timeout, authorization: authorization)
    }

    // MARK: - Requests

    /// A request with the method, headers and body, authorized preemptively. A server busy
    /// with another writer (423 Locked — Xandikos' repository lock under concurrent PUTs — or
    /// 503) is asked again after 0.05, 0.1, 0.2… s, at most ``busyRetries`` times.
    func request(_ method: String, _ url: URL, body: String? = nil, headers: [String: String] = [:]) async throws(CardDAVError) -> CardDAVResponse {
        var attempt = 0
        while true {
            let response = try await send(method, url, body: body, headers: headers)
            guard [423, 503].contains(response.status), attempt < Self.busyRetries else { return response }
            try? await Task.sleep(nanoseconds: 50_000_000 << UInt64(min(attempt, 5)))
            attempt += 1
        }
    }

    /// How many times a busy answer (423, 503) is retried.
    static let busyRetries = 8

    /// One request, as ``request(_:_:body:headers:)`` without the retries.
    func send(_ method: String, _ url: URL, body: String? = nil, headers: [String: String] = [:]) async throws(CardDAVError) -> CardDAVResponse {
        var fields: [(String, String)] = []
        if body != nil {
            fields.append(("Content-Type", method == "PUT" ? "text/vcard; charset=utf-8" : "application/xml; charset=utf-8"))
        }
        if let authorization { fields.append(("Authorization", authorization)) }
        fields += headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        requests.count(method)
        let answer = try await HTTPTransport.send(method, url, headers: fields, body: body.map { Data($0.utf8) }, timeout: timeout)
        if answer.status == 401 {
            throw .authentication("\(url.absoluteString) answered 401 Unauthorized")
        }
        return CardDAVResponse(status: answer.status, body: answer.body, etag: answer.headers.first(name: "ETag"),
                               url: answer.url, date: answer.headers.first(name: "Date"))
    }

    /// A request that must answer one of `expected`.
    func expect(_ expected: Set<Int>, _ method: String, _ url: URL, body: String? = nil,
                headers: [String: String] = [:]) async throws(CardDAVError) -> CardDAVResponse {
        let response = try await request(method, url, body: body, headers: headers)
        guard expected.contains(response.status) else {
            throw .status(response.status, method: method, url: url.absoluteString, body: String(decoding: response.body, as: UTF8.self))
        }
        return response
    }

    /// PROPFIND with these properties (`d:`, `card:`, `cs:` prefixes declared).
    func propfind(_ url: URL, depth: Int, prop: String) async throws(CardDAVError) -> [DAVXML.Response] {
        let response = try await expect([207], "PROPFIND", url, body: Self.propfindBody(prop), headers: ["Depth": String(depth)])
        return try DAVXML.parse(response.body)
    }

    /// A PROPFIND body asking `prop` (`d:`, `card:`, `cs:` prefixes declared).
    static func propfindBody(_ prop: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav" \
        xmlns:cs="http://calendarserver.org/ns/"><d:prop>\(prop)</d:prop></d:propfind>
        """
    }

    /// The first href inside property `name` of `url`, resolved, or nil.
    func hrefProperty(_ url: URL, depth: Int, prop: String, namespace: String, name: String) async throws(CardDAVError) -> URL? {
        let responses: [DAVXML.Response]
        do { responses = try await propfind(url, depth: depth, prop: prop) } catch {
            if case .status(let code, _, _, _) = error, code == 404 || code == 405 || code == 403 { return nil }
            throw error
        }
        for response in responses {
            if let href = response.hrefs[DAVXML.key(namespace, name)]?.first { return resolve(href) }
        }
        return nil
    }

    /// True when `url` is an address book collection.
    func isAddressBook(_ url: URL) async throws(CardDAVError) -> Bool {
        guard !url.path.isEmpty, url.path != "/" else { return false }
        let responses: [DAVXML.Response]
        do { responses = try await propfind(url, depth: 0, prop: "<d:resourcetype/>") } catch {
            if case .status = error { return false }
            throw error
        }
        return responses.first?.isAddressBook ?? false
    }

    /// `href` resolved against the collection.
    func resolve(_ href: String) -> URL {
        URL(string: href, relativeTo: collection)?.absoluteURL ?? collection
    }

    /// The path of `url` (the form hrefs are compared in).
    static func path(_ url: URL) -> String {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
    }
}
