import MosaicCore

/// The words of the announcements a drag, a move or an exchange makes for assistive output
/// ("Picked up Ada, position 2 of 12"), from the model and the owner's names for items and
/// sections. Positions are 1-based, in reading order across sections.
struct Announcer<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    let snapshot: SectionedSnapshot<SectionID, ItemID>
    /// The owner's name of an item; its identity's description when nil.
    let label: ((ItemID) -> String)?
    /// The owner's title of a section; "section N" (1-based) when nil.
    let sectionTitle: ((SectionID) -> String)?

    func name(of item: ItemID) -> String { label?(item) ?? String(describing: item) }

    /// "Ada", "Ada and Grace", "Ada, Grace and Alan".
    func names(of items: [ItemID]) -> String { UndoUnavailableError.join(items.map(name(of:))) }

    /// A section's name: the owner's title, else "section N" (1-based).
    func sectionName(_ section: Int) -> String {
        if let sectionTitle, snapshot.sectionIdentifiers.indices.contains(section) {
            return sectionTitle(snapshot.sectionIdentifiers[section])
        }
        return "section \(section + 1)"
    }

    /// 1-based position in reading order across sections. - Complexity: O(sections).
    func position(of path: ItemPath) -> Int {
        var n = 0
        for s in 0..<min(path.section, snapshot.numberOfSections) { n += snapshot.items(inSection: s).count }
        return n + path.item + 1
    }

    /// "Picked up Ada Lovelace, position 2 of 12".
    func pickedUp(_ items: [ItemID], at path: ItemPath) -> String {
        "Picked up \(names(of: items)), position \(position(of: path)) of \(snapshot.numberOfItems)"
    }

    /// After a committed move of `items` from `sources` to the block at `target` (this snapshot
    /// is the model after it; `fromPosition` the first source's position before). Across
    /// sections both are named (react-beautiful-dnd: "from position 1 in list X to position 4 in
    /// list Y"), positions counting within each section.
    func moved(_ items: [ItemID], from sources: [ItemPath], fromPosition: Int, to target: ItemPath) -> String {
        if target.section != sources[0].section {
            return "Moved \(names(of: items)) from position \(sources[0].item + 1) in \(sectionName(sources[0].section)) "
                + "to position \(target.item + 1) in \(sectionName(target.section))"
        }
        return "Moved \(names(of: items)) from position \(fromPosition) to position \(position(of: target))"
    }

    /// After an exchange transaction left `a` at `final` and `b` at `origin`.
    func exchanged(_ a: ItemID, at final: ItemPath, _ b: ItemID, at origin: ItemPath) -> String {
        guard final.section != origin.section else { return "Exchanged \(name(of: a)) and \(name(of: b))" }
        return "Exchanged \(name(of: a)) (position \(final.item + 1) in \(sectionName(final.section))) "
            + "and \(name(of: b)) (position \(origin.item + 1) in \(sectionName(origin.section)))"
    }
}
