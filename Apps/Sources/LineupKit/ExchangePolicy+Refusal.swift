extension ExchangePolicy {
    /// Why a question was answered no, in the words a coach reads at the seat.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
        /// The lineup is locked.
        case locked
        /// The paddler (name) in the seat to displace is marked injured.
        case injured(String, Seat)
        /// The named paddler, with these roles, may not take the seat (it lacks the role).
        case role(String, Set<Role>, Seat)
        /// The named paddler is marked unavailable: no boat seat.
        case unavailable(String)
        /// The seat is empty: nothing to catch there.
        case empty(Seat)
        /// An empty seat would be sent to the bench (it takes paddlers only).
        case emptyToBench(Seat)
        /// A boat paddler cannot move (move mode reorders the bench only).
        case boatInMoveMode
        /// No paddler at that position.
        case nothing
        /// Lineup has no deletion: every paddler stays in the team.
        case deletion
        /// The change would not leave a lineup (the boat must keep its 22 seats).
        case notALineup(String)

        /// A short sentence: "7R is injured — Cleo Adams", "Ada Fox is drummer-only",
        /// "Sam Okafor is not a drummer".
        public var description: String {
            switch self {
            case .locked: "the lineup is locked"
            case .injured(let name, let seat): "\(seat.label) is injured — \(name)"
            case .role(let name, let roles, let seat): Self.roleReason(name, roles, seat)
            case .unavailable(let name): "\(name) is unavailable"
            case .empty(let seat): "\(seat.label) is empty"
            case .emptyToBench(let seat): "\(seat.label) is empty: the bench takes paddlers only"
            case .boatInMoveMode: "move mode reorders the bench only"
            case .nothing: "no paddler there"
            case .deletion: "Lineup has no deletion: mark a paddler injured (i) or seat them on the bench"
            case .notALineup(let why): why
            }
        }

        private static func roleReason(_ name: String, _ roles: Set<Role>, _ seat: Seat) -> String {
            if roles.isEmpty { return "\(name) has no role" }
            switch seat.requiredRole {
            case .drummer: return "\(name) is not a drummer"
            case .steerer: return "\(name) is not a steerer"
            default: return "\(name) is \(roles.sorted().map(\.rawValue).joined(separator: "/"))-only"
            }
        }
    }
}
