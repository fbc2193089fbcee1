import MosaicCore
import MosaicView

// The app's commands besides gestures: the lock, the injured mark, the mode.
extension LineupController {
    /// Locks or unlocks the lineup (saved); not during a drag.
    public func toggleLock() {
        guard !view.dragInProgress else { return }
        let locked = !state.committed.locked
        do {
            try store.setLocked(locked, lineup: live.name)
        } catch {
            if storeError == nil { storeError = error }
            status = "Not saved: \(error.reason)"
            onChange?()
            return
        }
        live.locked = locked
        state.committed.locked = locked
        status = locked ? "Locked: nothing can be caught or moved" : "Unlocked"
        onChange?()
    }

    /// Marks or unmarks the selected (else the focused) paddler as injured (saved).
    public func toggleInjured() {
        guard !view.dragInProgress, let path = view.selectedPaths.first,
              let id = view.snapshot[path], var p = team[id] else {
            status = "Select a paddler first (click), then i marks them injured"
            onChange?()
            return
        }
        p.injured.toggle()
        do {
            try store.setInjured(p.injured, paddler: id)
        } catch {
            if storeError == nil { storeError = error }
            status = "Not saved: \(error.reason)"
            onChange?()
            return
        }
        team[id] = p
        live.update(p)
        state.committed.update(p)
        status = p.injured ? "\(p.name) is marked injured: their seat cannot be displaced" : "\(p.name) is fit again"
        onChange?()
    }

    /// Swap (exchange mode, the default) ↔ Arrange bench (move mode: reorder the bench).
    public func toggleMoveMode() {
        view.setMode(view.mode == .edit ? .exchange : .edit)
        status = view.mode == .edit ? "Arrange bench: drag a spare to put the bench in order"
            : "Swap: drag a paddler's grip onto another seat to swap them"
        onChange?()
    }

    /// The view's snapshot of `lineup`, an empty seat keeping the identity the view gives it now
    /// where it stays empty (the undo history finds items by identity), a new one otherwise.
    func viewSnapshot(of lineup: Lineup) -> SectionedSnapshot<Int, Int>? {
        let shown = view.snapshot.items(inSection: LineupSection.boat.rawValue)
        var boat = lineup.boat.enumerated().map { i, p in
            p?.id ?? (shown.indices.contains(i) && shown[i] < 0 ? shown[i] : Lineup.emptySeatID(i))
        }
        var seen = Set<Int>(), fresh = min(boat.min() ?? 0, shown.min() ?? 0) - 1
        for k in boat.indices where boat[k] < 0 && !seen.insert(boat[k]).inserted {
            boat[k] = fresh
            fresh -= 1
        }
        return try? SectionedSnapshot<Int, Int>(sections: [(0, boat), (1, lineup.bench.map(\.id))])
    }
}
