import MosaicCore
import MosaicView

/// What a seat says to the coach at the pointer: why it refuses, or a soft warning.
public struct SeatHint: Sendable, Equatable {
    /// The item (paddler id, or an empty seat's id) of the cell the hint is drawn at.
    public var itemID: Int
    /// The words, e.g. "Ada Fox is drummer-only", "7R is injured — Cleo Adams", "Mia prefers left".
    public var text: String
    /// True for a refusal (the swap cannot happen), false for a soft warning (it can).
    public var refuses: Bool

    /// A hint at `itemID`.
    public init(itemID: Int, text: String, refuses: Bool) {
        self.itemID = itemID
        self.text = text
        self.refuses = refuses
    }
}

// Rules a coach sees (issue 28): hovering or dragging over a seat shows, at that seat, why it
// refuses ("Ada Fox is drummer-only", "7R is injured — Cleo Adams") or a soft warning that
// still allows the swap ("Mia prefers left").
extension LineupController {
    /// Updates ``hint`` for the pointer at `point` (viewport points; nil: the pointer left) and
    /// returns whether it changed (redraw then). While a paddler is dragged, the hovered seat's
    /// verdict for that paddler; else, with a paddler selected, the verdict of swapping them
    /// there; else what the hovered seat's own paddler breaks or prefers (an injury, a rule
    /// broken after a roster edit, a side preference). O(team).
    @discardableResult
    public func updateHint(at point: Point?) -> Bool {
        let new = point.flatMap { hint(at: $0) }
        guard new != hint else { return false }
        hint = new
        onChange?()
        return true
    }

    /// The hint for the pointer at `point` (viewport points), without storing it.
    public func hint(at point: Point) -> SeatHint? {
        guard let path = view.itemPath(atViewportPoint: point), let id = view.snapshot[path] else { return nil }
        let committed = state.committed
        guard let target = committedPath(of: id, shownAt: path) else { return nil }
        if let dragged = view.dragInProgress ? state.draggedID : selectedPaddlerID {
            guard let origin = committedPath(of: dragged, shownAt: nil) else { return nil }
            // Over the dragged paddler's own place: the seat there now (the swap shown live).
            let seat = dragged == id ? path : target
            guard seat != origin else { return nil }
            let verdict = ExchangePolicy.verdict(committed, item: seat, dragged: origin)
            if case .allowed = verdict { return nil }
            return SeatHint(itemID: id, text: Self.sentence(verdict.reason), refuses: !verdict.allows)
        }
        guard !view.dragInProgress, let paddler = team[id], let seat = Lineup.seat(section: target.section, index: target.item) else {
            return nil
        }
        if paddler.injured, seat.isInBoat {
            return SeatHint(itemID: id, text: Self.sentence(ExchangePolicy.Refusal.injured(paddler.name, seat).description), refuses: true)
        }
        if let refusal = SeatRules.refusal(paddler, in: seat) {
            return SeatHint(itemID: id, text: Self.sentence(refusal.description), refuses: true)
        }
        if let warning = SeatRules.warning(paddler, in: seat) {
            return SeatHint(itemID: id, text: Self.sentence(warning.description), refuses: false)
        }
        return nil
    }

    /// The paddler selected in exchange mode (a click), if any.
    private var selectedPaddlerID: Int? {
        guard view.mode == .exchange, let path = view.selectedPaths.first, let id = view.snapshot[path], team[id] != nil else { return nil }
        return id
    }

    /// Where item `id` sits in the committed lineup: a paddler's seat; an empty seat's own
    /// index (`shownAt`, when the committed seat there is empty, else the index its id names).
    func committedPath(of id: Int, shownAt path: ItemPath?) -> ItemPath? {
        let committed = state.committed
        if id >= 0 {
            guard let seat = committed.seat(of: id) else { return nil }
            return seat.isInBoat ? ItemPath(LineupSection.boat.rawValue, seat.index) : ItemPath(LineupSection.bench.rawValue, seat.index)
        }
        if let path, path.section == LineupSection.boat.rawValue, committed.boat.indices.contains(path.item),
           committed.boat[path.item] == nil { return path }
        let index = -id - 1
        return committed.boat.indices.contains(index) && committed.boat[index] == nil ? ItemPath(LineupSection.boat.rawValue, index) : nil
    }

    /// `text` with its first letter capitalised ("the lineup is locked" → "The lineup is locked").
    static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
