import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    // MARK: - API (UIKit's interactive movement)

    /// Lifts the item at `path` for interactive movement. Asks `canMoveItem` (logged as
    /// `canMove s.i`); false refuses. With multiple selection, lifting a selected item lifts
    /// every selected item (they land together, contiguously, in their relative order).
    @discardableResult
    public func beginInteractiveMovementForItem(at path: ItemPath) -> Bool {
        guard let center = viewport.center(ofItemAt: path, in: layout) else { return false }
        return grab(path, at: center, lift: true, time: now)
    }

    /// Moves the lifted item's target to the slot under `position` (viewport coordinates).
    /// A position outside the viewport leaves the target where it is, and a following
    /// ``endInteractiveMovement()`` cancels, as a pointer released there does.
    public func updateInteractiveMovementTargetPosition(_ position: Point) { interactiveMovement(.update(position)) }

    /// Drops the lifted item(s): the model's move commits once (`move a -> b`) — unless the last
    /// position given to ``updateInteractiveMovementTargetPosition(_:)`` is outside the viewport,
    /// which cancels (`cancelMove`) as a pointer released outside the view does.
    public func endInteractiveMovement() { interactiveMovement(.end) }

    /// Puts everything back, animated; the model is untouched (`cancelMove`).
    public func cancelInteractiveMovement() { interactiveMovement(.cancel) }

    /// Performs an interactive-movement call as the drag machine reads it (``DragMachine/event(for:in:)``:
    /// nothing without a movement), a drop or cancel of a drag shared with a group ending through it.
    func interactiveMovement(_ call: DragMachine<ItemID>.MovementCall) {
        DragMachine(session: drag).event(for: call, in: viewport).map { route($0, at: now) }
    }

    // MARK: - Engine

    /// A committed move, told to the owner (`move a -> b`, or `move [a, b] -> c` for several
    /// items) and recorded for undo (by identity). `before` is the model before the move.
    func reportMove(_ items: [ItemID], from sources: [ItemPath], to target: ItemPath, before: Snapshot) {
        emit(items.count == 1 ? .move(from: sources[0], to: target) : .moveMany(from: sources, to: target))
        if let entry = UndoEntry.move(items, before: before, after: snapshot) { undoManager.record(entry) }
    }

    /// Animates a dropped item from where its snapshot was to its slot (at once with reduced motion).
    func land(_ item: ItemID?, from frame: Rect, at time: Double, scale: Double = 1) {
        guard let item, !configuration.reducesMotion else { return }
        presentation.land(item, from: frame, in: state, scale: scale, at: time)
    }

    /// The words of announcements, from the model now.
    var announcer: Announcer<SectionID, ItemID> {
        Announcer(snapshot: snapshot, name: spokenName(of:), sectionTitle: accessibility.sectionName ?? sectionTitleProvider,
                  text: configuration.announcements)
    }

    /// "Ada", "Ada and Grace", "Ada, Grace and Alan".
    func names(of items: [ItemID]) -> String { announcer.names(of: items) }

    /// A section's name for announcements: the owner's title, else "section N" (1-based).
    func sectionName(_ section: Int) -> String { announcer.sectionName(section) }

    /// The owner's rules of every move and exchange (``MoveRules``), over the layout as presented now.
    var moveRules: MoveRules { MoveRules(delegate: delegate, layout: layout, emit: { [weak self] in self?.emit($0) }) }

    /// "Move to ‹section›": moves `item` to the end of `section` as one undoable move
    /// (`move a -> b`), animated — under the rules of every move (``MoveRules/moveToEnd(of:item:in:)``).
    /// A refusal changes nothing and is announced ("Max cannot be moved").
    func moveItem(_ item: ItemID, toEndOfSection section: Int, at time: Double) {
        var before: Snapshot?
        let actions = moveRules.moveToEnd(of: section, item: item, in: snapshot).actions(for: item, section: section)
        if perform(actions, next: drag, before: &before, at: time) { assertInvariants(after: "moving \(item) to section \(section)") }
    }
}
