/// The rules of who may sit where, in a coach's words: each a pure function of a paddler and
/// a seat, shared by the exchange delegate (``ExchangePolicy``), the last check before a save,
/// the roster's checks after an edit and the export.
///
/// - A seat needs its role (``Seat/requiredRole``): "Ada Fox is drummer-only", "Sam Okafor is
///   not a drummer". The bench takes anyone.
/// - A boat seat needs an available paddler: "Ada Fox is unavailable".
/// - A side preference is a soft warning that allows the seat: "Mia prefers left".
public enum SeatRules {
    /// Why `paddler` may not take `seat`, or nil when they may.
    public static func refusal(_ paddler: Paddler, in seat: Seat) -> ExchangePolicy.Refusal? {
        if !paddler.canSit(in: seat) { return .role(paddler.name, paddler.roles, seat) }
        if seat.isInBoat, paddler.unavailable { return .unavailable(paddler.name) }
        return nil
    }

    /// The soft warning for `paddler` in `seat`: a row seat on the side the paddler does not
    /// prefer; nil otherwise.
    public static func warning(_ paddler: Paddler, in seat: Seat) -> SeatWarning? {
        guard case .row(_, let side) = seat, paddler.side != .either, paddler.side != side else { return nil }
        return .prefers(paddler.firstName, paddler.side)
    }

    /// Every seat of `lineup`'s boat whose occupant breaks a rule (after a roster edit), front to
    /// back, as `seat: reason` lines ("drummer: Sam Okafor is not a drummer").
    public static func problems(in lineup: Lineup) -> [String] {
        lineup.boat.enumerated().compactMap { index, paddler in
            guard let paddler, let seat = Seat.boat(index), let refusal = refusal(paddler, in: seat) else { return nil }
            return "\(seat.label): \(refusal)"
        }
    }
}

/// A soft warning at a seat: the swap is allowed, the coach is told.
public enum SeatWarning: Equatable, Sendable, CustomStringConvertible {
    /// The paddler (first name) prefers the other side.
    case prefers(String, Side)

    /// "Mia prefers left".
    public var description: String {
        switch self {
        case .prefers(let name, let side): "\(name) prefers \(side.rawValue)"
        }
    }
}

/// What a seat says while a paddler hovers over it: allowed, allowed with warnings, or refused.
public enum SeatVerdict: Equatable, Sendable {
    /// The exchange is allowed, nothing to say.
    case allowed
    /// The exchange is allowed; the warnings are shown at the seat.
    case warned([SeatWarning])
    /// The exchange is refused, for this reason.
    case refused(ExchangePolicy.Refusal)

    /// Whether the exchange may happen.
    public var allows: Bool { if case .refused = self { false } else { true } }

    /// The words shown at the seat: "" when allowed, the warnings joined by "; ", or the refusal.
    public var reason: String {
        switch self {
        case .allowed: ""
        case .warned(let warnings): warnings.map(\.description).joined(separator: "; ")
        case .refused(let refusal): refusal.description
        }
    }
}
