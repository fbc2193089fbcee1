import Foundation
import Mosaic
import MosaicCairo

/// The board's views over its model, without GTK (the window and the headless `--snapshot`
/// both drive it): one `CollectionView` per column, each showing that column's cards as its one
/// section. Every model change is applied to the views at once (`apply(_:animated:)`, also
/// while a card is lifted); every move the views commit is persisted through ``BoardModel``.
final class BoardController {
    typealias View = CollectionView<Int64, Int64>
    let model: BoardModel
    /// The columns' views, in the model's column order.
    private(set) var views: [View] = []
    /// Called after each model change has been applied (print, redraw, relabel).
    var onChange: (() -> Void)?
    /// Called when a change could not be saved (the views show the model as it is on disk).
    var onError: ((Error) -> Void)?
    private var churnCount = 0
    /// The shared drag session of the columns' views, each under its column's id as a string
    /// (the window's widgets join it): a card dropped in another column is persisted through
    /// ``moveCard(_:toColumn:index:)``.
    let group = CollectionViewGroup()
    /// The columns' mode (set before ``makeViews(clock:viewport:)``): `.edit` moves cards,
    /// `.exchange` swaps a card dropped on another with it (within a column or across columns).
    var mode: InteractionMode = .edit

    init(model: BoardModel) {
        self.model = model
        group.didMoveBetweenViews = { [unowned self] move in moveBetweenColumns(move) }
        group.didExchangeBetweenViews = { [unowned self] x in
            exchangeCards(x.item(as: Int64.self), x.convertedDisplacedItem(as: Int64.self))
        }
    }

    /// Makes the columns' views on `clock`, each `viewport` large.
    func makeViews(clock: any TimeSource, viewport: Size) throws {
        views = try model.columns.map { column in
            var configuration = CollectionViewConfiguration()
            configuration.allowsSelectionDuringEditing = true
            configuration.allowsMultipleSelection = false          // one card moves at a time
            configuration.allowsMultipleSelectionWithModifiers = false
            let view = try View(snapshot: snapshot(of: column), layout: CardListLayout(), viewportSize: viewport,
                                mode: mode, configuration: configuration, clock: clock)
            view.labelProvider = { [unowned self] in model.card($0)?.title ?? "Card \($0)" }
            view.sectionTitleProvider = { [unowned self] id in model.columns.first { $0.id == id }?.title ?? "" }
            view.accessibility.viewName = column.title
            view.delegate.moveItem = { [unowned self, unowned view] _, to in cardMoved(in: view, to: to) }
            view.delegate.didFinishExchangeTransaction = { [unowned self, unowned view] a, b in
                guard a != b else { return }   // equal paths: nothing exchanged within the column
                let cards = view.snapshot.items(inSection: 0)
                exchangeCards(cards[safe: a.item], cards[safe: b.item])
            }
            view.delegate.didUndo = { [unowned self, unowned view] _ in adoptOrder(of: view) }
            view.delegate.didRedo = { [unowned self, unowned view] _ in adoptOrder(of: view) }
            view.delegate.canDeleteItem = { _ in false }
            view.delegate.contextMenuItems = { [unowned self, unowned view] _ in menuItems(for: view) }
            view.delegate.didChooseContextMenuItem = { [unowned self, unowned view] identifier, path in
                guard let step = Int(identifier), let id = view.snapshot.items(inSection: 0)[safe: path.item] else { return }
                moveToNeighbour(card: id, step: step)
            }
            return view
        }
    }

    /// The column's cards as a snapshot (one section, the column's id).
    func snapshot(of column: BoardColumn) throws -> View.Snapshot {
        try View.Snapshot(sections: [(column.id, column.cards.map(\.id))])
    }

    /// The index in the model of the column a view shows (its section's id is the column's).
    func columnIndex(of view: View) -> Int? {
        view.committedSnapshot.sectionIdentifiers.first.flatMap { id in model.columns.firstIndex { $0.id == id } }
    }

    /// Puts ``views`` in the model's column order, applies the model to every view whose cards
    /// differ (animated), then calls ``onChange``.
    func sync(animated: Bool = true) {
        views.sort { (columnIndex(of: $0) ?? 0) < (columnIndex(of: $1) ?? 0) }
        for (view, column) in zip(views, model.columns) where view.committedSnapshot.items(inSection: 0) != column.cards.map(\.id) {
            if let next = try? snapshot(of: column) {
                view.apply(next, animated: animated, sizeForNewItem: { _ in Size(width: 200, height: 76) })
            }
        }
        onChange?()
    }

    /// A view committed a move of one card within its column: persisted (one key written).
    private func cardMoved(in view: View, to: ItemPath) {
        guard let c = columnIndex(of: view), let id = view.snapshot.items(inSection: 0)[safe: to.item] else { return }
        let column = model.columns[c].id
        do { try model.move(card: id, from: column, to: column, index: to.item) } catch { onError?(error) }
        sync()
    }

    /// Two cards exchanged places (within a column or across columns): persisted in one
    /// transaction (``BoardModel/exchange(_:_:)``); a refused write puts the views back to the model.
    private func exchangeCards(_ a: Int64?, _ b: Int64?) {
        guard let a, let b else { return }
        do { try model.exchange(a, b) } catch { onError?(error) }
        sync()
    }

    /// Undo or redo changed a view's order: the model takes it, card by card.
    private func adoptOrder(of view: View) {
        guard let c = columnIndex(of: view) else { return }
        let column = model.columns[c].id
        do {
            for (i, id) in view.snapshot.items(inSection: 0).enumerated() where model.columns[c].cards[safe: i]?.id != id {
                guard let at = model.location(of: id), at.column == c else { continue }
                try model.move(card: id, from: column, to: column, index: i)
            }
        } catch { onError?(error) }
        sync()
    }

    /// The card menu: "Move to <previous column>" / "Move to <next column>", by identifier -1 / 1.
    private func menuItems(for view: View) -> [ContextMenu.Item] {
        guard let c = columnIndex(of: view) else { return [] }
        return [-1, 1].compactMap { step in
            model.columns[safe: c + step].map { ContextMenu.Item(title: "Move to \($0.title)", identifier: "\(step)") }
        }
    }

    // MARK: - Moves between columns (the seam for a drag session between views)

    /// Moves card `id` into column `column` at `index` (0...that column's count without the
    /// card; the same column reorders): persisted by ``BoardModel/move(card:from:to:index:)`` in
    /// one transaction, then applied to the views — both columns' views, animated. If the move
    /// is refused (an unknown card or column, an index out of range, a failed write) the model
    /// and the disk are unchanged, the views are put back to the model, ``onError`` is told and
    /// false returned.
    ///
    /// THE SEAM: a drag that carries a card from one column's view into another's calls this at
    /// its drop (the destination's accepted path gives `column` and `index`); if the views have
    /// already shown the move, ``sync(animated:)`` finds nothing to change — and if the move was
    /// refused, it takes the card back to where the model has it. ctrl+arrow and the card menu
    /// come here too (``moveToNeighbour(card:step:)``).
    @discardableResult
    func moveCard(_ id: Int64, toColumn column: Int64, index: Int) -> Bool {
        guard let at = model.location(of: id) else {
            onError?(BoardError.unknownCard(id))
            return false
        }
        if views[at.column].dragInProgress { views[at.column].cancelInteractiveMovement() }
        do {
            try model.move(card: id, from: model.columns[at.column].id, to: column, index: index)
        } catch {
            onError?(error)
            sync()
            return false
        }
        sync()
        return true
    }

    /// A card dragged from one column's view into another's was dropped there: both views show
    /// it already; the model takes the move in one transaction (a refused write puts the views
    /// back to the model). The group's id of a view is its column's id.
    func moveBetweenColumns(_ move: CrossViewMove) {
        guard let column = Int64(move.destinationView) else { return }
        for (i, card) in move.items(as: Int64.self).enumerated() {
            moveCard(card, toColumn: column, index: move.destinationPath.item + i)
        }
    }

    /// Moves card `id` to the column `step` places on in the model's order (-1: the previous),
    /// at the same index clamped to that column's end (``moveCard(_:toColumn:index:)``), then
    /// focuses it there and announces it. A card lifted in its view is put down first. Returns
    /// false, changing nothing, at the board's edge or when the card is gone.
    @discardableResult
    func moveToNeighbour(card id: Int64, step: Int) -> Bool {
        guard let at = model.location(of: id), model.columns.indices.contains(at.column + step) else { return false }
        let destination = model.columns[at.column + step]
        guard moveCard(id, toColumn: destination.id, index: min(at.index, destination.cards.count)) else { return false }
        views[at.column + step].accessibilityFocus(id)
        views[at.column + step].announce("Moved \(model.card(id)?.title ?? "card") to \(destination.title)")
        return true
    }

    /// Moves the column a view shows `step` places on (-1: towards the start), persisted.
    @discardableResult
    func moveColumn(of view: View, step: Int) -> Bool {
        guard let c = columnIndex(of: view), model.columns.indices.contains(c + step) else { return false }
        do { try model.moveColumn(model.columns[c].id, to: c + step) } catch {
            onError?(error)
            return false
        }
        sync()
        return true
    }

    /// One live change to the board, as another user's edit would arrive: a new card, a
    /// renamed one, or a deleted card among those this churn added — never a card the board
    /// started with. Applied to the views at once (even during a drag).
    func churn(using random: inout SeededGenerator) {
        churnCount += 1
        let c = Int.random(in: 0..<model.columns.count, using: &random)
        let column = model.columns[c]
        let added = column.cards.filter { $0.title.hasPrefix("New card") }
        do {
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where !added.isEmpty:
                try model.delete(card: added[Int.random(in: 0..<added.count, using: &random)].id)
            case 1 where !column.cards.isEmpty:
                let card = column.cards[Int.random(in: 0..<column.cards.count, using: &random)]
                let base = card.title.components(separatedBy: " · ")[0]
                try model.rename(card: card.id, to: "\(base) · edit \(churnCount)")
            default:
                try model.addCard("New card \(churnCount)", to: column.id, at: Int.random(in: 0...column.cards.count, using: &random))
            }
        } catch { onError?(error) }
        sync()
        for view in views { view.tick() }
    }

    /// The board as one line: each column's card ids in order, columns separated by " | ".
    var orderLine: String {
        model.columns.map { $0.cards.map { String($0.id) }.joined(separator: " ") }.joined(separator: " | ")
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
