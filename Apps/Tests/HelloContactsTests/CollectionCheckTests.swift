import Foundation
@testable import HelloContacts
import MosaicStore
import Testing

/// When a sync may skip its listing on an unchanged `getctag` or `getlastmodified`
/// (``CollectionCheck``): settled dates, what is asked, and the evidence that a server's date
/// follows its members.
struct CollectionCheckTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let early = "Sat, 28 Nov 2026 00:51:06 GMT"

    func check(tag: String? = "t1", modified: String? = "Sat, 28 Nov 2026 00:51:06 GMT", tracks: Bool? = nil,
               checkedAgo: TimeInterval? = 10, wrote: Bool = false, settles: Bool = false) -> CollectionCheck {
        CollectionCheck(storedTag: tag, storedModified: modified,
                        evidence: .init(tracksMembers: tracks, checked: checkedAgo.map { now.addingTimeInterval(-$0) }),
                        wrote: wrote, now: now, settles: settles)
    }

    @Test func aDateIsSettledOnlyWhenTheServersClockIsTwoSecondsPastItAfterTheRoundTrip() {
        #expect(HTTPDate.parse(early) == Date(timeIntervalSince1970: 1_795_827_066))
        #expect(HTTPDate.parse("yesterday") == nil)
        #expect(CollectionCheck.isSettled(modified: early, date: "Sat, 28 Nov 2026 00:51:08 GMT", elapsed: 0))
        #expect(!CollectionCheck.isSettled(modified: early, date: "Sat, 28 Nov 2026 00:51:08 GMT", elapsed: 0.01))
        #expect(!CollectionCheck.isSettled(modified: early, date: "Sat, 28 Nov 2026 00:51:07 GMT", elapsed: 0))
        #expect(CollectionCheck.isSettled(modified: early, date: "Sat, 28 Nov 2026 00:51:20 GMT", elapsed: 0.9))
        #expect(!CollectionCheck.isSettled(modified: early, date: "Sat, 28 Nov 2026 00:51:20 GMT", elapsed: 13))
        #expect(!CollectionCheck.isSettled(modified: early, date: nil, elapsed: 0))
        #expect(!CollectionCheck.isSettled(modified: "garbage", date: "Sat, 28 Nov 2026 00:51:20 GMT", elapsed: 0))
        #expect(CollectionState(tag: nil, modified: early, settled: false).storable == nil)
        #expect(CollectionState(tag: nil, modified: early, settled: true).storable == early)
    }

    @Test func whatIsAsked() {
        // Learning: both, even after a write (the tag surely changed: evidence).
        #expect(check().asksTag && check().asksModified)
        #expect(check(wrote: true).asksTag && check(wrote: true).asksModified)
        // Trusted and fresh: the date alone; after a write the tag (stored for the next sync to
        // decide by) — or on a large book the date, which the sync waits to see settled.
        #expect(!check(tracks: true).asksTag && check(tracks: true).asksModified)
        #expect(check(tracks: true, wrote: true).asksTag && !check(tracks: true, wrote: true).asksModified)
        #expect(!check(tracks: true, wrote: true, settles: true).asksTag && check(tracks: true, wrote: true, settles: true).asksModified)
        // Trusted but no settled date stored (the last sync wrote on a small book): the tag too.
        #expect(check(modified: nil, tracks: true).asksTag)
        // Trusted but stale (an hour since both agreed): both again.
        #expect(check(tracks: true, checkedAgo: 3601).asksTag && check(tracks: true, checkedAgo: 3601).asksModified)
        // Distrusted: the tag (after a write too: it decides the next sync), never the date.
        #expect(check(tracks: false).asksTag && !check(tracks: false).asksModified)
        #expect(check(tracks: false, wrote: true).asksTag && !check(tracks: false, wrote: true).asksModified)
    }

    @Test func theTagDecidesWhenReadTheDateOnlyWhenTrusted() {
        let later = "Sat, 28 Nov 2026 00:52:00 GMT"
        #expect(check().unchanged(CollectionState(tag: "t1", modified: later)))
        #expect(!check(tracks: true, checkedAgo: 3601).unchanged(CollectionState(tag: "t2", modified: early)))
        #expect(check(tracks: true).unchanged(CollectionState(tag: nil, modified: early)))
        #expect(!check(tracks: true).unchanged(CollectionState(tag: nil, modified: later)))
        #expect(!check(tracks: nil).unchanged(CollectionState(tag: nil, modified: early)))
        #expect(!check(tracks: false).unchanged(CollectionState(tag: nil, modified: early)))
        #expect(!check(tracks: true, checkedAgo: 3601).unchanged(CollectionState(tag: nil, modified: early)))
        #expect(!check(modified: nil, tracks: true).unchanged(CollectionState(tag: nil, modified: early)))
    }

    @Test func evidenceThatTheDateFollowsTheMembers() {
        let later = "Sat, 28 Nov 2026 00:52:00 GMT"
        // The tag changed and so did the date: trusted from now.
        #expect(check().evidence(after: CollectionState(tag: "t2", modified: later)) == .init(tracksMembers: true, checked: now))
        // The tag changed, the date did not: never trusted again.
        #expect(check(tracks: true).evidence(after: CollectionState(tag: "t2", modified: early))
                == .init(tracksMembers: false, checked: nil))
        // Nothing changed: a trusted date is confirmed, an unknown one stays unknown.
        #expect(check(tracks: true).evidence(after: CollectionState(tag: "t1", modified: early)) == .init(tracksMembers: true, checked: now))
        #expect(check().evidence(after: CollectionState(tag: "t1", modified: early)) == nil)
        // No settled date stored, or the tag not read: no evidence.
        #expect(check(modified: nil).evidence(after: CollectionState(tag: "t2", modified: later)) == nil)
        #expect(check(tracks: true).evidence(after: CollectionState(tag: nil, modified: later)) == nil)
        // A server with a tag but no date for the collection (Xandikos) never gets the date asked again.
        #expect(check().evidence(after: CollectionState(tag: "t2", modified: nil)) == .init(tracksMembers: false, checked: nil))
        #expect(check(tracks: false).evidence(after: CollectionState(tag: "t2", modified: later)) == nil)
    }

    @Test func aFirstListingTrustsASettledDateReadWithTheTagProvisionally() {
        let read = CollectionState(tag: "t1", modified: early, settled: true)
        let provisional = check(tag: nil, modified: nil, checkedAgo: nil).firstListingEvidence(read)
        #expect(provisional == .init(tracksMembers: true, checked: now.addingTimeInterval(600 - 3600)))
        // Used alone until `provisional` seconds have passed, then asked with the tag again.
        let soon = CollectionCheck(storedTag: "t1", storedModified: early, evidence: provisional!, wrote: false,
                                   now: now.addingTimeInterval(599))
        #expect(!soon.asksTag && soon.unchanged(CollectionState(tag: nil, modified: early)))
        let later = CollectionCheck(storedTag: "t1", storedModified: early, evidence: provisional!, wrote: false,
                                    now: now.addingTimeInterval(601))
        #expect(later.asksTag && later.asksModified)
        // The tag changed under the same date: never trusted again.
        #expect(later.evidence(after: CollectionState(tag: "t2", modified: early)) == .init(tracksMembers: false, checked: nil))
        // Not without a tag, nor an unsettled date, nor over evidence already known.
        #expect(check(checkedAgo: nil).firstListingEvidence(CollectionState(tag: nil, modified: early, settled: true)) == nil)
        #expect(check(checkedAgo: nil).firstListingEvidence(CollectionState(tag: "t1", modified: early, settled: false)) == nil)
        #expect(check(tracks: false).firstListingEvidence(read) == nil)
    }

    @Test func aLargeBookWaitsForItsDateToSettleAtMostThreeSeconds() {
        // Read in the second of the change, 0.1 s round trip: 2 s short, +1 (rounded down), +0.1.
        let wait = CollectionCheck.settlesIn(modified: early, date: early, elapsed: 0.1)
        #expect(wait.map { abs($0 - 3.2) < 1e-9 } == true)
        #expect(CollectionCheck.settlesIn(modified: early, date: "Sat, 28 Nov 2026 00:51:07 GMT", elapsed: 0) == 2)
        #expect(CollectionCheck.settlesIn(modified: early, date: nil, elapsed: 0) == nil)
        let unsettled = CollectionState(tag: nil, modified: early, settled: false, settlesIn: wait)
        #expect(check(tracks: true, wrote: true, settles: true).settleWait(unsettled, trusted: true) == 3)
        #expect(check(tracks: true, wrote: true, settles: false).settleWait(unsettled, trusted: true) == nil)
        #expect(check(tracks: true, wrote: true, settles: true).settleWait(unsettled, trusted: false) == nil)
        #expect(check(tracks: true, settles: true).settleWait(CollectionState(tag: nil, modified: early, settled: true), trusted: true) == nil)
    }
}
