import Foundation

/// The boat's balance: left against right total weight, and the front/back moment (weight ×
/// rows from the boat's middle, front positive) — what a coach checks before a race. The
/// bench does not count.
public struct Balance: Sendable, Equatable {
    /// Total weight of the left row seats, kg.
    public var left: Double
    /// Total weight of the right row seats, kg.
    public var right: Double
    /// Σ weight × ``Seat/arm`` over the boat, kg·rows: positive when the front is heavier.
    public var moment: Double
    /// Total weight in the boat (rows, drummer and steerer), kg.
    public var total: Double

    /// The balance of `lineup`'s boat.
    public init(_ lineup: Lineup) {
        self.init(boat: lineup.boat)
    }

    /// The balance of a boat given in section order (drummer, 1L, 1R, …, steerer).
    public init(boat: [Paddler]) {
        var left = 0.0, right = 0.0, moment = 0.0, total = 0.0
        for (i, p) in boat.enumerated() {
            guard let seat = Seat.boat(i) else { continue }
            if case .row(_, let side) = seat { if side == .left { left += p.weight } else { right += p.weight } }
            moment += p.weight * seat.arm
            total += p.weight
        }
        self.left = left
        self.right = right
        self.moment = moment
        self.total = total
    }

    /// Right minus left, kg (positive: the boat leans right).
    public var sideDifference: Double { right - left }

    /// The boat header's text, e.g. `L 702 kg · R 690 kg (L +12) · front +35 kg·rows`.
    public var summary: String {
        let diff = sideDifference
        let lean = abs(diff) < 0.05 ? "even" : (diff > 0 ? "R +\(Self.number(diff))" : "L +\(Self.number(-diff))")
        let trim = abs(moment) < 0.05 ? "trim even"
            : (moment > 0 ? "front +\(Self.number(moment)) kg·rows" : "back +\(Self.number(-moment)) kg·rows")
        return "L \(Self.number(left)) kg · R \(Self.number(right)) kg (\(lean)) · \(trim)"
    }

    static func number(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(format: "%.1f", r)
    }
}
