import Testing
import MosaicAnimation
import MosaicCore
import MosaicTesting
@testable import MosaicView

/// The snapshot loan of `updateSnapshot` is one state: held → lent during the edit → applying
/// (the items displayed before answer for the old model) → held once the new model is in.
@Suite struct SnapshotLoanTests {
    @Test func theLoanGoesHeldLentHeldAndTheApplyingStateAnswersTheOldDisplay() throws {
        let start = try SectionedSnapshot<Int, String>(sections: [(0, ["a", "b", "c"])])
        let view = try RecordedApplyTests.view(start, clock: ManualClock())
        view.apply(start, animated: false)
        #expect(view.state.loan.isLent == false && view.state.loan.displayedBefore == nil)
        var seenDuringEdit = false
        try view.updateSnapshot(animated: false) { snapshot in
            seenDuringEdit = view.state.loan.isLent
            #expect(view.state.loan.displayedBefore == nil, "no old display is kept while the edit holds the snapshot")
            try snapshot.move(from: ItemPath(0, 0), to: ItemPath(0, 2))
        }
        #expect(seenDuringEdit, "the edit holds the snapshot")
        #expect(view.state.loan.isLent == false && view.state.loan.displayedBefore == nil, "after the apply the view holds its model again")
        #expect(view.snapshot.sections[0].1 == ["b", "c", "a"])
    }

    @Test func theApplyingStateAnswersDisplayedItemsByLayoutPath() {
        let loan = SnapshotLoan<String>.applying(displayed: [ItemPath(0, 0): "a"])
        #expect(!loan.isLent)
        #expect(loan.displayedBefore?[ItemPath(0, 0)] == "a")
        #expect(SnapshotLoan<String>.lent.isLent && SnapshotLoan<String>.lent.displayedBefore == nil)
    }

    @Test func aThrowingEditGivesTheSnapshotBack() throws {
        struct Refused: Error {}
        let start = try SectionedSnapshot<Int, String>(sections: [(0, ["a", "b"])])
        let view = try RecordedApplyTests.view(start, clock: ManualClock())
        view.apply(start, animated: false)
        #expect(throws: Refused.self) { try view.updateSnapshot { _ in throw Refused() } }
        #expect(!view.state.loan.isLent && view.snapshot.sections[0].1 == ["a", "b"])
    }
}
