import MosaicCore
import Foundation
import Testing
import MosaicTesting
@testable import MosaicStore

@Suite struct ContactStoreTests {
    @Test func createsTheFileAndItsDirectoriesInWALMode() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("a/b/contacts.sqlite")
        do {
            let store = try ContactStore(path: path)
            #expect(store.isNew)
            #expect(try store.contacts().isEmpty)
            let mode = try store.read("test") { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
        }
        #expect(FileManager.default.fileExists(atPath: path))
        let reopened = try ContactStore(path: path)
        #expect(!reopened.isNew)
    }

    @Test func seedsDeterministicSamplesOnce() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path("one.sqlite"))
        #expect(try store.seedIfNeeded() == 60)
        let contacts = try store.contacts()
        #expect(contacts.count == 60)
        #expect(Set(contacts.map(\.id)).count == 60)
        #expect(contacts.allSatisfy { $0.fullName == "\($0.givenName) \($0.familyName)" })
        #expect(try store.seedIfNeeded() == 0)

        let other = try ContactStore(path: directory.path("two.sqlite"))
        try other.seedIfNeeded()
        #expect(try other.contacts().map(\.fullName) == contacts.map(\.fullName))
        #expect(SampleContacts.drafts(count: 3, seed: 1) == SampleContacts.drafts(count: 3, seed: 1))
        #expect(SampleContacts.drafts(count: 60, seed: 1) != SampleContacts.drafts(count: 60, seed: 2))

        // Deleting everything does not bring the samples back.
        for contact in contacts { try store.delete(id: contact.id) }
        let reopened = try ContactStore(path: directory.path("one.sqlite"))
        #expect(try reopened.seedIfNeeded() == 0)
        #expect(try reopened.contacts().isEmpty)
    }

    @Test func rowsWrittenPerGesture() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.insertSample(count: 10)
        var ids = try store.contacts().map(\.id)

        #expect(try store.move(id: ids[0], after: ids[4], before: ids[5]) == 1)
        #expect(store.lastWriteRowCount == 1)
        ids.insert(ids.remove(at: 0), at: 4)
        #expect(try store.contacts().map(\.id) == ids)

        #expect(try store.move(id: ids[9], toIndex: 0) == 1)
        ids.insert(ids.remove(at: 9), at: 0)
        #expect(try store.contacts().map(\.id) == ids)

        #expect(try store.move(id: ids[3], after: ids[2], before: ids[4]) == 0)  // already there

        #expect(try store.exchange(ids[1], ids[8]) == 2)
        ids.swapAt(1, 8)
        #expect(try store.contacts().map(\.id) == ids)

        let deleted = try store.delete(id: ids[5])
        #expect(store.lastWriteRowCount == 1)
        ids.remove(at: 5)
        #expect(try store.contacts().map(\.id) == ids)

        let restored = try store.insert(deleted, at: 5)
        #expect(store.lastWriteRowCount == 1)
        #expect(restored.id == deleted.id && restored.fullName == deleted.fullName)
        ids.insert(deleted.id, at: 5)
        #expect(try store.contacts().map(\.id) == ids)
        #expect(store.rebalanceCount == 0)
    }

    @Test func neighbourFormsOfMove() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.insertSample(count: 5)
        var ids = try store.contacts().map(\.id)
        try store.move(id: ids[4], after: nil, before: ids[0])      // to the front
        ids.insert(ids.remove(at: 4), at: 0)
        #expect(try store.contacts().map(\.id) == ids)
        try store.move(id: ids[0], after: ids[4], before: nil)      // to the end
        ids.append(ids.remove(at: 0))
        #expect(try store.contacts().map(\.id) == ids)
        try store.move(id: ids[0], after: ids[2], before: nil)      // directly after
        ids.insert(ids.remove(at: 0), at: 2)
        #expect(try store.contacts().map(\.id) == ids)
        try store.move(id: ids[4], after: nil, before: ids[1])      // directly before
        ids.insert(ids.remove(at: 4), at: 1)
        #expect(try store.contacts().map(\.id) == ids)
    }

    @Test func badRequestsAreErrorsAndChangeNothing() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.insertSample(count: 6)
        let ids = try store.contacts().map(\.id)
        func expectRequestError(_ words: String, _ body: () throws -> Void) {
            do {
                try body()
                Issue.record("expected an error containing \(words)")
            } catch let error as StoreError {
                #expect(error.kind == .invalidRequest)
                #expect(error.description.contains(words), "\(error)")
                #expect(error.description.contains(store.path))
            } catch {
                Issue.record("not a StoreError: \(error)")
            }
        }
        expectRequestError("not neighbours") { _ = try store.move(id: ids[0], after: ids[2], before: ids[4]) }
        expectRequestError("no contact with id 999") { _ = try store.move(id: 999, toIndex: 0) }
        expectRequestError("own neighbour") { _ = try store.move(id: ids[0], after: ids[0], before: nil) }
        expectRequestError("out of range 0...5") { _ = try store.move(id: ids[0], toIndex: 6) }
        expectRequestError("negative") { _ = try store.move(id: ids[0], toIndex: -1) }
        expectRequestError("name a neighbour") { _ = try store.move(id: ids[0], after: nil, before: nil) }
        expectRequestError("already exists") {
            _ = try store.insert(Contact(id: ids[1], givenName: "A", familyName: "B", fullName: "A B"), at: 0)
        }
        expectRequestError("no contact with id 999") { _ = try store.delete(id: 999) }
        expectRequestError("appears twice") { _ = try store.applyOrder(ids + [ids[0]]) }
        expectRequestError("leaves out 1 contact") { _ = try store.applyOrder(Array(ids.dropLast())) }
        #expect(try store.contacts().map(\.id) == ids)
    }

    /// Random gestures mirrored on an array; the database always spells the array, also after
    /// reopening.
    @Test(arguments: propertySeeds([5, 6, 7]))
    func randomGesturesRoundTrip(seed: UInt64) throws {
        print("ContactStoreTests.randomGesturesRoundTrip seed \(seed)")
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path()
        var model: [Contact] = []
        do {
            let store = try ContactStore(path: path)
            try store.insertSample(count: 30, seed: seed)
            model = try store.contacts()
            var deleted: [Contact] = []
            var random = SplitMix64(seed: seed)
            for step in 0..<400 {
                let rebalancesBefore = store.rebalanceCount
                var expectedRows: Int?
                switch random.next(below: 6) {
                case 0, 1:
                    let from = random.next(below: model.count)
                    let moved = model.remove(at: from)
                    let to = random.next(below: model.count + 1)
                    let after = to > 0 ? model[to - 1].id : nil
                    let before = to < model.count ? model[to].id : nil
                    let rows = try store.move(id: moved.id, after: after, before: before)
                    model.insert(moved, at: to)
                    expectedRows = from == to ? 0 : 1
                    if rows != expectedRows, store.rebalanceCount == rebalancesBefore {
                        Issue.record("seed \(seed) step \(step): move wrote \(rows) rows")
                    }
                    expectedRows = nil
                case 2:
                    let from = random.next(below: model.count)
                    let to = random.next(below: model.count)
                    try store.move(id: model[from].id, toIndex: to)
                    model.insert(model.remove(at: from), at: to)
                case 3:
                    let a = random.next(below: model.count)
                    let b = random.next(below: model.count)
                    #expect(try store.exchange(model[a].id, model[b].id) == (a == b ? 0 : 2))
                    model.swapAt(a, b)
                case 4 where model.count > 5:
                    deleted.append(try store.delete(id: model.remove(at: random.next(below: model.count)).id))
                    expectedRows = 1
                default:
                    guard let contact = deleted.popLast() else { continue }
                    let index = random.next(below: model.count + 1)
                    try store.insert(contact, at: index)
                    model.insert(contact, at: index)
                    expectedRows = 1
                }
                if let expectedRows, store.rebalanceCount == rebalancesBefore {
                    #expect(store.lastWriteRowCount == expectedRows, "seed \(seed) step \(step)")
                }
                if step % 40 == 0 {
                    #expect(try store.contacts().map(\.id) == model.map(\.id), "seed \(seed) step \(step)")
                }
            }
            #expect(try store.contacts().map(\.id) == model.map(\.id), "seed \(seed)")
        }
        let reopened = try ContactStore(path: path)
        let stored = try reopened.contacts()
        #expect(stored.map(\.id) == model.map(\.id), "seed \(seed)")
        #expect(stored.map(\.fullName) == model.map(\.fullName), "seed \(seed)")
    }

    @Test func sectionsAreIndependentOrders() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.insertSample(count: 4)
        let favourites = try store.append([ContactDraft(givenName: "Ada", familyName: "Lovelace")], toSection: 1)
        #expect(try store.allSections() == [0, 1])
        var main = try store.contacts().map(\.id)
        #expect(try store.move(id: main[2], toIndex: 0, inSection: 1) == 1)
        let moved = main.remove(at: 2)
        #expect(try store.contacts(section: 1).map(\.id) == [moved, favourites[0].id])
        #expect(try store.contacts().map(\.id) == main)
        #expect(try store.exchange(favourites[0].id, main[0]) == 2)
        #expect(try store.contacts(section: 1).map(\.id) == [moved, main[0]])
        #expect(try store.count(section: 1) == 2)
    }

    @Test func importsVCardsAtTheEnd() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.insertSample(count: 2)
        let text = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            N:Hopper;Grace;Brewster Murray;Rear Admiral;\r
            FN:Grace Hopper\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:4.0\r
            EMAIL:nobody@example.com\r
            END:VCARD\r
            """
        let report = try store.importVCard(text)
        let imported = report.imported
        #expect(imported.map(\.fullName) == ["Grace Hopper"])
        #expect(report.importedCards.map(\.line) == [1])
        #expect(report.skipped == ["line 6: card has no FN, N or ORG"])
        #expect(try store.contacts().last?.id == imported.first?.id)
        #expect(try store.contacts().count == 3)
    }
}
