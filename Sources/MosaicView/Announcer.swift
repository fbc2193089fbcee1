import MosaicCore

/// The words of the announcements a drag, a move or an exchange makes for assistive output
/// ("Lifted Anna Berg, position 3 of 40 in Friends"), and of an accessibility element's
/// position, from the model, the owner's names (``AccessibilityDescriber``) and the templates
/// (``AnnouncementText``). Positions are 1-based within the item's section; a view whose one
/// section has no name leaves the section out (the templates' `…Unsectioned` variants).
struct Announcer<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    let snapshot: SectionedSnapshot<SectionID, ItemID>
    /// The owner's spoken name of an item.
    let name: (ItemID) -> String
    /// The owner's name of a section (the describer's, else the view's section titles); nil:
    /// "section N", or nothing when there is one section.
    let sectionTitle: ((SectionID) -> String)?
    let text: AnnouncementText
    /// The item counts per section as presented (during a move the lifted block may sit in
    /// another section than in the model); nil: the snapshot's.
    var presentedCounts: [Int]? = nil

    /// These words over the item counts per section as presented (`counts`; during a move the
    /// lifted block may sit in another section than in the model). - Complexity: O(1).
    func presenting(_ counts: [Int]) -> Self {
        var words = self
        words.presentedCounts = counts
        return words
    }

    /// "Ada", "Ada and Grace", "Ada, Grace and Alan".
    func names(of items: [ItemID]) -> String { text.join(items.map(name)) }

    /// A section's spoken name: the owner's, else "section N" (1-based) when the view has
    /// several sections, else nil. - Complexity: O(1).
    func spokenSectionName(_ section: Int) -> String? {
        if let sectionTitle, snapshot.sectionIdentifiers.indices.contains(section) {
            return sectionTitle(snapshot.sectionIdentifiers[section])
        }
        return snapshot.numberOfSections > 1 ? "section \(section + 1)" : nil
    }

    /// A section's name for menus and refusals: the owner's, else "section N" (1-based).
    func sectionName(_ section: Int) -> String { spokenSectionName(section) ?? "section \(section + 1)" }

    /// The number of items in `section` as presented (0 when there is no such section).
    func count(inSection section: Int) -> Int {
        if let presentedCounts { return presentedCounts.indices.contains(section) ? presentedCounts[section] : 0 }
        return snapshot.items(inSection: section).count
    }

    /// `sectioned` or `unsectioned` filled for `path`: {position} and {count} within its
    /// section, {section} its name.
    private func place(_ sectioned: String, _ unsectioned: String, at path: ItemPath, item: String? = nil,
                       other: String? = nil) -> String {
        let section = spokenSectionName(path.section)
        return AnnouncementText.fill(section == nil ? unsectioned : sectioned, item: item, other: other,
                                     position: path.item + 1, count: count(inSection: path.section), section: section)
    }

    /// "3 of 40 in Friends" (an element's position).
    func positionText(at path: ItemPath) -> String { place(text.position, text.positionUnsectioned, at: path) }

    /// "Lifted Anna Berg, position 3 of 40 in Friends".
    func lifted(_ items: [ItemID], at path: ItemPath) -> String {
        place(text.lifted, text.liftedUnsectioned, at: path, item: names(of: items))
    }

    /// "Anna Berg, position 1 of 40 in Work" (a keyboard step of a lifted block now at `path`).
    func movedOver(_ items: [ItemID], at path: ItemPath) -> String {
        place(text.movedOver, text.movedOverUnsectioned, at: path, item: names(of: items))
    }

    /// "Anna Berg will swap with Max Berg".
    func willSwap(_ a: ItemID, with b: ItemID) -> String {
        AnnouncementText.fill(text.willSwap, item: name(a), other: name(b))
    }

    /// "Anna Berg back at position 3" (a caught item over its own place again).
    func backInPlace(_ item: ItemID, at path: ItemPath) -> String {
        place(text.backInPlace, text.backInPlace, at: path, item: name(item))
    }

    /// "Swapped Anna Berg and Max Berg".
    func swapped(_ a: ItemID, _ b: ItemID) -> String {
        AnnouncementText.fill(text.swapped, item: name(a), other: name(b))
    }

    /// "Moved Anna Berg to position 1 in Work" (this snapshot is the model after the move;
    /// `target` where the block starts).
    func moved(_ items: [ItemID], to target: ItemPath) -> String {
        place(text.moved, text.movedUnsectioned, at: target, item: names(of: items))
    }

    /// "Drop cancelled, Anna Berg returned to position 3" (`path`: where it is back).
    func cancelled(_ items: [ItemID], at path: ItemPath) -> String {
        place(text.cancelled, text.cancelled, at: path, item: names(of: items))
    }

    /// "Drop cancelled, Anna Berg was removed" (an update deleted the dragged items).
    func removed(_ items: [ItemID]) -> String { AnnouncementText.fill(text.removed, item: names(of: items)) }

    /// "Dropped Anna Berg at position 3; nothing moved".
    func droppedInPlace(_ items: [ItemID], at path: ItemPath) -> String {
        place(text.droppedInPlace, text.droppedInPlace, at: path, item: names(of: items))
    }

    /// "Dropped Anna Berg at position 3; nothing exchanged".
    func releasedInPlace(_ item: ItemID, at path: ItemPath) -> String {
        place(text.releasedInPlace, text.releasedInPlace, at: path, item: name(item))
    }
}
