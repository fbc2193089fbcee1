import Foundation
import MosaicStore

/// One sync of a contacts database with a CardDAV address book: push, then pull.
///
/// - Push: a contact deleted locally is deleted on the server (`If-Match` its ETag); a contact
///   whose card differs from the last agreed version is PUT with `If-Match` (or
///   `If-None-Match: *` when the server never had it). A 412 fetches the server's copy and
///   merges it per property (``SyncCard/merge(base:local:server:)``) before PUTting the merge.
///   At most ``concurrency`` requests are in flight; accepted cards are recorded in batches
///   (``recordBatch`` per transaction), so an interrupted sync resumes where it stopped (a card
///   accepted but not recorded meets a 412 next time and merges with itself).
/// - Groups: then each group card that changed (``GroupCard``), the same way.
/// - Pull: the collection's `getctag` or `getlastmodified` first (``CollectionCheck``) —
///   unchanged since the last pull, nothing more is asked. Then `sync-collection` with the stored token (a refused token: one full listing),
///   asking the changed cards' `address-data` with it (a server that gives it — Radicale —
///   needs no multiget), the others by `addressbook-multiget` in batches, all applied with the
///   new token in one transaction (``ContactStore/applyPull(_:account:)``).
enum SyncEngine {
    /// What a sync did: the summary line's four numbers.
    struct Summary: Hashable, Sendable, CustomStringConvertible {
        var pushed = 0
        var pulled = 0
        var merged = 0
        var conflicts = 0

        var description: String { "pushed \(pushed), pulled \(pulled), merged \(merged), conflicts \(conflicts)" }
    }

    /// Failures of a sync: the server's (``CardDAVError``) or the database's.
    enum Failure: Error {
        case server(CardDAVError)
        case store(StoreError)
    }

    /// Pushes then pulls (see the type's summary); `progress` hears each phase and card count.
    static func sync(_ store: ContactStore, with client: CardDAVClient, account: SyncAccount,
                     progress: SyncProgress.Handler? = nil) async throws(Failure) -> Summary {
        var summary = Summary()
        let trace = Trace()
        do {
            try store.assignMissingUIDs()
            trace.mark("UIDs")
            try await push(store, client, &summary, progress)
            trace.mark("push")
            try await pushGroups(store, client, &summary)
            trace.mark("group push")
            let wrote = client.requests.snapshot.keys.contains { $0 == "PUT" || $0 == "DELETE" }
            try await pull(store, client, account, &summary, wrote: wrote, progress, trace: trace)
            try store.recordSyncFinished(summary.description)
            trace.note("requests " + RequestCounter.line(client.requests.snapshot))
        } catch let error as CardDAVError {
            throw .server(error)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .server(.protocolViolation("\(error)"))
        }
        return summary
    }

    /// How many requests a push (or a multiget) has in flight at once.
    static let concurrency = 8
    /// How many accepted cards are recorded per transaction.
    static let recordBatch = 200

    static func push(_ store: ContactStore, _ client: CardDAVClient, _ summary: inout Summary,
                     _ progress: SyncProgress.Handler? = nil) async throws {
        let (deletions, changes) = try store.syncOutbox()
        var report = SyncProgress(phase: .pushing, total: deletions.count + changes.count)
        progress?(report)
        var deleted: [Int64] = [], pushed: [SyncPushed] = []
        func flush() throws {
            try store.recordPushes(pushed, deleted: deleted)
            pushed.removeAll()
            deleted.removeAll()
        }
        var refused: [SyncChange] = []
        do {
            // A 412 on a deletion means the card changed on the server: the edit survives (the pull brings it back).
            try await BoundedConcurrency.forEach(deletions, limit: concurrency) { record in
                (record.contactID, try await client.delete(record.href, ifMatch: record.etag))
            } handle: { contactID, done in
                if done { summary.pushed += 1 }
                deleted.append(contactID)
                report.done += 1
                progress?(report)
            }
            try await BoundedConcurrency.forEach(changes, limit: concurrency) { change in
                let uid = SyncCard.uid(of: change.card) ?? UUID().uuidString.lowercased()
                let href = change.record?.href ?? client.newHref(uid: uid)
                return (change, href, try await client.put(SyncCard.text(change.card), at: href, ifMatch: change.record?.etag))
            } handle: { change, href, etag in
                guard let etag else { return refused.append(change) }
                pushed.append(SyncPushed(contactID: change.contact.id, href: href, etag: etag ?? "", card: change.card))
                summary.pushed += 1
                report.done += 1
                progress?(report)
                if pushed.count >= recordBatch { try flush() }
            }
        } catch {
            try? flush()   // what the server accepted stays recorded
            throw error
        }
        try flush()
        for change in refused { try await merge(change, store, client, &summary) }
    }

    /// A card the server refused (412): merged per property with the server's copy and PUT
    /// again, or re-created when the server deleted it.
    static func merge(_ change: SyncChange, _ store: ContactStore, _ client: CardDAVClient, _ summary: inout Summary) async throws {
        let uid = SyncCard.uid(of: change.card) ?? UUID().uuidString.lowercased()
        let href = change.record?.href ?? client.newHref(uid: uid)
        let server = try await client.cards([href])[href]
        guard let server, let serverCard = SyncCard.parse(server.text) else {
            if let etag = try await client.put(SyncCard.text(change.card), at: href, ifMatch: nil) {
                try store.recordPush(contactID: change.contact.id, href: href, etag: etag ?? "", card: change.card)
                summary.pushed += 1
            }
            return
        }
        let (merged, clashes) = SyncCard.merge(base: change.record?.base ?? [], local: change.card, server: serverCard)
        guard let etag = try await client.put(SyncCard.text(merged), at: href, ifMatch: server.etag) else {
            return   // changed again meanwhile: the pull brings it, the next sync merges
        }
        try store.recordPush(contactID: change.contact.id, href: href, etag: etag ?? "", card: merged,
                             mergedInto: true, clashes: clashes)
        summary.pushed += 1
        summary.merged += 1
        summary.conflicts += clashes.count
    }

    /// Pushes the group cards that changed (after the contacts, so members exist): `PUT` with
    /// `If-Match` (or `If-None-Match: *`); a 412 merges with the server's copy (two devices
    /// that made the same group name the same card: their members are joined).
    static func pushGroups(_ store: ContactStore, _ client: CardDAVClient, _ summary: inout Summary) async throws {
        for change in try store.syncGroupOutbox() {
            let href = change.href ?? client.newHref(uid: change.uid)
            if let etag = try await client.put(GroupCard.text(change.card), at: href, ifMatch: change.etag) {
                try store.recordGroupPush(section: change.section, href: href, etag: etag ?? "", card: change.card, local: change.card)
                summary.pushed += 1
                continue
            }
            let server = try await client.cards([href])[href]
            guard let server, let serverCard = SyncCard.parse(server.text) else {
                if let etag = try await client.put(GroupCard.text(change.card), at: href, ifMatch: nil) {
                    try store.recordGroupPush(section: change.section, href: href, etag: etag ?? "", card: change.card, local: change.card)
                    summary.pushed += 1
                }
                continue
            }
            let merged = SyncCard.merge(base: change.base, local: change.card, server: serverCard).merged
            guard let etag = try await client.put(GroupCard.text(merged), at: href, ifMatch: server.etag) else { continue }
            try store.recordGroupPush(section: change.section, href: href, etag: etag ?? "", card: merged, local: change.card,
                                      mergedInto: true)
            summary.pushed += 1
            summary.merged += 1
        }
    }

    /// Pulls what changed since the stored token. First one PROPFIND of the collection's
    /// `getctag` and/or `getlastmodified` (``CollectionCheck`` decides which, from what this
    /// sync `wrote` and what earlier syncs learnt of the server): unchanged since the token's
    /// listing, the pull ends there (one request, nothing written but the last-sync line);
    /// otherwise what was read *before* the REPORT is stored with its token, so a change made
    /// after it was read always shows as a different value next time.
    static func pull(_ store: ContactStore, _ client: CardDAVClient, _ account: SyncAccount, _ summary: inout Summary,
                     wrote: Bool = true, _ progress: SyncProgress.Handler? = nil, trace: Trace = Trace()) async throws {
        progress?(SyncProgress(phase: .pulling))
        let token = try store.syncToken()
        let known = try store.syncETags().merging(try store.syncGroupETags()) { a, _ in a }
        let check = CollectionCheck(storedTag: try store.syncCollectionTag(), storedModified: try store.syncCollectionModified(),
                                    evidence: try store.modifiedEvidence(), wrote: wrote, now: Date(),
                                    settles: known.count >= CollectionCheck.settleAt)
        var state = try await client.collectionState(tag: check.asksTag, modified: check.asksModified)
        var trusted = check.evidence.tracksMembers == true
        if let evidence = check.evidence(after: state) ?? (token == nil ? check.firstListingEvidence(state) : nil) {
            try store.recordModifiedEvidence(evidence)
            trusted = evidence.tracksMembers == true
            trace.note("getlastmodified follows the members: \(evidence.tracksMembers == true ? token == nil ? "provisionally" : "yes" : "no")")
        }
        if token != nil, check.unchanged(state) {
            return trace.mark(state.tag != nil ? "pull: getctag unchanged" : "pull: getlastmodified unchanged")
        }
        // A date too recent to store (this sync's own push, most often): read again once it
        // settles, so that the next sync decides by it alone (see CollectionCheck).
        if let wait = check.settleWait(state, trusted: trusted) {
            try? await Task.sleep(nanoseconds: UInt64(wait * 1e9))
            state = try await client.collectionState(tag: state.tag != nil, modified: true)
            trace.mark("pull: settled date \(state.settled ? "read" : "still unsettled")")
        }
        // The cards come with the listing when the server gives them (one request instead of a
        // multiget per 100 cards): asked for a first pull and for changes since a token, not for
        // a full listing of cards mostly known.
        let changes = try await client.changes(since: token, withData: token != nil || known.isEmpty)
        trace.mark("pull: listing")
        let wanted = changes.changed.filter { known[$0.href] != $0.etag }.map(\.href)
        progress?(SyncProgress(phase: .pulling, total: wanted.count))
        var fetched = changes.cards
        fetched.merge(try await client.cards(wanted.filter { changes.cards[$0] == nil })) { listed, _ in listed }
        trace.mark("pull: multiget")
        progress?(SyncProgress(phase: .saving, done: wanted.count, total: wanted.count))
        var cards: [SyncPull.Card] = []
        for href in wanted {
            guard let card = fetched[href] else { continue }
            guard let properties = SyncCard.parse(card.text) else {
                AppOutput.error("hello-contacts: sync: \(href): not a vCard with a name; left out")
                continue
            }
            cards.append(SyncPull.Card(href: href, etag: card.etag, properties: properties))
        }
        // Members of a full listing that are up to date count as listed (not deleted).
        var listed = cards
        if changes.isFull {
            for item in changes.changed where known[item.href] == item.etag {
                listed.append(SyncPull.Card(href: item.href, etag: item.etag, properties: []))
            }
        }
        var applied = SyncPull(cards: listed, deleted: changes.deleted, token: changes.token, isFull: changes.isFull)
        applied.collection = client.collection.absoluteString
        applied.collectionTag = state.tag
        applied.collectionModified = state.storable
        trace.mark("pull: parsing")
        let report = try store.applyPull(applied, account: account)
        trace.mark("pull: applying")
        summary.pulled += report.pulled
        summary.merged += report.merged
        summary.conflicts += report.conflicts
    }
}

/// With `MOSAIC_SYNC_TRACE=1` in the environment, how long each phase of a sync took, on
/// standard error, and the processor time this process spent in it (`sync: push 0.012 s (cpu
/// 0.010 s)`: on a loaded machine the first waits, the second does not); silent otherwise.
final class Trace {
    private let enabled = ProcessInfo.processInfo.environment["MOSAIC_SYNC_TRACE"] == "1"
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lastCPU = Trace.processorTime()

    /// Prints the time since the previous mark (or creation) under `phase`.
    func mark(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds, cpu = Self.processorTime()
        AppOutput.error(String(format: "sync: %@ %.3f s (cpu %.3f s)", phase, Double(now - last) / 1e9, cpu - lastCPU))
        last = now
        lastCPU = cpu
    }

    /// User and system processor seconds of this process so far (every thread).
    static func processorTime() -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Prints `sync: <text>`.
    func note(_ text: String) {
        guard enabled else { return }
        AppOutput.error("sync: " + text)
    }
}
