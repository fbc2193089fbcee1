import MosaicCore

/// Where a ``CollectionView``'s snapshot is during ``CollectionView/updateSnapshot(animated:sizeForNewItem:_:)``:
/// one state instead of a flag and an optional set that had to be kept in step.
///
/// `held` → `lent` (the owner's edit has it; the view holds a hollow and refuses every read) →
/// `applying` (given back edited; the old model is gone, so the items displayed before are
/// answered from what was captured) → `held` once the apply installs the new model.
enum SnapshotLoan<ItemID: Hashable & Sendable> {
    /// The view holds its snapshot.
    case held
    /// The snapshot is lent to the owner's edit.
    case lent
    /// The edited snapshot is being applied; `displayed` are the items the view displayed
    /// before, by layout path.
    case applying(displayed: [ItemPath: ItemID])

    /// True while the owner's edit holds the snapshot.
    var isLent: Bool {
        if case .lent = self { return true }
        return false
    }

    /// During an apply of a lent snapshot, the items displayed before, by layout path; nil otherwise.
    var displayedBefore: [ItemPath: ItemID]? {
        if case .applying(let displayed) = self { return displayed }
        return nil
    }
}
