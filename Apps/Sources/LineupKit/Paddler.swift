import Foundation

/// The side of the boat a paddler prefers (or a seat is on).
public enum Side: String, Sendable, Hashable, CaseIterable, Codable {
    /// The left (port) side.
    case left
    /// The right (starboard) side.
    case right
    /// No preference.
    case either

    /// One letter for cells and seat labels: `L`, `R`, or `–` for either.
    public var letter: String {
        switch self {
        case .left: "L"
        case .right: "R"
        case .either: "–"
        }
    }
}

/// What a paddler may do in the boat: paddle in a row, drum at the front, steer at the back.
public enum Role: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Sits in one of the ten rows.
    case paddler
    /// Sits in the drummer seat at the front.
    case drummer
    /// Stands in the steerer seat at the back.
    case steerer

    /// Orders roles as declared (paddler, drummer, steerer).
    public static func < (a: Role, b: Role) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One member of the team: a value, identified by `id` (the database's key).
public struct Paddler: Sendable, Hashable, Identifiable, Codable {
    /// The team-wide identity (the collection view's item identity).
    public var id: Int
    /// The paddler's name, unique in the team.
    public var name: String
    /// Body weight in kilograms (the balance adds these up).
    public var weight: Double
    /// The side the paddler prefers to paddle on.
    public var side: Side
    /// The seats the paddler may take (see ``Seat/requiredRole``).
    public var roles: Set<Role>
    /// Marked injured: the seat this paddler sits in cannot be displaced by an exchange.
    public var injured: Bool

    /// A paddler; by default one who paddles only, uninjured.
    public init(id: Int, name: String, weight: Double, side: Side, roles: Set<Role> = [.paddler], injured: Bool = false) {
        self.id = id
        self.name = name
        self.weight = weight
        self.side = side
        self.roles = roles
        self.injured = injured
    }

    /// Whether the paddler may take `seat` (the bench takes anyone).
    public func canSit(in seat: Seat) -> Bool {
        guard let role = seat.requiredRole else { return true }
        return roles.contains(role)
    }

    /// The cell's second line: weight, preferred side, roles beyond paddling, injury.
    public var summary: String {
        var parts = ["\(Self.format(weight)) kg", "prefers \(side.letter)"]
        let extra = roles.subtracting([.paddler]).sorted().map(\.rawValue)
        if !extra.isEmpty { parts.append(extra.joined(separator: "/")) }
        if !roles.contains(.paddler) { parts.append("no row") }
        return parts.joined(separator: " · ")
    }

    /// A weight without a trailing `.0`.
    public static func format(_ weight: Double) -> String {
        weight == weight.rounded() ? String(Int(weight)) : String(format: "%.1f", weight)
    }
}
