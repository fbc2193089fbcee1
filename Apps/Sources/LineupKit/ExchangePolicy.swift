import MosaicCore

/// The exchange delegate's questions, answered for a dragon boat lineup — pure functions of the
/// lineup as it was when the transaction began (the collection view exchanges its model live,
/// so during a drag the dragged paddler is no longer at its origin).
///
/// - `canBeginExchange`: nothing can be caught while the lineup is locked.
/// - `canDisplace`: the dragged paddler must be able to take the seat it lands in and the
///   displaced paddler the seat it is sent to (``SeatRules``: the drummer seat needs the
///   drummer role, the steerer seat the steerer role, a row seat the paddler role, a boat seat
///   an available paddler; the bench takes anyone); a seat whose paddler is marked injured
///   cannot be displaced; an empty seat cannot be caught, and takes a paddler from the boat
///   (the seat left is empty) or from the bench (who fills it; the bench is one shorter).
/// - `catchRect`: only the grip on the cell's left edge catches.
/// - Move mode: only bench paddlers move, and only within the bench.
public enum ExchangePolicy {
    /// The width, in points, of the grip on each cell's left edge: the catch rectangle.
    public static let gripWidth = 28.0

    /// `canBeginExchangeTransaction`: nil (yes) unless the lineup is locked.
    public static func refusalToBegin(_ lineup: Lineup, at path: ItemPath) -> Refusal? {
        if lineup.locked { return .locked }
        if lineup.paddler(section: path.section, index: path.item) != nil { return nil }
        if let seat = Lineup.seat(section: path.section, index: path.item),
           lineup.contains(section: path.section, index: path.item) { return .empty(seat) }
        return .nothing
    }

    /// `canDisplaceItemAtIndexPath:withItemBeingDraggedFromIndexPath:` with the lineup as it was
    /// when the transaction began: nil (yes), or why not.
    public static func refusalToDisplace(_ lineup: Lineup, item: ItemPath, dragged origin: ItemPath) -> Refusal? {
        guard lineup.contains(section: item.section, index: item.item), lineup.contains(section: origin.section, index: origin.item),
              let target = Lineup.seat(section: item.section, index: item.item),
              let source = Lineup.seat(section: origin.section, index: origin.item) else { return .nothing }
        let displaced = lineup.paddler(section: item.section, index: item.item)
        guard let dragged = lineup.paddler(section: origin.section, index: origin.item) else { return .empty(source) }
        if let displaced, displaced.injured { return .injured(displaced.name, target) }
        if let refusal = SeatRules.refusal(dragged, in: target) { return refusal }
        if let displaced, let refusal = SeatRules.refusal(displaced, in: source) { return refusal }
        return nil
    }

    /// What a coach reads at seat `item` while `dragged` hovers over it: refused (and why),
    /// allowed with a soft warning (a side preference), or allowed — the exchange's rules and
    /// the side preferences of both paddlers, in one value a window shows at the seat.
    public static func verdict(_ lineup: Lineup, item: ItemPath, dragged origin: ItemPath) -> SeatVerdict {
        if let refusal = refusalToDisplace(lineup, item: item, dragged: origin) { return .refused(refusal) }
        var warnings: [SeatWarning] = []
        if let dragged = lineup.paddler(section: origin.section, index: origin.item),
           let target = Lineup.seat(section: item.section, index: item.item),
           let warning = SeatRules.warning(dragged, in: target) { warnings.append(warning) }
        if let displaced = lineup.paddler(section: item.section, index: item.item),
           let source = Lineup.seat(section: origin.section, index: origin.item),
           let warning = SeatRules.warning(displaced, in: source) { warnings.append(warning) }
        return warnings.isEmpty ? .allowed : .warned(warnings)
    }

    /// ``verdict(_:item:dragged:)`` for every position of the lineup (boat and bench) while
    /// `origin` is dragged — what a window shades and labels. O(seats).
    public static func verdicts(_ lineup: Lineup, dragged origin: ItemPath) -> [ItemPath: SeatVerdict] {
        var result: [ItemPath: SeatVerdict] = [:]
        for (section, count) in [lineup.boat.count, lineup.bench.count].enumerated() {
            for index in 0..<count where ItemPath(section, index) != origin {
                result[ItemPath(section, index)] = verdict(lineup, item: ItemPath(section, index), dragged: origin)
            }
        }
        return result
    }

    /// The data source's `canMoveItemAt` in move mode: bench paddlers only, unless locked.
    public static func refusalToMove(_ lineup: Lineup, at path: ItemPath) -> Refusal? {
        if lineup.locked { return .locked }
        return path.section == LineupSection.bench.rawValue ? nil : .boatInMoveMode
    }

    /// `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`: a bench paddler stays on the
    /// bench (nil keeps the current target when the proposal is in the boat).
    public static func target(from origin: ItemPath, proposed: ItemPath) -> ItemPath? {
        proposed.section == LineupSection.bench.rawValue ? proposed : nil
    }

    /// Whether `proposed` may replace `committed` as the saved lineup (the last check before a
    /// commit, whichever gesture, menu entry, key or undo produced it): every paddler who
    /// changed seat must be able to sit in the new one (roles). Nil (yes), or why not.
    public static func refusalToSave(_ proposed: Lineup, over committed: Lineup) -> Refusal? {
        for (index, paddler) in proposed.boat.enumerated() where committed.boat.indices.contains(index) {
            guard let paddler, committed.boat[index]?.id != paddler.id, let seat = Seat.boat(index) else { continue }
            if let refusal = SeatRules.refusal(paddler, in: seat) { return refusal }
        }
        return nil
    }

    /// The exchange catch rectangle, relative to the cell's top-left: the grip on its left edge.
    public static func catchRect(cellFrame: Rect) -> Rect {
        Rect(x: 0, y: 0, width: min(gripWidth, cellFrame.width), height: cellFrame.height)
    }
}
