import Foundation

/// The sync requests of a ``CardDAVClient``: sync-collection (or a full listing), multiget in
/// batches, conditional PUT and DELETE.
extension CardDAVClient {
    /// The result of a sync-collection REPORT.
    struct Changes: Sendable {
        /// Changed or new members: path → ETag.
        var changed: [(href: String, etag: String)]
        /// Deleted members' paths.
        var deleted: [String]
        /// The new token.
        var token: String?
        /// True when it lists every member (no token was given, or the token was refused).
        var isFull: Bool
        /// The cards the server sent with the listing (asked `withData` and the server gave
        /// `address-data` in sync-collection — Radicale does, Xandikos answers 404 for it):
        /// path → (ETag, vCard text). The others are fetched by multiget.
        var cards: [String: (etag: String, text: String)] = [:]
    }

    /// REPORT sync-collection with `token` (nil: everything); `withData` asks each changed
    /// member's `address-data` too (RFC 6578 lets a client ask any property), which saves the
    /// multigets on a server that answers it. A refused token (403/412 `valid-sync-token`) or a
    /// server without sync-collection gets one full listing instead (without data: most of its
    /// members are known).
    func changes(since token: String?, withData: Bool = false) async throws(CardDAVError) -> Changes {
        let data = withData ? "<card:address-data/>" : ""
        let body = """
            <?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:" \
            xmlns:card="urn:ietf:params:xml:ns:carddav"><d:sync-token>\(DAVXML.escape(token ?? ""))</d:sync-token>\
            <d:sync-level>1</d:sync-level><d:prop><d:getetag/>\(data)</d:prop></d:sync-collection>
            """
        let response = try await request("REPORT", collection, body: body, headers: ["Depth": "1"])
        if response.status != 207 {
            let text = String(decoding: response.body, as: UTF8.self)
            if token != nil, [403, 409, 412].contains(response.status) { return try await changes(since: nil) }
            if token == nil, [400, 403, 404, 405, 501].contains(response.status), !text.contains("valid-sync-token") {
                return try await fullListing()
            }
            throw .status(response.status, method: "REPORT", url: collection.absoluteString, body: text)
        }
        let parsed = try DAVXML.parse(response.body)
        var changes = Changes(changed: [], deleted: [], token: DAVXML.syncToken(response.body), isFull: token == nil)
        let own = Self.path(collection)
        for item in parsed {
            let href = Self.path(resolve(item.href))
            guard href != own else { continue }
            if item.status == 404 { changes.deleted.append(href) } else if let etag = item.etag {
                changes.changed.append((href, etag))
                if let text = item.addressData { changes.cards[href] = (etag, text) }
            }
        }
        return changes
    }

    /// Every member with its ETag (PROPFIND Depth 1), for a server without sync-collection.
    func fullListing() async throws(CardDAVError) -> Changes {
        let own = Self.path(collection)
        let listed = try await propfind(collection, depth: 1, prop: "<d:getetag/>")
        let changed = listed.compactMap { item -> (String, String)? in
            let href = Self.path(resolve(item.href))
            guard href != own, let etag = item.etag else { return nil }
            return (href, etag)
        }
        return Changes(changed: changed, deleted: [], token: nil, isFull: true)
    }

    /// The cards at `hrefs` (addressbook-multiget in batches of ``batchSize``, at most
    /// ``multigetConcurrency`` at once): path → (ETag,
    /// vCard text). Members gone meanwhile are left out.
    func cards(_ hrefs: [String]) async throws(CardDAVError) -> [String: (etag: String, text: String)] {
        var result: [String: (etag: String, text: String)] = [:]
        let batches = stride(from: 0, to: hrefs.count, by: Self.batchSize).map { Array(hrefs[$0..<min(hrefs.count, $0 + Self.batchSize)]) }
        do {
            try await BoundedConcurrency.forEach(batches, limit: Self.multigetConcurrency) { batch in
                try await self.multiget(batch)
            } handle: { cards in
                result.merge(cards) { a, _ in a }
            }
        } catch let error as CardDAVError {
            throw error
        } catch {
            throw .network("\(error)")
        }
        return result
    }

    /// How many multiget requests are in flight at once: 4, or `MOSAIC_SYNC_PARALLEL` from the
    /// environment (at least 1) — for measuring (`scripts/sync-bench`).
    static let multigetConcurrency = ProcessInfo.processInfo.environment["MOSAIC_SYNC_PARALLEL"].flatMap(Int.init).map { max(1, $0) } ?? 4

    /// One addressbook-multiget of `batch`.
    func multiget(_ batch: [String]) async throws(CardDAVError) -> [String: (etag: String, text: String)] {
        var result: [String: (etag: String, text: String)] = [:]
        let body = """
            <?xml version="1.0" encoding="utf-8"?><card:addressbook-multiget xmlns:d="DAV:" \
            xmlns:card="urn:ietf:params:xml:ns:carddav"><d:prop><d:getetag/><card:address-data/></d:prop>\
            \(batch.map { "<d:href>\(DAVXML.escape($0))</d:href>" }.joined())</card:addressbook-multiget>
            """
        let response = try await expect([207], "REPORT", collection, body: body, headers: ["Depth": "1"])
        for item in try DAVXML.parse(response.body) where item.status < 300 {
            guard let etag = item.etag, let data = item.addressData else { continue }
            result[Self.path(resolve(item.href))] = (etag, data)
        }
        return result
    }

    /// PUT `text` at `href`: `ifMatch` an ETag (a change), nil a new card (`If-None-Match: *`).
    /// - Returns: the new ETag, or nil on 412 (the server's copy changed or exists).
    func put(_ text: String, at href: String, ifMatch: String?) async throws(CardDAVError) -> String?? {
        let headers = ifMatch.map { ["If-Match": $0] } ?? ["If-None-Match": "*"]
        let response = try await expect([200, 201, 204, 412], "PUT", resolve(href), body: text, headers: headers)
        if response.status == 412 { return .none }
        return .some(response.etag)
    }

    /// DELETE `href` if its ETag is still `etag`. - Returns: false on 412 (changed on the server).
    func delete(_ href: String, ifMatch etag: String) async throws(CardDAVError) -> Bool {
        let response = try await expect([200, 204, 404, 412], "DELETE", resolve(href), headers: ["If-Match": etag])
        return response.status != 412
    }

    /// A new member's path in the collection for a card with `uid`.
    func newHref(uid: String) -> String {
        let safe = uid.unicodeScalars.map { scalar -> String in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "-_.".unicodeScalars.contains(scalar)
                ? String(scalar) : "_"
        }.joined()
        var base = Self.path(collection)
        if !base.hasSuffix("/") { base += "/" }
        return base + safe + ".vcf"
    }
}
