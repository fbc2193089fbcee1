import MosaicCore

/// What a view knows of a drag shared with other views of its ``CollectionViewGroup``: the
/// items it lent to another view (their home paths, for a return), the items it hosts for
/// another view (in its model tentatively until the drop), and whom to tell when a drag it
/// hosts ends (its own drop and cancel would tell its owner of a move its owner never had).
struct CrossViewLink<ItemID: Hashable & Sendable> {
    /// Items lifted here and now shown in another view: gone from this model until they come
    /// back (a return, a refusal, a cancel) or the drop commits them elsewhere.
    var departed: (items: [ItemID], sources: [ItemPath])?
    /// Items of another view hosted here, lifted: in this model only while the drag lasts.
    var hosted: [ItemID]?
    /// Called when the owner's snapshot no longer has an item this view lent: the shared drag
    /// ends (the group takes the block out of the view showing it).
    var lentRemoved: (() -> Void)?
    /// Ends a hosted drag instead of the view's own drop (true) or cancel (false).
    var end: ((_ drop: Bool) -> Void)?

    /// True when neither lending nor hosting (an owner's snapshot then applies as it is).
    var isIdle: Bool { departed == nil && hosted == nil }
}
