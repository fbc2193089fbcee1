import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// Replaces the model with `newSnapshot` (diffable-data-source style): the changes are
    /// computed by the O(n) diff, so the batch update always adds up — no "invalid number of
    /// items" is possible. Inserted items fade and scale in, deleted ones fade out, moved ones
    /// animate to their new frames. Sizes follow items: kept items keep their layout size;
    /// new items get `sizeForNewItem` (flow layouts with a uniform size ignore it).
    /// A drag in progress goes on over the new model (the article "Changes During a Drag"): a
    /// lifted item stays lifted, its placeholder keeping its neighbour; during an exchange the
    /// new snapshot is the committed order and the swap in effect is re-applied on top of it
    /// (`didExchange`); a deleted dragged item ends the drag as a cancel (`cancelMove` or
    /// `didCancelExchangeTransaction`, announced). The open dialog closes if its item is gone.
    /// During a drag shared with other views (``CollectionViewGroup``) the view keeps showing
    /// the drag: items it lent stay out, items it hosts stay in (the article "Dragging Between Views").
    ///
    /// The O(n) part — the diff and where each item was — runs in code specialised for your
    /// identity types (this method is inlinable); what is animated is O(displayed + animating).
    /// - Returns: the changeset that was applied.
    /// - Complexity: O(n) for the diff and the layout data, O(k) for the animations.
    @inlinable
    @discardableResult
    public func apply(_ newSnapshot: Snapshot, animated: Bool = true,
                      sizeForNewItem: (ItemID) -> Size = { _ in Size(width: 100, height: 100) }) -> Changeset<SectionID, ItemID> {
        let time = prepareForApply()
        let old = snapshot
        let newSnapshot = crossViewAdjusted(newSnapshot)
        if let update = newSnapshot.recordedUpdate(from: old) {
            return applyRecorded(newSnapshot, update, animated: animated, sizeForNewItem: sizeForNewItem, at: time)
        }
        let (changes, oldPaths) = newSnapshot.difference(from: old, recordingOldPaths: true)
        let paths = ApplyPaths(oldPaths: oldPaths, old: old, new: newSnapshot, extra: animated ? animatingItems : [],
                               deletions: changes.deletions)
        let sizes = newSizes(newSnapshot, paths: paths, sizeForNewItem: sizeForNewItem)
        finishApply(newSnapshot, paths: paths, sizes: sizes, animated: animated, at: time)
        return changes
    }

    /// The time of the change (a drag in progress is carried over in ``finishApply``).
    @usableFromInline
    func prepareForApply() -> Double { max(clock.now, lastEventTime) }

    /// The items animating now (their old paths are looked up for fading ghosts).
    @usableFromInline
    var animatingItems: [ItemID] { presentation.animator.keys }

    /// The O(displayed + animating) rest of `apply`: fading ghosts, the new layout, the
    /// animations, the selection, focus and dialog. A custom layout whose answers became unusable
    /// is reported (``CollectionViewEvent/layoutError(_:)``).
    @usableFromInline
    func finishApply(_ newSnapshot: Snapshot, paths: ApplyPaths<SectionID, ItemID>, sizes: [[Size]], animated: Bool,
                     at time: Double) {
        let old = snapshot
        let oldMove = drag?.move
        // A drag goes on over the new model (``DragRebase``): its first action is performed with
        // the new model inside the relayout, the rest after it.
        var machine = DragMachine(session: drag)
        let outcome = drag.map { DragRebase.outcome(of: $0, old: old, new: newSnapshot) }
        var rebase = outcome.map { machine.handle(.rebase($0), rules: moveRules) } ?? []
        let inner: [DragAction<ItemID>]
        if case .relayout(let actions)? = rebase.first { inner = actions; rebase.removeFirst() } else { inner = [] }
        let ghosts = animated ? fadingGhosts(leaving: newSnapshot, extra: paths.extraOldPaths, at: time) : []
        relayout(animation: animated ? configuration.layoutAnimation : nil,
                 oldPath: { path in
                     let model = machine.session?.move.map { $0.modelPath(ofPresented: path) } ?? path
                     guard let before = model.flatMap({ paths.oldPath(ofNewItemAt: $0) }) else { return nil }
                     return oldMove?.presentedPath(ofModel: before) ?? before
                 }) {
            snapshot = newSnapshot
            snapshot.clearReloadedItems()
            snapshot.recordEdits()
            layout.reload(sizes: sizes)
            var unused: Snapshot?
            _ = perform(inner, next: machine.session, before: &unused, at: time)
        }
        for (item, path, frame) in ghosts where !configuration.reducesMotion {
            presentation.fadeOut(item, at: path, from: frame, animation: configuration.layoutAnimation, time: time)
        }
        state.forgetItemsNotInModel()
        var unused: Snapshot?
        _ = perform(rebase, next: machine.session, before: &unused, at: time)
        assertInvariants(after: "applying a snapshot")
        if case .exchange(_, _, true)? = outcome, drag?.pointer.byKeyboard == false { retarget(at: time) }
        // A custom layout's answers are checked after every update (Mosaic's layouts check their input).
        if layout.custom != nil, let problem = layout.validationError(itemCounts: snapshot.itemCounts) {
            emit(.layoutError(problem))
        }
        dismissStalePresentation()
    }

    /// Fading ghosts for the items `newSnapshot` deletes, at their presented frames. Only an
    /// item laid out in the display range or animating (`extra`, by old model path) can be
    /// presented there, so only those are looked at: O(displayed + animating), not
    /// O(deletions) (a search that hides 90,000 cards). A deleted dragged item fades from where
    /// its snapshot was.
    private func fadingGhosts(leaving newSnapshot: Snapshot, extra: [ItemID: ItemPath],
                              at time: Double) -> [(ItemID, ItemPath, Rect)] {
        var candidates: [ItemID: ItemPath] = [:]
        for attrs in layout.attributes(in: displayRect) where attrs.kind == .cell {
            if let item = displayedItem(at: attrs.path) { candidates[item] = attrs.path }
        }
        for (item, p) in extra where candidates[item] == nil { candidates[item] = p }
        let dragged = Set(drag?.items ?? [])
        var ghosts: [(ItemID, ItemPath, Rect)] = []
        for (item, p) in candidates.sorted(by: { $0.value < $1.value }) where !newSnapshot.contains(item) {
            let frame = dragged.contains(item) ? (item == drag?.items.first ? drag?.pointer.frame(contentOffset: contentOffset) : nil)
                : presentation.animator.presentedValue(for: item, at: time)?.frame ?? layout.attributesForItem(at: p)?.frame
            if let frame, frame.intersects(displayRect) { ghosts.append((item, p, frame)) }
        }
        return ghosts
    }
}
