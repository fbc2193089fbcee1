/// A place in the lineup: the drummer seat at the front, a row seat (1…10, left or right), the
/// steerer seat at the back, or a place on the bench of spares.
public enum Seat: Hashable, Sendable, Comparable {
    /// The drummer, at the front.
    case drummer
    /// Row `row` (1 is the front), on `side` (`.left` or `.right`).
    case row(Int, Side)
    /// The steerer, at the back.
    case steerer
    /// The `index`th spare on the bench (0-based).
    case bench(Int)

    /// The number of rows in the boat.
    public static let rows = 10
    /// The number of seats in the boat: drummer, 10 × 2, steerer.
    public static let boatCount = 2 * rows + 2

    /// The boat's seat at `index` in the boat section (0 drummer, 1…20 rows front to back,
    /// left before right, 21 steerer), or nil when out of range.
    public static func boat(_ index: Int) -> Seat? {
        switch index {
        case 0: return .drummer
        case 1...(2 * rows): return .row((index + 1) / 2, index % 2 == 1 ? .left : .right)
        case 2 * rows + 1: return .steerer
        default: return nil
        }
    }

    /// The seat's index within its section (boat or bench).
    public var index: Int {
        switch self {
        case .drummer: 0
        case .row(let r, let side): 2 * r - (side == .left ? 1 : 0)
        case .steerer: 2 * Self.rows + 1
        case .bench(let i): i
        }
    }

    /// Whether the seat is in the boat (not on the bench).
    public var isInBoat: Bool { if case .bench = self { false } else { true } }

    /// The role a paddler needs to take the seat; nil for the bench.
    public var requiredRole: Role? {
        switch self {
        case .drummer: .drummer
        case .steerer: .steerer
        case .row: .paddler
        case .bench: nil
        }
    }

    /// The seat as `lineup list` prints it: `drummer`, `1L` … `10R`, `steerer`, `bench`.
    public var label: String {
        switch self {
        case .drummer: "drummer"
        case .row(let r, let side): "\(r)\(side.letter)"
        case .steerer: "steerer"
        case .bench: "bench"
        }
    }

    /// Lever arm for the front/back moment, in rows from the boat's middle (between rows 5
    /// and 6): row 1 is +4.5, row 10 −4.5, the drummer +5.5, the steerer −5.5; 0 on the bench.
    public var arm: Double {
        let middle = Double(Self.rows + 1) / 2
        switch self {
        case .drummer: return middle
        case .row(let r, _): return middle - Double(r)
        case .steerer: return -middle
        case .bench: return 0
        }
    }

    /// Orders seats front to back, then the bench.
    public static func < (a: Seat, b: Seat) -> Bool {
        (a.isInBoat ? 0 : 1, a.index) < (b.isInBoat ? 0 : 1, b.index)
    }
}
