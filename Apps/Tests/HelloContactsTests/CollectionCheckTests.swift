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
               checkedAgo: TimeInterval? = 10, wrote: Bool = false) -> CollectionCheck {
        CollectionCheck(storedTag: tag, storedModified: modified,
                        evidence: .init(tracksMembers: tracks, checked: checkedAgo.map { now.addingTimeInterval(-$0) }),
                        wrote: wrote, now: now)
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
        // Trusted and fresh: the date alone, nothing after a write.
        #expect(!check(tracks: true).asksTag && check(tracks: true).asksModified)
        #expect(!check(tracks: true, wrote: true).asksTag && !check(tracks: true, wrote: true).asksModified)
        // Trusted but stale (an hour since both agreed): both again.
        #expect(check(tracks: true, checkedAgo: 3601).asksTag && check(tracks: true, checkedAgo: 3601).asksModified)
        // Distrusted: the tag when nothing was written, never the date.
        #expect(check(tracks: false).asksTag && !check(tracks: false).asksModified)
        #expect(!check(tracks: false, wrote: true).asksTag)
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
}
