import MosaicCore

/// A change of one view's model by a transaction between the views of a ``CollectionViewGroup``,
/// as a value: the lifted block leaves (the gap closes), a block goes in or out, an item is
/// replaced by another view's. The view performs every one the same way
/// (``CollectionView/crossViewChange(_:at:)``): ``apply(to:)`` inside one animated relayout, then
/// ``actions``; none of it is told to the owner as a change of its own (a replacement is told as
/// the live swap it is, `didExchange p p`).
enum CrossViewChange<ItemID: Hashable & Sendable>: Equatable, CustomStringConvertible {
    /// The lifted block leaves model and layout, and the drag ends (``CrossViewLink/removeLifted(from:)``).
    case removeLifted
    /// The block's items not in the model yet go in at their paths (``CrossViewBlock/insert(into:)``).
    case insert(CrossViewBlock<ItemID>)
    /// The block's items leave the model (``CrossViewBlock/delete(from:)``); they must be at its paths.
    case delete(CrossViewBlock<ItemID>)
    /// The item at the path is replaced by `with`, of `size` (``CrossViewLink/replace(at:with:size:in:)``).
    case replace(ItemPath, with: ItemID, size: Size)

    /// Whether the change would change `state`: removing a lifted block needs an interactive
    /// movement in progress; a replacement, an item at the path and its new item not in the
    /// model; a block always goes in or out. - Complexity: O(1).
    func applies<S>(to state: CollectionState<S, ItemID>) -> Bool {
        switch self {
        case .removeLifted: return state.drag?.move != nil
        case .insert, .delete: return true
        case .replace(let path, let item, _): return state.snapshot[path] != nil && !state.snapshot.contains(item)
        }
    }

    /// Changes `state` (model, layout, drag), then its selection, anchor, focus and highlight
    /// forget the items that left (``CollectionState/forgetItemsNotInModel()``), so the state
    /// is consistent again. A change that does not apply (``applies(to:)``) changes nothing.
    /// - Complexity: the model's edits, plus O(selected).
    func apply<S>(to state: inout CollectionState<S, ItemID>) {
        switch self {
        case .removeLifted: CrossViewLink.removeLifted(from: &state)
        case .insert(let block): block.insert(into: &state)
        case .delete(let block): block.delete(from: &state)
        case .replace(let path, let item, let size): CrossViewLink.replace(at: path, with: item, size: size, in: &state)
        }
        state.forgetItemsNotInModel()
    }

    /// What the view performs once the state changed: after the lifted block left, the
    /// placement the drag limited completes; after a replacement the owner hears the live swap
    /// (`didExchange p p`); nothing after a block went in or out.
    var actions: [DragAction<ItemID>] {
        switch self {
        case .removeLifted: return [.completePlacement]
        case .insert, .delete: return []
        case .replace(let path, _, _): return [.emit(.didExchange(path, path))]
        }
    }

    /// The change in words (a broken invariant is reported "after" it).
    var description: String {
        switch self {
        case .removeLifted: return "a lifted block leaving for another view"
        case .insert(let block): return "items \(block.items) arriving from another view"
        case .delete(let block): return "items \(block.items) leaving for another view"
        case .replace(let path, let item, _): return "replacing the item at \(path) with \(item) of another view"
        }
    }
}
