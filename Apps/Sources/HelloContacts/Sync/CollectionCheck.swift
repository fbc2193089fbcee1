import Foundation
import MosaicStore

/// What one Depth 0 PROPFIND of the address book said about it: its `getctag` and
/// `getlastmodified` (each when asked and given), and whether that modification date provably
/// predates every change made after it was read (``CollectionCheck/isSettled(modified:date:elapsed:)``).
struct CollectionState: Hashable, Sendable {
    var tag: String?
    var modified: String?
    var settled = false
    /// How long (seconds) to wait before a new read gives a settled date: nil when it is
    /// settled already, or there is no date or no server clock to tell.
    var settlesIn: TimeInterval?

    /// The modification date to store with the token: only a settled one.
    var storable: String? { settled ? modified : nil }
}

/// How a sync with a token and nothing to push decides, in one request, that nothing changed
/// on the server since its last listing — and skips the `sync-collection` REPORT.
///
/// - `getctag` (read before the last REPORT, stored with its token) unchanged: nothing changed.
/// - `getlastmodified` of the collection unchanged: nothing changed, *provided* (1) the stored
///   value was settled when read — the server's `Date` minus the request's round trip is at
///   least ``margin`` after it, so any later change bears a later second (HTTP dates have second
///   resolution; one more second covers coarse file-system clocks) — and (2) this server was
///   seen to change it whenever its tag changed (``ContactStore/ModifiedEvidence``): both are
///   read in the same request until then, a tag change without a date change distrusts the
///   date for good, and a trusted date is checked against the tag again after
///   ``revalidation``. Radicale computes the date from its files' times (a `stat` each, no
///   read) and the tag from every member's cache entry: at 10,000 contacts the date is several
///   times cheaper.
///
/// - A first listing (no token yet) that reads a tag and a settled date trusts the date
///   provisionally: the first sync with nothing changed right after an initial pull asks the
///   date alone. The tag is asked with it again ``provisional`` seconds later (or at the first
///   sync that writes, which changes both): a server whose date did not follow would then show
///   a changed tag under the same date and is distrusted for good — until then, another device's
///   change could wait that long, never longer, and is never lost (the token still lists it).
/// - A sync that wrote (or read a date within ``margin`` of a change) on an address book of at
///   least ``settleAt`` members waits until the date settles and reads it again before its
///   REPORT (once, at most ``margin`` + 1 s): the next sync with nothing changed then asks the
///   date alone, where the tag costs much (Radicale: ~0.9 s at 10,000). Below that the tag is
///   cheap: a sync that wrote asks it with the date and stores it, and the next decides by it.
///   A change made by another client in the second of the stored date is never missed: the
///   date is stored only once the server's clock is ``margin`` past it, so every later change
///   bears a later second.
///
/// Nothing is lost if a server's date ever lied: the REPORT of a later sync still lists every
/// change since the stored token, and pushes are conditional (`If-Match`) whatever was skipped.
struct CollectionCheck {
    /// How long after its date was last seen to agree with the tag a trusted date is used
    /// alone.
    static let revalidation: TimeInterval = 3600
    /// How far (seconds) the server's clock must be past a modification date for it to be settled.
    static let margin: TimeInterval = 2
    /// How long a date trusted from a first listing alone is used before the tag is asked
    /// with it again.
    static let provisional: TimeInterval = 600
    /// From how many members a sync waits for a settled date (``CollectionState/settlesIn``)
    /// rather than leave the next no-op to the tag: 2,000, or `MOSAIC_SYNC_SETTLE_AT` from the
    /// environment (tests that exercise the wait on a small book).
    static let settleAt = ProcessInfo.processInfo.environment["MOSAIC_SYNC_SETTLE_AT"].flatMap(Int.init).map { max(0, $0) } ?? 2_000

    /// The tag and (settled) date stored with the token.
    var storedTag: String?
    var storedModified: String?
    var evidence: ContactStore.ModifiedEvidence
    /// This sync wrote to the server (its tag changed for sure).
    var wrote: Bool
    var now: Date
    /// The book is large enough (``settleAt``) for waiting on a settled date to pay.
    var settles = false

    /// The trusted date was checked against the tag too long ago.
    var isStale: Bool { evidence.checked.map { now.timeIntervalSince($0) > Self.revalidation } ?? true }

    /// Ask the date: while learning whether it follows the members, and when trusted — after
    /// this sync wrote only when it will wait for it to settle (``settles``) or the tag is asked
    /// too; never on a server caught not changing it with its members.
    var asksModified: Bool {
        switch evidence.tracksMembers {
        case false?: false
        case true?: !wrote || isStale || settles
        case nil: true
        }
    }

    /// Ask the tag: when the date is not trusted (yet, or any more), or its trust is stale, or
    /// no settled date is stored to compare, or this sync wrote and will not wait for a settled
    /// date (the tag it stores decides the next sync); always on a server whose date is known
    /// not to follow its members (after a write too: read after the push and before the
    /// REPORT, it decides the next sync).
    var asksTag: Bool {
        switch evidence.tracksMembers {
        case false?: true
        case true?: isStale || storedModified == nil || (wrote && !settles)
        case nil: true
        }
    }

    /// The provisional trust a first listing gives a date read with a tag, settled (see the
    /// type's summary): nil when the evidence is known already or `state` lacks either.
    func firstListingEvidence(_ state: CollectionState) -> ContactStore.ModifiedEvidence? {
        guard evidence.tracksMembers == nil, state.tag != nil, state.settled else { return nil }
        return .init(tracksMembers: true, checked: now.addingTimeInterval(Self.provisional - Self.revalidation))
    }

    /// How long to wait before reading `state`'s date again to store it settled: only when it
    /// is trusted and unsettled and the book is large enough (``settles``); at most
    /// ``margin`` + 1 s.
    func settleWait(_ state: CollectionState, trusted: Bool) -> TimeInterval? {
        guard settles, trusted, !state.settled, let wait = state.settlesIn else { return nil }
        return min(wait, Self.margin + 1)
    }

    /// True when `state`, read now, proves nothing changed since the stored token's listing.
    /// The tag decides when it was read; the date alone only when trusted and not stale.
    func unchanged(_ state: CollectionState) -> Bool {
        if let tag = state.tag { return tag == storedTag }
        guard evidence.tracksMembers == true, !isStale, let modified = state.modified else { return false }
        return modified == storedModified
    }

    /// The evidence after `state`, read as ``asksTag`` and ``asksModified`` say (nil: nothing
    /// new to store). Needs the tag and a settled
    /// date stored together and both read again now: a changed tag with the same date
    /// distrusts the date for good; a changed tag with a changed date, or an unchanged tag
    /// under a trusted date, (re)confirms it.
    /// A server that gives the tag but no date for the collection (Xandikos) never will.
    func evidence(after state: CollectionState) -> ContactStore.ModifiedEvidence? {
        guard evidence.tracksMembers != false, let tag = state.tag else { return nil }
        guard let modified = state.modified else { return asksModified ? .init(tracksMembers: false, checked: nil) : nil }
        guard let storedTag, let storedModified else { return nil }
        if tag != storedTag {
            return modified == storedModified ? .init(tracksMembers: false, checked: nil) : .init(tracksMembers: true, checked: now)
        }
        return evidence.tracksMembers == true ? .init(tracksMembers: true, checked: now) : nil
    }

    /// True when a modification date `modified` read by a request that took `elapsed` seconds
    /// and was answered with `Date: date` provably came before every later change's second:
    /// the read happened after `date - elapsed` (the server's clock), and that is at least
    /// ``margin`` past `modified`. False when either date does not parse.
    static func isSettled(modified: String, date: String?, elapsed: TimeInterval) -> Bool {
        guard let date, let sent = HTTPDate.parse(date), let last = HTTPDate.parse(modified) else { return false }
        return sent.timeIntervalSince(last) - elapsed >= margin
    }

    /// How long after a read answered `Date: date` in `elapsed` seconds a new read gives a
    /// settled `modified` (``isSettled(modified:date:elapsed:)``): the shortfall, plus one
    /// second because `date` was rounded down, plus the new read's own round trip (taken as
    /// this one's). Nil when either date does not parse.
    static func settlesIn(modified: String, date: String?, elapsed: TimeInterval) -> TimeInterval? {
        guard let date, let sent = HTTPDate.parse(date), let last = HTTPDate.parse(modified) else { return nil }
        return max(0, margin - (sent.timeIntervalSince(last) - elapsed)) + 1 + elapsed
    }
}

/// HTTP dates (RFC 9110 IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`).
enum HTTPDate {
    nonisolated(unsafe) private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }()
    private static let lock = NSLock()

    /// The date `text` names, or nil when it is not an IMF-fixdate.
    static func parse(_ text: String) -> Date? {
        lock.withLock { formatter.date(from: text.trimmingCharacters(in: .whitespaces)) }
    }
}

extension CardDAVClient {
    /// The collection's `getctag` and/or `getlastmodified` now (one PROPFIND, Depth 0; nothing
    /// is sent when neither is asked), with whether the date is settled (see
    /// ``CollectionCheck/isSettled(modified:date:elapsed:)``, timed around the request).
    func collectionState(tag: Bool, modified: Bool) async throws(CardDAVError) -> CollectionState {
        guard tag || modified else { return CollectionState() }
        let prop = (tag ? "<cs:getctag/>" : "") + (modified ? "<d:getlastmodified/>" : "")
        let start = DispatchTime.now().uptimeNanoseconds
        let response = try await expect([207], "PROPFIND", collection, body: Self.propfindBody(prop), headers: ["Depth": "0"])
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let own = Self.path(collection)
        let responses = try DAVXML.parse(response.body)
        let item = responses.first { Self.path(resolve($0.href)) == own } ?? responses.first
        var state = CollectionState(tag: item?.ctag, modified: item?.lastModified)
        if let date = state.modified {
            state.settled = CollectionCheck.isSettled(modified: date, date: response.date, elapsed: elapsed)
            if !state.settled { state.settlesIn = CollectionCheck.settlesIn(modified: date, date: response.date, elapsed: elapsed) }
        }
        return state
    }
}
