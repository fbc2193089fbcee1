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
    /// Marked unavailable (away, not racing): the paddler may not take a boat seat.
    public var unavailable: Bool

    /// A paddler; by default one who paddles only, uninjured and available.
    public init(id: Int, name: String, weight: Double, side: Side, roles: Set<Role> = [.paddler], injured: Bool = false,
                unavailable: Bool = false) {
        self.id = id
        self.name = name
        self.weight = weight
        self.side = side
        self.roles = roles
        self.injured = injured
        self.unavailable = unavailable
    }

    /// The first word of the name, as a coach calls the paddler in a warning ("Mia prefers left").
    public var firstName: String { name.split(separator: " ").first.map(String.init) ?? name }

    /// The roles in declaration order, comma-separated: `paddler,drummer` (the store's and the
    /// CSV's spelling).
    public var rolesText: String { roles.sorted().map(\.rawValue).joined(separator: ",") }

    /// `injured`, `unavailable`, `injured,unavailable` or `fit`.
    public var status: String {
        let marks = [injured ? "injured" : nil, unavailable ? "unavailable" : nil].compactMap { $0 }
        return marks.isEmpty ? "fit" : marks.joined(separator: ",")
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
        if unavailable { parts.append("unavailable") }
        return parts.joined(separator: " · ")
    }

    /// A card's second line, short enough not to be cut at the default cell size (after a row
    /// seat's "10L · "): weight, side preference, and a drummer or steerer role
    /// ("60 kg · prefers R · drums", "48 kg · any side").
    public var cardLine: String {
        var parts = ["\(Self.format(weight)) kg", side == .either ? "any side" : "prefers \(side.letter)"]
        if roles.contains(.drummer) { parts.append("drums") } else if roles.contains(.steerer) { parts.append("steers") }
        return parts.joined(separator: " · ")
    }

    /// A weight without a trailing `.0`.
    public static func format(_ weight: Double) -> String {
        weight == weight.rounded() ? String(Int(weight)) : String(format: "%.1f", weight)
    }
}
