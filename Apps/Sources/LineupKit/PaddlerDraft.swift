import Foundation

/// A paddler as the roster editor writes it: every value but the id (the store assigns it).
public struct PaddlerDraft: Sendable, Equatable {
    /// The name, unique in the team, not blank.
    public var name: String
    /// Body weight in kilograms, 20…250.
    public var weight: Double
    /// The preferred side.
    public var side: Side
    /// The roles, at least one.
    public var roles: Set<Role>
    /// Marked injured.
    public var injured: Bool
    /// Marked unavailable.
    public var unavailable: Bool

    /// A draft; by default a paddler who prefers no side, paddles only, fit and available.
    public init(name: String, weight: Double, side: Side = .either, roles: Set<Role> = [.paddler],
                injured: Bool = false, unavailable: Bool = false) {
        self.name = name
        self.weight = weight
        self.side = side
        self.roles = roles
        self.injured = injured
        self.unavailable = unavailable
    }

    /// The values of `paddler`.
    public init(_ paddler: Paddler) {
        self.init(name: paddler.name, weight: paddler.weight, side: paddler.side, roles: paddler.roles,
                  injured: paddler.injured, unavailable: paddler.unavailable)
    }

    /// The weights a paddler may have, in kg.
    public static let weights = 20.0...250.0

    /// Why the draft cannot be a paddler, or nil: a blank name, a weight out of range, no role.
    public var problem: String? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return "the name is blank; expected a name" }
        if !Self.weights.contains(weight) || !weight.isFinite {
            return "weight \(Paddler.format(weight)) kg is out of range; expected \(Int(Self.weights.lowerBound))…\(Int(Self.weights.upperBound)) kg"
        }
        if roles.isEmpty { return "\(name) has no role; expected at least one of paddler, drummer, steerer" }
        return nil
    }

    /// The paddler of id `id` with these values.
    public func paddler(id: Int) -> Paddler {
        Paddler(id: id, name: name.trimmingCharacters(in: .whitespaces), weight: weight, side: side, roles: roles,
                injured: injured, unavailable: unavailable)
    }
}
