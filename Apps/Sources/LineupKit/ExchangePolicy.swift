import MosaicCore

/// The exchange delegate's questions, answered for a dragon boat lineup — pure functions of the
/// lineup as it was when the transaction began (the collection view exchanges its model live,
/// so during a drag the dragged paddler is no longer at its origin).
///
/// - `canBeginExchange`: nothing can be caught while the lineup is locked.
/// - `canDisplace`: the dragged paddler must be able to take the seat it lands in and the
///   displaced paddler the seat it is sent to (the drummer seat needs the drummer role, the
///   steerer seat the steerer role, a row seat the paddler role; the bench takes anyone); and
///   a seat whose paddler is marked injured cannot be displaced.
/// - `catchRect`: only the grip on the cell's left edge catches.
/// - Move mode: only bench paddlers move, and only within the bench.
public enum ExchangePolicy {
    /// Why a question was answered no.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
        /// The lineup is locked.
        case locked
        /// The paddler to displace is marked injured.
        case injured(String)
        /// The named paddler may not take the seat (it lacks the role).
        case role(String, Seat)
        /// A boat paddler cannot move (move mode reorders the bench only).
        case boatInMoveMode
        /// No paddler at that position.
        case nothing
        /// Lineup has no deletion: every paddler stays in the team.
        case deletion
        /// The change would not leave a lineup (the boat must keep its 22 seats filled).
        case notALineup(String)

        /// A short sentence for the status line.
        public var description: String {
            switch self {
            case .locked: "the lineup is locked"
            case .injured(let name): "\(name) is injured: the seat stays"
            case .role(let name, let seat): "\(name) cannot take the \(seat.label) seat"
            case .boatInMoveMode: "move mode reorders the bench only"
            case .nothing: "no paddler there"
            case .deletion: "Lineup has no deletion: mark a paddler injured (i) or seat them on the bench"
            case .notALineup(let why): why
            }
        }
    }

    /// The width, in points, of the grip on each cell's left edge: the catch rectangle.
    public static let gripWidth = 28.0

    /// `canBeginExchangeTransaction`: nil (yes) unless the lineup is locked.
    public static func refusalToBegin(_ lineup: Lineup, at path: ItemPath) -> Refusal? {
        if lineup.locked { return .locked }
        return lineup.paddler(section: path.section, index: path.item) == nil ? .nothing : nil
    }

    /// `canDisplaceItemAtIndexPath:withItemBeingDraggedFromIndexPath:` with the lineup as it was
    /// when the transaction began: nil (yes), or why not.
    public static func refusalToDisplace(_ lineup: Lineup, item: ItemPath, dragged origin: ItemPath) -> Refusal? {
        guard let displaced = lineup.paddler(section: item.section, index: item.item),
              let dragged = lineup.paddler(section: origin.section, index: origin.item),
              let target = Lineup.seat(section: item.section, index: item.item),
              let source = Lineup.seat(section: origin.section, index: origin.item) else { return .nothing }
        if displaced.injured { return .injured(displaced.name) }
        if !dragged.canSit(in: target) { return .role(dragged.name, target) }
        if !displaced.canSit(in: source) { return .role(displaced.name, source) }
        return nil
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
            guard committed.boat[index].id != paddler.id, let seat = Seat.boat(index) else { continue }
            if !paddler.canSit(in: seat) { return .role(paddler.name, seat) }
        }
        return nil
    }

    /// The exchange catch rectangle, relative to the cell's top-left: the grip on its left edge.
    public static func catchRect(cellFrame: Rect) -> Rect {
        Rect(x: 0, y: 0, width: min(gripWidth, cellFrame.width), height: cellFrame.height)
    }
}
