import MosaicCore
import MosaicInteraction
import MosaicView

/// A fill of an empty seat from the bench, which the controller undoes and redoes itself: the
/// view cannot (the empty seat its entry would swap back left the bench when the fill was
/// saved), so the controller registers the fill in the view's undo order instead
/// (`CollectionView.undoManager.registerUndo(named:undo:redo:)`).
struct Fill {
    /// The lineup before and after the fill.
    var before: Lineup
    var after: Lineup
}

// Undo and redo of the whole lineup, in the view's order: the view's own entries (swaps, moves)
// and the fills the controller registered there (ctrl+z / ctrl+shift+z, the window's Undo and Redo).
extension LineupController {
    /// True when ``undo()`` would act.
    public var canUndo: Bool { !view.dragInProgress && view.undoManager.canUndo }

    /// True when ``redo()`` would act.
    public var canRedo: Bool { !view.dragInProgress && view.undoManager.canRedo }

    /// Reverses the last saved change (the view's undo, or a fill the controller reverses), saved.
    public func undo() {
        guard !view.dragInProgress else { return }
        view.undoManager.undo()
    }

    /// Repeats the last undone change (the view's redo, or a fill the controller repeats), saved.
    public func redo() {
        guard !view.dragInProgress else { return }
        view.undoManager.redo()
    }

    /// ctrl+z and ctrl+shift+z for the windows' key handlers (before the view sees them): true
    /// when the key was one of them (done through ``undo()`` / ``redo()``).
    public func handleUndoKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
        guard key == .character("z"), modifiers.contains(.ctrl), !modifiers.contains(.alt) else { return false }
        if modifiers.contains(.shift) { redo() } else { undo() }
        return true
    }

    /// Undoes a fill of an empty seat from the bench (the view's undo reached it): the lineup
    /// before the fill is saved and shown. Nil when done, else why not (the status says so too).
    func undo(_ fill: Fill) -> String? {
        let what = undoHistory.popLast() ?? "the fill"
        guard restore(fill.before, over: state.committed) else { return status }
        redoHistory.append(what)
        status = "Undid \(what)"
        onChange?()
        return nil
    }

    /// Repeats an undone fill: the lineup after it is saved and shown, unless the lineup is no
    /// longer as the undo left it. Nil when done, else why not (the status says so too).
    func redo(_ fill: Fill) -> String? {
        let what = redoHistory.popLast() ?? "the fill"
        guard state.committed.sections == fill.before.sections else {
            status = "Cannot redo \(what): the lineup changed"
            onChange?()
            return "the lineup changed"
        }
        guard restore(fill.after, over: state.committed) else { return status }
        undoHistory.append(what)
        status = "Redid \(what)"
        onChange?()
        return nil
    }

    /// Saves `lineup`'s seats and bench over `committed`, then shows them. False (the status
    /// says why) when the store refused.
    private func restore(_ seats: Lineup, over committed: Lineup) -> Bool {
        // The team as it is now (an injury marked since, a new weight).
        guard let lineup = try? committed.rearranged(as: Lineup.seated(seats.sections), team: team),
              let snapshot = viewSnapshot(of: lineup) else { return false }
        do { rowsWritten += try store.save(lineup, over: committed) } catch {
            if storeError == nil { storeError = error }
            status = "Not saved: \(error.reason)"
            onChange?()
            return false
        }
        state.committed.boat = lineup.boat
        state.committed.bench = lineup.bench
        live = state.committed
        balance = Balance(live)
        view.apply(snapshot, animated: true)
        assert(Lineup.normalized((0..<2).map { view.snapshot.items(inSection: $0) }) == state.committed.sections,
               "the view shows what is saved")
        return true
    }
}
