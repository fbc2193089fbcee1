import Foundation
import Testing
@testable import MosaicStore

@Suite struct ContactGroupEditingTests {
    /// A store with "Work" (2 contacts), "Family" (1) and 2 in "Other".
    private func sample(_ directory: TemporaryDirectory) throws -> (ContactStore, work: ContactGroup, family: ContactGroup) {
        let store = try ContactStore(path: directory.path())
        let work = try store.group(named: "Work")
        let family = try store.group(named: "Family")
        func drafts(_ names: [String]) -> [ContactDraft] {
            names.map { ContactDraft(givenName: $0, familyName: "", fullName: $0) }
        }
        try store.append(drafts(["Ada", "Bo"]), toSection: work.section)
        try store.append(drafts(["Cy"]), toSection: family.section)
        try store.append(drafts(["Di", "Ed"]), toSection: ContactStore.otherSection)
        return (store, work, family)
    }

    private func names(_ store: ContactStore) throws -> [String] {
        try store.allContacts().map { "\($0.group.name): " + $0.contacts.map(\.fullName).joined(separator: " ") }
    }

    @Test func renameKeepsContactsOrderAndPlace() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (store, work, _) = try sample(directory)
        let renamed = try store.renameGroup(section: work.section, to: "  Office ")
        #expect(renamed == ContactGroup(section: work.section, name: "Office"))
        #expect(try names(store) == ["Office: Ada Bo", "Family: Cy", "Other: Di Ed"])
        // Exported cards carry the new name.
        #expect(try store.exportVCard().contains("CATEGORIES:Office"))
    }

    @Test func badRenamesAreRefusedAndChangeNothing() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (store, work, family) = try sample(directory)
        let before = try names(store)
        for (section, name, reason) in [
            (work.section, "Family", "already exists"), (work.section, " ", "needs a name"),
            (work.section, "Other", "needs a name"), (ContactStore.otherSection, "X", "cannot be renamed"),
            (99, "X", "no group in section 99"),
        ] {
            #expect {
                try store.renameGroup(section: section, to: name)
            } throws: { error in
                guard let error = error as? StoreError else { return false }
                return error.kind == .invalidRequest && error.reason.contains(reason)
            }
        }
        #expect(try names(store) == before)
        #expect(try store.renameGroup(section: family.section, to: "Family").name == "Family")
    }

    @Test func deleteMovesContactsToTheEndOfOther() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (store, work, family) = try sample(directory)
        let moved = try store.deleteGroup(section: work.section)
        #expect(moved.count == 2)
        #expect(try names(store) == ["Family: Cy", "Other: Di Ed Ada Bo"])
        #expect(try store.contacts(section: ContactStore.otherSection).count == 4)
        #expect(try store.groups() == [family])
        #expect(throws: StoreError.self) { try store.deleteGroup(section: work.section) }
        #expect(throws: StoreError.self) { try store.deleteGroup(section: ContactStore.otherSection) }
        // A new group takes a fresh section, empty.
        let next = try store.group(named: "Work")
        #expect(next.section != ContactStore.otherSection)
        #expect(try store.contacts(section: next.section).isEmpty)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func moveContactToAGroupByName() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (store, work, _) = try sample(directory)
        let di = try #require(try store.contacts(section: ContactStore.otherSection).first)
        #expect(try store.moveContact(di.id, toGroupNamed: "Work") == work.section)
        #expect(try names(store) == ["Work: Ada Bo Di", "Family: Cy", "Other: Ed"])
        // Already there: nothing written.
        #expect(try store.moveContact(di.id, toGroupNamed: "Work") == work.section)
        #expect(store.lastWriteRowCount == 0)
        // A new name creates the group after the others.
        let section = try store.moveContact(di.id, toGroupNamed: "Club")
        #expect(try names(store) == ["Work: Ada Bo", "Family: Cy", "Club: Di", "Other: Ed"])
        #expect(try store.moveContact(di.id, toGroupNamed: "") == ContactStore.otherSection)
        #expect(try store.contacts(section: section).isEmpty)
        #expect(throws: StoreError.self) { try store.moveContact(12345, toGroupNamed: "Work") }
    }
}
