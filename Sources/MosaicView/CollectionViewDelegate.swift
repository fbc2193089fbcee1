import MosaicCore

/// The collection view's delegate and data-source callbacks, in UIKit's and the exchange
/// controller's words, as typed closures: set the ones you need; a nil question gets the default
/// answer, a nil notification is not sent. Every notification is also an event of
/// `CollectionView.onEvent` (for logs and replay), sent just before the typed closure.
///
/// Questions are asked synchronously while an interaction decides, on the thread that drives
/// the view (so they may read your app's state directly); notifications come after the model
/// changed (the model first, then the view).
public struct CollectionViewDelegate {
    // MARK: Questions

    /// `collectionView(_:canMoveItemAt:)`: may the item be lifted for interactive movement?
    /// Default yes.
    public var canMoveItem: ((ItemPath) -> Bool)?
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`: return the
    /// target to use, or nil to keep the current one. Default: the proposal. An answer where the
    /// lifted block cannot start (a section out of range, an item past the section's end once
    /// the lifted items are taken out) is not used — the current target stays — and is reported
    /// as ``CollectionViewEvent/invalidMoveTarget(proposed:answer:count:)`` through `onEvent`.
    public var targetForMove: ((_ from: ItemPath, _ proposed: ItemPath) -> ItemPath?)?
    /// Exchange delegate `exchangeControllerCanBeginExchangeTransaction`: may this item be caught?
    /// Default yes.
    public var canBeginExchange: ((ItemPath) -> Bool)?
    /// Exchange delegate `canDisplaceItemAtIndexPath:withItemBeingDraggedFromIndexPath:`: may the item
    /// at the first path be displaced by the one dragged from the second? Default yes.
    public var canDisplace: ((_ item: ItemPath, _ dragged: ItemPath) -> Bool)?
    /// `collectionView(_:canEditItemAt:)` for deletion: may the item be deleted? Asked before
    /// anything offers to delete it — the context menu shows no Delete, and the Delete key, a
    /// browse long press and `requestDeletion(at:)` open no confirmation for an item answered
    /// no. Default yes. (An app without deletion answers no for every item.)
    public var canDeleteItem: ((ItemPath) -> Bool)?
    /// Exchange delegate `viewForCatchRectangleForItemAtIndexPath`: the catch rectangle of a cell,
    /// relative to the cell's frame origin (given the cell's frame); nil: the whole cell.
    public var catchRect: ((ItemPath, Rect) -> Rect?)?
    /// Exchange delegate `animateCatchForExchangeController:withSnapshot:`: the snapshot's animation
    /// after a catch, given the caught path, as segments from scale 1 at the style's snapshot
    /// alpha (the snapshot keeps following the finger). Nil: the default blink to
    /// `ExchangeStyle.catchBlinkScale` and back.
    public var animateCatch: ((ItemPath) -> [SnapshotKeyframe])?
    /// Exchange delegate `animateReleaseForExchangeController:withSnapshot:toPoint:…completionBlock:`:
    /// the snapshot's animation after the release, then the completion sequence (the hidden
    /// cell revealed behind the snapshot at once, the snapshot faded out over the returned
    /// duration, then removed). The displaced item's dimming returns to alpha 1 over the
    /// animation. Nil: the default release blink (the cell lands with a blink to
    /// `ExchangeStyle.releaseBlinkScale`).
    public var animateRelease: ((ExchangeRelease) -> ExchangeReleaseAnimation)?
    /// The action provider of UIKit's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`:
    /// the owner's entries of the item's context menu, asked each time the menu opens and
    /// placed above the built-in Delete and "Move to ‹section›". Make them with
    /// `ContextMenu.Item(title:identifier:isEnabled:)`; choosing one calls
    /// ``didChooseContextMenuItem``. (An entry with a built-in action works as that action.)
    /// Nil or empty: the built-in entries only. - Complexity: called once per opening.
    public var contextMenuItems: ((ItemPath) -> [ContextMenu.Item])?

    // MARK: Notifications

    /// `collectionView(_:didSelectItemAt:)`.
    public var didSelectItem: ((ItemPath) -> Void)?
    /// `collectionView(_:didDeselectItemAt:)`.
    public var didDeselectItem: ((ItemPath) -> Void)?
    /// `collectionView(_:performPrimaryActionForItemAt:)`: the item's primary action — a
    /// double-click on it in browse mode (`CollectionViewConfiguration.doubleClickInterval`;
    /// the first click selected it). Open the item here. Logged `primaryAction 0.1`.
    public var performPrimaryAction: ((ItemPath) -> Void)?
    /// A long press on an item in browse mode (what else it does is
    /// `CollectionViewConfiguration.browseLongPress`).
    public var didLongPressItem: ((ItemPath) -> Void)?
    /// `collectionView(_:willDisplay:forItemAt:)`: the item's cell enters the display list
    /// (the visible rectangle plus the display margin). Sent while building a display list.
    public var willDisplayItem: ((ItemPath) -> Void)?
    /// `collectionView(_:didEndDisplaying:forItemAt:)`: the item's cell left the display list.
    /// The path is where the item was last displayed.
    public var didEndDisplayingItem: ((ItemPath) -> Void)?
    /// The data source's `collectionView(_:moveItemAt:to:)`: an interactive movement
    /// committed (once, at the drop). Persist it here.
    public var moveItem: ((_ from: ItemPath, _ to: ItemPath) -> Void)?
    /// A multi-item movement committed: the items lifted from `from` (ascending) now sit
    /// contiguously from `to`.
    public var moveItems: ((_ from: [ItemPath], _ to: ItemPath) -> Void)?
    /// A confirmed deletion was committed to the model (the path before the deletion).
    public var didDeleteItem: ((ItemPath) -> Void)?
    /// Exchange delegate `exchangeControllerDidExchangeItemAtIndexPath1:withItemAtIndexPath2:` (required
    /// there): one individual exchange of the model; exchange your data source's items here.
    public var didExchangeItems: ((ItemPath, ItemPath) -> Void)?
    /// Exchange delegate `exchangeControllerDidFinishExchangeEvent`: an exchange event (one or two
    /// individual exchanges) is complete. Live updating goes here.
    public var didFinishExchangeEvent: (() -> Void)?
    /// Exchange delegate `didFinishExchangeTransactionWithItemAtIndexPath:andItemAtIndexPath:`: the
    /// transaction ended with the dragged item at the first path and the item it displaced at
    /// the second (equal when nothing was exchanged). Set up undo here.
    public var didFinishExchangeTransaction: ((ItemPath, ItemPath) -> Void)?
    /// Exchange delegate `exchangeControllerDidCancelExchangeTransaction`: the transaction was cancelled
    /// and every exchange undone.
    public var didCancelExchangeTransaction: (() -> Void)?
    /// An interactive movement was cancelled (nothing changed in the model).
    public var didCancelMove: (() -> Void)?
    /// An undo (ctrl+z or `undo()`) changed the model by these edits.
    public var didUndo: (([CollectionEdit]) -> Void)?
    /// A redo (ctrl+shift+z or `redo()`) changed the model by these edits.
    public var didRedo: (([CollectionEdit]) -> Void)?
    /// A pinch step changed the layout's pinch value (spacing) to this value.
    public var didChangePinchValue: ((Double) -> Void)?
    /// An owner's entry of the context menu (``contextMenuItems``) was chosen, by a click or
    /// the keyboard: its identifier and the path of the item the menu is about (UIKit's
    /// `UIAction` handler). The menu is already closed; the model is unchanged. Logged
    /// `menuAction 0.1 open`.
    public var didChooseContextMenuItem: ((_ identifier: String, _ path: ItemPath) -> Void)?
    /// Tab (`forward` true) or shift+Tab was pressed in the collection view: move the keyboard
    /// focus to your next (or previous) control, as a GTK container does. The view already hides
    /// its focus ring (`CollectionView.hasKeyboardFocus` is false). Logged `focusLeaves forward`.
    public var focusLeaves: ((_ forward: Bool) -> Void)?

    /// A delegate with every closure nil: every question gets its default answer (yes, the
    /// proposal, the whole cell) and no typed notification is sent.
    public init() {}

    /// Sends the typed notification of an event, if set.
    func notify(_ event: CollectionViewEvent) {
        switch event {
        case .didSelect(let p): didSelectItem?(p)
        case .didDeselect(let p): didDeselectItem?(p)
        case .delete(let p): didDeleteItem?(p)
        case .move(let from, let to): moveItem?(from, to)
        case .moveMany(let from, let to): moveItems?(from, to)
        case .cancelMove: didCancelMove?()
        case .didExchange(let a, let b): didExchangeItems?(a, b)
        case .didFinishExchangeEvent: didFinishExchangeEvent?()
        case .didFinishExchangeTransaction(let a, let b): didFinishExchangeTransaction?(a, b)
        case .didCancelExchangeTransaction: didCancelExchangeTransaction?()
        case .spacing(let v): didChangePinchValue?(v)
        case .contextMenuAction(let identifier, let p): didChooseContextMenuItem?(identifier, p)
        case .primaryAction(let p): performPrimaryAction?(p)
        case .focusLeaves(let forward): focusLeaves?(forward)
        case .doubleTap, .confirmDelete, .canMove, .canBegin, .canDisplace, .undo, .redo, .announce, .invalidMoveTarget, .layoutError: break
        }
    }
}
