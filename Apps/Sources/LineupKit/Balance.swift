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

    /// The balance of a boat given in section order (drummer, 1L, 1R, …, steerer); an empty
    /// seat weighs nothing.
    public init(boat: [Paddler?]) {
        var left = 0.0, right = 0.0, moment = 0.0, total = 0.0
        for (i, p) in boat.enumerated() {
            guard let p, let seat = Seat.boat(i) else { continue }
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

    /// The left/right balance in plain words: "Left heavier by 2 kg", "Right heavier by 12.5 kg",
    /// "Left and right even" (within 0.05 kg).
    public var sideWords: String {
        let diff = sideDifference
        if abs(diff) < 0.05 { return "Left and right even" }
        return "\(diff > 0 ? "Right" : "Left") heavier by \(Self.number(abs(diff))) kg"
    }

    /// The front/back trim in plain words: "Bow heavy by 72 kg·rows", "Stern heavy by 35 kg·rows",
    /// "Trim even" (within 0.05 kg·rows).
    public var trimWords: String {
        if abs(moment) < 0.05 { return "Trim even" }
        return "\(moment > 0 ? "Bow" : "Stern") heavy by \(Self.number(abs(moment))) kg·rows"
    }

    /// The left/right gauge's full scale: a side 40 kg heavier pins the needle.
    public static let sideScale = 40.0
    /// The trim gauge's full scale: 400 kg·rows pins the needle.
    public static let trimScale = 400.0

    /// The left/right gauge: −1 (left heavier by ``sideScale`` or more) … 0 even … +1 (right).
    public var sideGauge: Gauge { Gauge(value: sideDifference, scale: Self.sideScale, words: sideWords) }

    /// The front/back gauge: −1 (stern heavy by ``trimScale`` or more) … 0 even … +1 (bow heavy).
    public var trimGauge: Gauge { Gauge(value: moment, scale: Self.trimScale, words: trimWords) }

    static func number(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(format: "%.1f", r)
    }
}

/// A balance gauge as a value a window or a PDF draws: the needle's position and the words
/// under it.
public struct Gauge: Sendable, Equatable {
    /// The measured value (kg, or kg·rows), signed.
    public var value: Double
    /// The value that pins the needle at either end.
    public var scale: Double
    /// The plain words ("Left heavier by 2 kg").
    public var words: String

    /// A gauge of `value` over `scale` (> 0), described by `words`.
    public init(value: Double, scale: Double, words: String) {
        precondition(scale > 0, "a gauge's scale must be positive, got \(scale)")
        self.value = value
        self.scale = scale
        self.words = words
    }

    /// The needle, −1…1: `value / scale`, clamped.
    public var fraction: Double { min(1, max(-1, value / scale)) }
}
