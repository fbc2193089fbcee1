import MosaicCore

/// A committed transaction between two views as one undo step, shared by both views' histories
/// (each holds a mirror): undone or redone through either view, it reverses (or repeats) in both
/// and the other view's mirror follows. It keeps the transaction as last performed: an undo
/// stores the reversal, which a redo reverses again.
final class CrossViewUndoStep {
    enum Transaction {
        case move(CrossViewMove)
        case exchange(CrossViewExchange)
    }

    var transaction: Transaction

    init(_ transaction: Transaction) { self.transaction = transaction }
}

extension CollectionViewGroup {
    /// Records a committed transaction as one undo step in both its views (the latest change of
    /// each; their redo stacks empty).
    func recordUndo(_ transaction: CrossViewUndoStep.Transaction) {
        let step = CrossViewUndoStep(transaction)
        let (a, b, name): (String, String, String)
        switch transaction {
        case .move(let m): (a, b, name) = (m.sourceView, m.destinationView, "move between views")
        case .exchange(let x): (a, b, name) = (x.sourceView, x.destinationView, "exchange between views")
        }
        for (id, other) in [(a, b), (b, a)] {
            let perform: (Bool) -> String? = { [weak self, unowned step] reversed in
                guard let self else { return "the views are no longer together" }
                return self.perform(step, reversed: reversed, otherView: other)
            }
            member(id)?.view.crossViewRecordUndo(named: name, share: step, undo: { perform(true) }, redo: { perform(false) })
        }
    }

    /// Reverses the step's transaction in both views (an undo, or a redo of an undo: the same
    /// reversal), tells the owners the reversal as one transaction, and moves `otherView`'s
    /// mirror along. Nil when done, else why not (nothing changed): the other view no longer
    /// holds the mirror (a new change there emptied its redo stack), a drag is in progress, an
    /// item is gone or cannot go back.
    private func perform(_ step: CrossViewUndoStep, reversed: Bool, otherView: String) -> String? {
        guard !isDraggingBetweenViews, !isExchangingBetweenViews else { return "a drag between views is in progress" }
        guard let other = member(otherView), other.view.crossViewTransferUndo(step, reversed: reversed) else {
            return "\(otherView) has changed since"
        }
        let result: Result<CrossViewUndoStep.Transaction, UndoRefusal>
        switch step.transaction {
        case .move(let m): result = revert(m).map { .move($0) }
        case .exchange(let x): result = revert(x).map { .exchange($0) }
        }
        switch result {
        case .failure(let reason):
            _ = other.view.crossViewTransferUndo(step, reversed: !reversed)
            return reason.text
        case .success(let back):
            step.transaction = back
            switch back {
            case .move(let m): didMoveBetweenViews?(m)
            case .exchange(let x): didExchangeBetweenViews?(x)
            }
            return nil
        }
    }

    /// Takes a move's items out of its destination (wherever they are now) and puts them back
    /// into its source as one block at the first source path (clamped): the reversal, as a move.
    private func revert(_ m: CrossViewMove) -> Result<CrossViewMove, UndoRefusal> {
        guard let source = member(m.sourceView), let destination = member(m.destinationView) else {
            return .failure(UndoRefusal("a view of the move left the group"))
        }
        if let missing = m.convertedItems.first(where: { destination.view.crossViewPath(of: $0) == nil }) {
            return .failure(UndoRefusal("\(destination.view.crossViewName(missing)) is no longer in \(m.destinationView)"))
        }
        guard !destination.view.dragInProgress, source.view.crossViewCanHost(m.items),
              let out = destination.view.crossViewTakeOut(m.convertedItems) else {
            return .failure(UndoRefusal("\(m.sourceView) cannot take the items back now"))
        }
        // Back in the order they now have, each as the source's identity.
        let original = Dictionary(zip(m.convertedItems, m.items), uniquingKeysWith: { a, _ in a })
        let items = out.items.map { original[$0] ?? $0 }
        let landed = source.view.crossViewPutIn(items, sizes: out.sizes, at: m.sourcePaths.first ?? ItemPath(0, 0))
        precondition(landed != nil, "\(m.sourceView) refused items it said it could take back")
        return .success(CrossViewMove(sourceView: m.destinationView, sourcePaths: out.paths, items: out.items,
                                      destinationView: m.sourceView, destinationPath: landed ?? ItemPath(0, 0), convertedItems: items))
    }

    /// Swaps an exchange's two items back (each found by identity): the reversal, as an exchange.
    private func revert(_ x: CrossViewExchange) -> Result<CrossViewExchange, UndoRefusal> {
        guard let source = member(x.sourceView), let destination = member(x.destinationView) else {
            return .failure(UndoRefusal("a view of the exchange left the group"))
        }
        guard let sp = source.view.crossViewPath(of: x.convertedDisplacedItem) else {
            return .failure(UndoRefusal("\(source.view.crossViewName(x.convertedDisplacedItem)) is no longer in \(x.sourceView)"))
        }
        guard let dp = destination.view.crossViewPath(of: x.convertedItem) else {
            return .failure(UndoRefusal("\(destination.view.crossViewName(x.convertedItem)) is no longer in \(x.destinationView)"))
        }
        guard !source.view.dragInProgress, !destination.view.dragInProgress, !source.view.crossViewContains(x.item),
              !destination.view.crossViewContains(x.displacedItem),
              let s = source.view.crossViewItem(at: sp), let d = destination.view.crossViewItem(at: dp) else {
            return .failure(UndoRefusal("the items cannot be exchanged back now"))
        }
        let a = source.view.crossViewReplace(at: sp, with: x.item, size: d.size)
        let b = destination.view.crossViewReplace(at: dp, with: x.displacedItem, size: s.size)
        precondition(a != nil && b != nil, "an exchange back between views refused after it was checked")
        return .success(CrossViewExchange(sourceView: x.sourceView, sourcePath: sp, item: x.convertedDisplacedItem,
                                          destinationView: x.destinationView, destinationPath: dp, displacedItem: x.convertedItem,
                                          convertedItem: x.displacedItem, convertedDisplacedItem: x.item))
    }
}

/// Why an undo or redo between views could not be done (announced "Cannot undo: …").
struct UndoRefusal: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
