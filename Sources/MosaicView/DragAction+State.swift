import MosaicCore

extension CollectionState {
    /// Performs a drag action that changes only this state, in place: `takeEffect` (`next`
    /// becomes the drag), `clearHighlight`, a `layout` step of the lifted block, a `move` and an
    /// `exchange` of model and layout, and a movement's `commitMove` (the model only; the layout
    /// already presents the block there). `before` becomes the model before a move or a commit
    /// (what the undo entry of the move that follows is made from). The view performs the other
    /// actions; passing one here is a programming error (`preconditionFailure`).
    /// - Throws: the model's refusal of a `commitMove`, the state unchanged.
    /// - Complexity: the step's or the edit's (``commitMove(_:from:to:)``); O(1) otherwise.
    mutating func perform(_ action: DragAction<ItemID>, next: DragSession<ItemID>?,
                          before: inout SectionedSnapshot<SectionID, ItemID>?) throws {
        switch action {
        case .takeEffect: drag = next
        case .clearHighlight: highlighted = nil
        case .layout(let step): layout.perform(step)
        case .move(let from, let to):
            before = heldSnapshot
            edit("move \(from) -> \(to)") { try $0.move(from: from, to: to) } layout: { try $0.moveItem(from: from, to: to) }
        case .exchange(let a, let b): exchange(a, b)
        case .commitMove(let items, let sources, let target):
            before = heldSnapshot
            try commitMove(items, from: sources, to: target)
        case .relayout, .emit, .announce, .autoScroll, .limitPlacement, .completePlacement, .reportMove, .land, .caught, .endCatch,
             .recordExchange, .release:
            preconditionFailure("\(action) is the view's to perform, not the model's")
        }
    }
}
