import MosaicCore

/// Everything the collection view tells its owner, in order: every delegate call,
/// as values. `logLine` is the exact string `mosaic replay` logs for each.
public enum CollectionViewEvent: Sendable, Equatable {
    /// The item was selected (UIKit's `didSelectItemAt`), by a tap, the keyboard or
    /// `selectItem(at:)`; also sent when tapping an already selected item in single selection.
    case didSelect(ItemPath)
    /// The item was deselected (UIKit's `didDeselectItemAt`): by a tap in multiple selection,
    /// by another item's single selection, or by `deselectAll()`.
    case didDeselect(ItemPath)
    /// A double tap on the item (only with `CollectionViewConfiguration.recognizesDoubleTap`).
    case doubleTap(ItemPath)
    /// The item's primary action (UIKit's `performPrimaryActionForItemAt`): a double-click on
    /// it in browse mode (`CollectionViewConfiguration.doubleClickInterval`); open it.
    case primaryAction(ItemPath)
    /// The deletion confirmation opened for the item.
    case confirmDelete(ItemPath)
    /// A confirmed deletion was committed to the model.
    case delete(ItemPath)
    /// A pinch step changed the layout's spacing to this value.
    case spacing(Double)
    /// The data source was asked whether the item can move.
    case canMove(ItemPath)
    /// An interactive movement committed (once, at the end).
    case move(from: ItemPath, to: ItemPath)
    /// A multi-item movement committed: the items (old paths) now start at `to`.
    case moveMany(from: [ItemPath], to: ItemPath)
    /// An interactive movement was cancelled; the model is unchanged.
    case cancelMove
    /// The delegate was asked whether the item may be caught for an exchange (the exchange delegate's
    /// `canBeginExchangeTransaction`), whatever it answered.
    case canBegin(ItemPath)
    /// The delegate was asked whether the item at the first path may be displaced by the item
    /// dragged from `from` (its starting path), whatever it answered.
    case canDisplace(ItemPath, from: ItemPath)
    /// One individual exchange of the two items was applied to the model (the exchange delegate's
    /// `didExchangeItemAtIndexPath1:withItemAtIndexPath2:`).
    case didExchange(ItemPath, ItemPath)
    /// An exchange event (one or two individual exchanges) is complete.
    case didFinishExchangeEvent
    /// The exchange transaction ended: the dragged item is at the first path, the item it
    /// displaced at the second (equal when nothing was exchanged).
    case didFinishExchangeTransaction(ItemPath, ItemPath)
    /// The exchange transaction was cancelled and every exchange in it undone.
    case didCancelExchangeTransaction
    /// An undo; `what` is the log line of what was undone (e.g. `move 0.0 -> 1.2`).
    case undo(String)
    /// A redo; `what` is the log line of what was redone (e.g. `move 0.0 -> 1.2`).
    case redo(String)
    /// A text announcement for assistive output.
    case announce(String)
    /// The owner's context menu entry with this identifier was chosen for the item at the path
    /// (`CollectionViewDelegate.didChooseContextMenuItem`).
    case contextMenuAction(String, ItemPath)
    /// `CollectionViewDelegate.targetForMove` answered `answer` for the proposal `proposed`, a
    /// path where the lifted block (of `count` items) cannot start: a section out of range, or
    /// an item index past the section's end once the lifted items are taken out. The answer is
    /// not used; the movement keeps its current target (as a nil answer would). Logged
    /// `invalidMoveTarget 0.2 -> 5.0`.
    case invalidMoveTarget(proposed: ItemPath, answer: ItemPath, count: Int)
    /// The layout's answers became unusable after an update (``CollectionView/apply(_:animated:sizeForNewItem:)``
    /// or a layout change): a NaN or infinite frame or size, no cells for the items
    /// (``AnyLayout/validationError(itemCounts:)`` says which). The view keeps the update; fix
    /// the layout. Logged `layoutError <description>`.
    case layoutError(MosaicError)
    /// Tab (`forward`) or shift+Tab pressed: the keyboard focus leaves the collection view for
    /// the app's next (or previous) control (`CollectionViewDelegate.focusLeaves`).
    case focusLeaves(forward: Bool)

    /// The replay log's line for this event, e.g. `didSelect 0.1` or `move 0.0 -> 1.2`.
    public var logLine: String {
        switch self {
        case .didSelect(let p): return "didSelect \(p)"
        case .didDeselect(let p): return "didDeselect \(p)"
        case .doubleTap(let p): return "doubleTap \(p)"
        case .primaryAction(let p): return "primaryAction \(p)"
        case .confirmDelete(let p): return "confirmDelete \(p)"
        case .delete(let p): return "delete \(p)"
        case .spacing(let v): return "spacing \(NumberFormatting.compact(v))"
        case .canMove(let p): return "canMove \(p)"
        case .move(let a, let b): return "move \(a) -> \(b)"
        case .moveMany(let paths, let to):
            return "move [\(paths.map(\.description).joined(separator: ", "))] -> \(to)"
        case .cancelMove: return "cancelMove"
        case .canBegin(let p): return "canBegin \(p)"
        case .canDisplace(let p, let from): return "canDisplace \(p) from \(from)"
        case .didExchange(let a, let b): return "didExchange \(a) \(b)"
        case .didFinishExchangeEvent: return "didFinishExchangeEvent"
        case .didFinishExchangeTransaction(let a, let b): return "didFinishExchangeTransaction \(a) \(b)"
        case .didCancelExchangeTransaction: return "didCancelExchangeTransaction"
        case .undo(let what): return "undo \(what)"
        case .redo(let what): return "redo \(what)"
        case .announce(let text): return "announce \(text)"
        case .contextMenuAction(let identifier, let p): return "menuAction \(p) \(identifier)"
        case .invalidMoveTarget(let proposed, let answer, _): return "invalidMoveTarget \(proposed) -> \(answer)"
        case .layoutError(let error): return "layoutError \(error)"
        case .focusLeaves(let forward): return "focusLeaves \(forward ? "forward" : "backward")"
        }
    }
}

/// Number printing shared by logs and JSON output: integral values without a decimal point
/// (`10`), others with at most 6 decimals, trailing zeros trimmed (`12.5`).
package enum NumberFormatting {
    /// `v` rounded to 6 decimals: `"10"` for an integral value, `"12.5"` otherwise (no
    /// trailing zeros, never `"-0"`); a non-finite value prints `"0"`, a huge one in Swift's
    /// exponent form.
    package static func compact(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let i = Int(rounded)
            return i == 0 ? "0" : String(i)
        }
        var s = String(rounded)
        if s.contains("e") { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
