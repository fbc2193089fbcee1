import MosaicCore
import MosaicInteraction
import MosaicView

/// Fills of an empty seat from the bench that the controller undoes and redoes itself: the view
/// cannot (the empty seat its entry would swap back left the bench when the fill was saved).
struct FillHistory {
    struct Entry {
        /// The depth of the controller's undo history just after the fill (``LineupController/undoHistory``'s
        /// count); for a redo entry, the depth of the redo history just after the undo.
        var depth: Int
        /// The lineup before and after the fill.
        var before: Lineup
        var after: Lineup
        /// Whether the view's undo stack holds the fill's (unresolvable) entry: a fill made by a
        /// gesture. A fill redone by the controller has none.
        var inView: Bool
    }

    /// Fills undo would reverse (the latest last) and undone fills redo would repeat.
    var undo: [Entry] = []
    var redo: [Entry] = []
}

// Undo and redo of the whole lineup: the view's history (swaps, moves), and the fills the
// controller keeps itself, in one order (ctrl+z / ctrl+shift+z, the window's Undo and Redo).
extension LineupController {
    /// True when ``undo()`` would act: the view can undo, or the last change was a fill.
    public var canUndo: Bool {
        !view.dragInProgress && (view.canUndo || fills.undo.last?.depth == undoHistory.count && !undoHistory.isEmpty)
    }

    /// True when ``redo()`` would act: the view can redo, or the last undone change was a fill.
    public var canRedo: Bool {
        !view.dragInProgress && (view.canRedo || fills.redo.last?.depth == redoHistory.count && !redoHistory.isEmpty)
    }

    /// Reverses the last saved change (the view's undo, or a fill the controller reverses), saved.
    public func undo() {
        guard !view.dragInProgress else { return }
        if let fill = fills.undo.last, fill.depth == undoHistory.count, !fill.inView { return undoFill() }
        // A gesture's fill: the view drops its entry ("Cannot undo…") and `undoFill` follows.
        view.undo()
    }

    /// Repeats the last undone change (the view's redo, or a fill the controller repeats), saved.
    public func redo() {
        guard !view.dragInProgress else { return }
        if let fill = fills.redo.last, fill.depth == redoHistory.count { return redoFill() }
        view.redo()
    }

    /// ctrl+z and ctrl+shift+z for the windows' key handlers (before the view sees them): true
    /// when the key was one of them (done through ``undo()`` / ``redo()``).
    public func handleUndoKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
        guard key == .character("z"), modifiers.contains(.ctrl), !modifiers.contains(.alt) else { return false }
        if modifiers.contains(.shift) { redo() } else { undo() }
        return true
    }

    /// Undoes the last change when it filled an empty seat from the bench: the lineup before the
    /// fill is saved and shown; the fill can be redone.
    func undoFill() {
        guard let fill = fills.undo.last, fill.depth == undoHistory.count, !undoHistory.isEmpty else { return }
        fills.undo.removeLast()
        let what = undoHistory.last ?? "the fill"
        guard restore(fill.before, over: state.committed) else { return }
        redoHistory.append(undoHistory.removeLast())
        fills.redo.append(FillHistory.Entry(depth: redoHistory.count, before: fill.before, after: fill.after, inView: false))
        status = "Undid \(what)"
        onChange?()
    }

    /// Repeats an undone fill: the lineup after it is saved and shown, unless the lineup is no
    /// longer as the undo left it (then nothing changes and ``status`` says so).
    func redoFill() {
        guard let fill = fills.redo.last, fill.depth == redoHistory.count, !redoHistory.isEmpty else { return }
        fills.redo.removeLast()
        let what = redoHistory.removeLast()
        guard state.committed.sections == fill.before.sections else {
            status = "Cannot redo \(what): the lineup changed"
            onChange?()
            return
        }
        guard restore(fill.after, over: state.committed) else { return }
        undoHistory.append(what)
        fills.undo.append(FillHistory.Entry(depth: undoHistory.count, before: fill.before, after: fill.after, inView: false))
        status = "Redid \(what)"
        onChange?()
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
