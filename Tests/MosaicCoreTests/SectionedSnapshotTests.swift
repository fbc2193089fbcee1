import Testing
@testable import MosaicCore

typealias Snap = SectionedSnapshot<String, String>

func snap(_ sections: [[String]]) throws -> Snap {
    try Snap(sections: sections.enumerated().map { ("S\($0.offset)", $0.element) })
}

@Suite struct SectionedSnapshotTests {
    @Test func moveWithinSectionRemovesThenInserts() throws {
        var s = try snap([["A", "B", "C", "D", "E"]])
        try s.move(from: ItemPath(0, 0), to: ItemPath(0, 4))
        #expect(s.items(inSection: 0) == ["B", "C", "D", "E", "A"])
        try s.move(from: ItemPath(0, 4), to: ItemPath(0, 1))
        #expect(s.items(inSection: 0) == ["B", "A", "C", "D", "E"])
    }

    @Test func moveAcrossSectionsIntoEmptyAndToEnd() throws {
        var s = try snap([["A", "B"], [], ["C"]])
        try s.move(from: ItemPath(0, 1), to: ItemPath(1, 0))
        #expect(s.items(inSection: 0) == ["A"])
        #expect(s.items(inSection: 1) == ["B"])
        try s.move(from: ItemPath(0, 0), to: ItemPath(2, 1))
        #expect(s.items(inSection: 2) == ["C", "A"])
        #expect(s.items(inSection: 0).isEmpty)
    }

    @Test func moveOutOfRangeThrowsAndChangesNothing() throws {
        var s = try snap([["A", "B", "C"]])
        let before = s
        #expect(throws: MosaicError.itemOutOfRange(path: ItemPath(0, 3), itemCount: 2, allowsEnd: true, afterRemovingMoved: true)) {
            try s.move(from: ItemPath(0, 0), to: ItemPath(0, 3))
        }
        // The message says what it counts: the section without the moved item.
        #expect(MosaicError.itemOutOfRange(path: ItemPath(0, 3), itemCount: 2, allowsEnd: true, afterRemovingMoved: true).description
                == "item path 0.3 is out of range: section 0 has 2 items after removing the moved one (valid items 0...2)")
        #expect(throws: MosaicError.sectionOutOfRange(section: 4, sectionCount: 1)) {
            try s.move(from: ItemPath(4, 0), to: ItemPath(0, 0))
        }
        #expect(s == before)
    }

    @Test func exchangeSwapsOnlyTheTwo() throws {
        var s = try snap([["A", "B", "C", "D", "E"], ["F", "G"]])
        try s.exchange(ItemPath(0, 0), ItemPath(0, 4))
        #expect(s.items(inSection: 0) == ["E", "B", "C", "D", "A"])
        try s.exchange(ItemPath(0, 2), ItemPath(1, 1))
        #expect(s.items(inSection: 0) == ["E", "B", "G", "D", "A"])
        #expect(s.items(inSection: 1) == ["F", "C"])
    }

    @Test func deleteManyUsesPathsBeforeTheDeletion() throws {
        var s = try snap([["A", "B", "C", "D"], ["E", "F"]])
        let removed = try s.delete(at: [ItemPath(0, 3), ItemPath(0, 1), ItemPath(1, 0)])
        #expect(removed == ["D", "B", "E"])
        #expect(s.items(inSection: 0) == ["A", "C"])
        #expect(s.items(inSection: 1) == ["F"])
        #expect(s.numberOfItems == 3)
        #expect(!s.contains("B"))
    }

    @Test func deleteIsAllOrNothing() throws {
        var s = try snap([["A", "B"]])
        let before = s
        #expect(throws: MosaicError.self) { try s.delete(at: [ItemPath(0, 0), ItemPath(0, 5)]) }
        #expect(throws: MosaicError.self) { try s.delete(at: [ItemPath(0, 0), ItemPath(0, 0)]) }
        #expect(s == before)
        #expect(s.numberOfItems == 2)
    }

    @Test func duplicatesAndUnknownIdentitiesAreRefused() throws {
        #expect(throws: MosaicError.duplicateIdentity("A")) { try snap([["A"], ["A"]]) }
        var s = try snap([["A", "B"]])
        #expect(throws: MosaicError.duplicateIdentity("B")) { try s.insert("B", at: ItemPath(0, 0)) }
        #expect(throws: MosaicError.duplicateIdentity("X")) { try s.insert(["X", "X"], at: ItemPath(0, 0)) }
        #expect(throws: MosaicError.unknownIdentity("Z")) { try s.deleteItems(["Z"]) }
        #expect(throws: MosaicError.unknownIdentity("Z")) { try s.reloadItems(["Z"]) }
        #expect(s.items(inSection: 0) == ["A", "B"])
    }

    @Test func insertAtStartMiddleAndEnd() throws {
        var s = try snap([["B"]])
        try s.insert("A", at: ItemPath(0, 0))
        try s.insert("C", at: ItemPath(0, 2))
        try s.insert(["X", "Y"], at: ItemPath(0, 1))
        #expect(s.items(inSection: 0) == ["A", "X", "Y", "B", "C"])
        #expect(s.path(of: "B") == ItemPath(0, 3))
        #expect(throws: MosaicError.itemOutOfRange(path: ItemPath(0, 7), itemCount: 5, allowsEnd: true)) {
            try s.insert("Q", at: ItemPath(0, 7))
        }
    }

    @Test func errorsSayWhatWasExpected() {
        let e = MosaicError.itemOutOfRange(path: ItemPath(0, 7), itemCount: 5, allowsEnd: false)
        #expect(e.description == "item path 0.7 is out of range: section 0 has 5 items (valid items 0..<5)")
        #expect(MosaicError.sectionOutOfRange(section: 3, sectionCount: 1).description
                == "section 3 is out of range: the snapshot has 1 section (valid sections 0..<1)")
    }
}
