import Foundation
import MosaicStore

/// Groups from the window: the Groups… dialog creates, renames and deletes them (a deleted
/// group's contacts go to "Other"); the form's Groups row puts a contact in the group it names
/// first. Each change is saved first, then the grid shows the store's sections again (headers
/// with the groups' names and counts).
extension ContactsController {
    /// The groups with how many contacts each holds, in section order ("Other" left out).
    var groupCounts: [(group: ContactGroup, count: Int)] {
        groups.enumerated().filter { !$0.element.isOther }.map { index, group in
            (group, savedOrders.indices.contains(index) ? savedOrders[index].count : 0)
        }
    }

    /// The group of contact `id` ("Other" when none).
    func group(of id: Int64) -> ContactGroup {
        let section = contacts[id]?.section ?? ContactStore.otherSection
        return groups.first { $0.section == section } ?? ContactGroup(section: section, name: ContactStore.otherSectionName)
    }

    /// Creates group `name` (trimmed), shown as an empty section after the others.
    /// - Throws: `.invalidRequest` for an empty name, "Other", or a name in use.
    func createGroup(named name: String) throws(StoreError) -> ContactGroup {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name != ContactStore.otherSectionName else {
            throw StoreError(path: store.path, reason: "a group needs a name other than \"Other\"", kind: .invalidRequest)
        }
        guard !groups.contains(where: { $0.name == name }) else {
            throw StoreError(path: store.path, reason: "a group named \"\(name)\" already exists; choose another name",
                             kind: .invalidRequest)
        }
        let group = try store.group(named: name)
        try reloadFromStore()
        return group
    }

    /// Renames the group of store section `section`.
    func renameGroup(section: Int, to name: String) throws(StoreError) {
        try store.renameGroup(section: section, to: name)
        try reloadFromStore()
    }

    /// Deletes the group of store section `section`; its contacts move to the end of "Other".
    /// - Returns: how many contacts moved.
    @discardableResult
    func deleteGroup(section: Int) throws(StoreError) -> Int {
        let moved = try store.deleteGroup(section: section)
        try reloadFromStore()
        return moved.count
    }

    /// Puts contact `id` in the group `groups` names first (created when new; none: "Other"),
    /// at the end of it, when it is in another one; shows the grid's new sections.
    func assign(_ id: Int64, toFirstOf groupNames: [String]) throws(StoreError) {
        let name = groupNames.first?.trimmingCharacters(in: .whitespaces) ?? ""
        let target = name.isEmpty ? ContactStore.otherSectionName : name
        guard group(of: id).name != target else { return }
        try store.moveContact(id, toGroupNamed: name)
        try reloadFromStore()
    }

    /// The groups the form shows for contact `id`: its group first (none for "Other"), then
    /// the card's other categories — what `export` writes in `CATEGORIES`.
    func formGroups(of id: Int64, categories: [String]) -> [String] {
        let group = group(of: id)
        return group.isOther ? [] : [group.name] + categories.filter { $0 != group.name }
    }
}
