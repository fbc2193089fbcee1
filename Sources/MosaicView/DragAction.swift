import MosaicCore

/// What the view does for one event of the ``DragMachine``, performed in order: the actions that
/// change only the model state by ``CollectionState/perform(_:next:before:)``, the catch, release
/// and landing by the view's ``Presentation``, the rest by the view.
enum DragAction<ItemID: Hashable & Sendable>: Equatable {
    /// The machine's new state becomes the view's: before this point the view still presents
    /// the old drag (so a relayout's transition captures the cells where the old state showed them).
    case takeEffect
    /// A drag began: the pressed highlight ends (the lifted or caught item is the drag's now).
    case clearHighlight
    /// The actions inside, in one animated relayout (cells animate from where they were presented).
    case relayout([DragAction])
    /// Present the lifted block one step further (``LiftedBlockStep``, performed by the layout).
    case layout(LiftedBlockStep)
    /// Exchange two items, model first, then the layout's sizes (the machine tells `didExchange a b`
    /// in the ``emit(_:)`` that follows).
    case exchange(ItemPath, ItemPath)
    /// Tell the owner (a log line, a notification).
    case emit(CollectionViewEvent)
    /// Say this to assistive technology (worded from the model at that moment).
    case announce(DragAnnouncement<ItemID>)
    /// Scroll the content by this much (an auto-scroll step); if it scrolled, the placement
    /// extends and the target is chosen again under the pointer.
    case autoScroll(Point)
    /// Place a waterfall's items only down to below the visible rect while the drag lasts.
    case limitPlacement
    /// Complete the placement limited for the drag.
    case completePlacement
    /// Commit the drop to the model: `items` from `sources` land contiguously at `target`. If the
    /// model refuses, the view cancels the movement instead (from the state before the drop).
    case commitMove([ItemID], from: [ItemPath], to: ItemPath)
    /// A move that is not a drag (the context menu's "Move to ‹section›"): the item at `from`
    /// goes to `to` in the model, then in the layout.
    case move(from: ItemPath, to: ItemPath)
    /// Tell the owner of the committed move (`move a -> b` / `move [a, b] -> c`) and record it for undo.
    case reportMove([ItemID], from: [ItemPath], to: ItemPath)
    /// Animate a dropped item from `frame` (content coordinates) to its slot, scaled from `scale`.
    case land(ItemID?, from: Rect, scale: Double)
    /// An exchange's catch at `path`: the catch animation starts.
    case caught(ItemPath)
    /// The catch animation is over.
    case endCatch
    /// Record for undo the exchange of the items now at `final` (the caught one) and `origin`
    /// (the one it displaced), a finished transaction.
    case recordExchange(final: ItemPath, origin: ItemPath)
    /// The released exchange snapshot (at `frame`, caught at `caughtAt`) lands or plays the
    /// owner's release animation; the catch animation ends.
    case release(ItemID, from: Rect, origin: ItemPath?, caughtAt: Double)
}

/// What a drag says to assistive technology; the view words it (``Announcer``) from the model at
/// the moment it is performed.
enum DragAnnouncement<ItemID: Hashable & Sendable>: Equatable {
    /// "Lifted Ada, position 3 of 40".
    case lifted([ItemID], at: ItemPath)
    /// "Moved Ada to position 1".
    case moved([ItemID], to: ItemPath)
    /// "Ada dropped in place".
    case droppedInPlace([ItemID], at: ItemPath)
    /// "Cancelled, Ada back at position 3" (nil: the exchange had not begun anywhere).
    case cancelled([ItemID], at: ItemPath?)
    /// An update deleted the dragged items: "Drop cancelled, Ada was removed".
    case removed([ItemID])
    /// A keyboard step of a movement: "Ada, position 1 of 40 in Work".
    case movedOver([ItemID], at: ItemPath)
    /// A keyboard step of an exchange over another item: "Ada will swap with Grace".
    case willSwap(ItemID, with: ItemID)
    /// A keyboard step of an exchange back to its origin: "Ada back at position 3".
    case backInPlace(ItemID, at: ItemPath)
    /// A transaction finished with the items now at these paths exchanged: "Swapped Ada and Grace".
    case swapped(ItemPath, ItemPath)
    /// A transaction released with nothing exchanged: "Dropped Ada at position 3; nothing exchanged".
    case releasedInPlace(ItemID, at: ItemPath)
    /// The owner refused to move the item: "Max cannot be moved".
    case refused(ItemID)
    /// The owner kept the item out of the section: "Max cannot be moved to Bench".
    case refusedSection(ItemID, Int)
}

extension Announcer {
    /// The words of a drag's announcement.
    func text(_ announcement: DragAnnouncement<ItemID>) -> String {
        switch announcement {
        case .lifted(let items, let path): return lifted(items, at: path)
        case .moved(let items, let target): return moved(items, to: target)
        case .droppedInPlace(let items, let path): return droppedInPlace(items, at: path)
        case .cancelled(let items, let path): return path.map { cancelled(items, at: $0) } ?? text.cancelled
        case .removed(let items): return removed(items)
        case .movedOver(let items, let path): return movedOver(items, at: path)
        case .willSwap(let item, let other): return willSwap(item, with: other)
        case .backInPlace(let item, let path): return backInPlace(item, at: path)
        case .swapped(let a, let b):
            guard let x = snapshot[a], let y = snapshot[b] else { preconditionFailure("a finished exchange at \(a), \(b) outside the model") }
            return swapped(x, y)
        case .releasedInPlace(let item, let path): return releasedInPlace(item, at: path)
        case .refused(let item): return "\(name(item)) cannot be moved"
        case .refusedSection(let item, let section): return "\(name(item)) cannot be moved to \(sectionName(section))"
        }
    }
}
