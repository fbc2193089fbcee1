import Testing
@testable import MosaicCore

@Suite struct BatchUpdateTests {
    @Test func countsThatDoNotAddUpNameTheSectionAndNumbers() {
        let update = BatchUpdate(deletes: [ItemPath(0, 1)])
        #expect(throws: MosaicError.invalidUpdate(
            "invalid number of items in section 0: 5 after the update, expected 4 = 5 before − 1 deleted + 0 inserted + 0 moved in − 0 moved out")) {
            try update.validate(countsBefore: [5], countsAfter: [5])
        }
    }

    @Test func validUpdateWithEveryKind() throws {
        let update = BatchUpdate(deletes: [ItemPath(0, 0)], inserts: [ItemPath(1, 0)],
                                 moves: [(ItemPath(0, 2), ItemPath(1, 2))], reloads: [ItemPath(0, 1)])
        try update.validate(countsBefore: [3, 1], countsAfter: [1, 3])
    }

    @Test func movedAndReloadedIsRefused() {
        let update = BatchUpdate(moves: [(ItemPath(0, 0), ItemPath(0, 1))], reloads: [ItemPath(0, 0)])
        #expect(throws: MosaicError.invalidUpdate("attempt to both reload and move item 0.0 in one update")) {
            try update.validate(countsBefore: [2], countsAfter: [2])
        }
    }

    @Test func oldAndNewIndicesAreChecked() {
        // Delete uses the old count: 0.3 exists before (4 items).
        #expect(throws: Never.self) {
            try BatchUpdate(deletes: [ItemPath(0, 3)]).validate(countsBefore: [4], countsAfter: [3])
        }
        // Insert uses the new count: 0.3 does not exist after (3 items).
        #expect(throws: MosaicError.invalidUpdate("attempt to insert item 0.3: section 0 contains only 3 items after the update")) {
            try BatchUpdate(deletes: [ItemPath(0, 0)], inserts: [ItemPath(0, 3)]).validate(countsBefore: [3], countsAfter: [3])
        }
        #expect(throws: MosaicError.self) {
            try BatchUpdate(deletes: [ItemPath(0, 0), ItemPath(0, 0)]).validate(countsBefore: [3], countsAfter: [1])
        }
        #expect(throws: MosaicError.self) {
            try BatchUpdate(inserts: [ItemPath(0, 0), ItemPath(0, 0)]).validate(countsBefore: [0], countsAfter: [2])
        }
        #expect(throws: MosaicError.self) {
            try BatchUpdate().validate(countsBefore: [1], countsAfter: [1, 0])
        }
    }
}
