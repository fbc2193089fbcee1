/// The two sections of the lineup editor, in order.
public enum LineupSection: Int, Sendable, Hashable, CaseIterable {
    /// The boat: drummer, rows 1…10 (left, right), steerer — 22 seats.
    case boat = 0
    /// The bench of spares.
    case bench = 1

    /// The section's header title.
    public var title: String { self == .boat ? "Boat" : "Bench" }
}

/// A named lineup of a team, as a value: who sits in each of the boat's 22 seats (a seat may be
/// empty: a boat with fewer paddlers than seats is normal), who waits on the bench (in order),
/// and whether the lineup is locked against changes.
public struct Lineup: Sendable, Hashable {
    /// The lineup's name, unique in the team (`--lineup NAME`).
    public var name: String
    /// The boat's seats in section order: drummer, 1L, 1R, … 10L, 10R, steerer; nil is an
    /// empty seat.
    public var boat: [Paddler?]
    /// The spares, in the bench's order.
    public var bench: [Paddler]
    /// Locked: nothing can be caught or moved (the lock toggle).
    public var locked: Bool

    /// A lineup of exactly ``Seat/boatCount`` seats in the boat (each a paddler or empty) and
    /// any number of paddlers on the bench.
    /// - Throws: ``LineupError`` when the boat does not have 22 seats or a paddler appears twice.
    public init(name: String, boat: [Paddler?], bench: [Paddler], locked: Bool = false) throws(LineupError) {
        guard boat.count == Seat.boatCount else {
            throw LineupError("lineup \"\(name)\" has \(boat.count) seats in the boat; expected \(Seat.boatCount) (drummer, 10 rows × 2, steerer)")
        }
        var seen = Set<Int>()
        for p in boat.compactMap({ $0 }) + bench where !seen.insert(p.id).inserted {
            throw LineupError("lineup \"\(name)\" seats \(p.name) (#\(p.id)) twice; expected each paddler once")
        }
        self.name = name
        self.boat = boat
        self.bench = bench
        self.locked = locked
    }

    /// Every paddler, boat first (front to back, empty seats skipped) then bench.
    public var paddlers: [Paddler] { boat.compactMap { $0 } + bench }

    /// The seats that are empty, front to back.
    public var emptySeats: [Seat] { boat.indices.filter { boat[$0] == nil }.compactMap(Seat.boat) }

    /// The collection view's identity of the empty seat at boat index `index`: −(index + 1)
    /// (paddler ids are positive).
    public static func emptySeatID(_ index: Int) -> Int { -(index + 1) }

    /// The paddler in section `section` at `index`, or nil when out of range or empty.
    public func paddler(section: Int, index: Int) -> Paddler? {
        switch LineupSection(rawValue: section) {
        case .boat: boat.indices.contains(index) ? boat[index] : nil
        case .bench: bench.indices.contains(index) ? bench[index] : nil
        case nil: nil
        }
    }

    /// Whether (`section`, `index`) is a position of this lineup (an empty seat is one).
    public func contains(section: Int, index: Int) -> Bool {
        switch LineupSection(rawValue: section) {
        case .boat: boat.indices.contains(index)
        case .bench: bench.indices.contains(index)
        case nil: false
        }
    }

    /// The seat of section `section` at `index`.
    public static func seat(section: Int, index: Int) -> Seat? {
        switch LineupSection(rawValue: section) {
        case .boat: Seat.boat(index)
        case .bench: index >= 0 ? .bench(index) : nil
        case nil: nil
        }
    }

    /// Where paddler `id` sits, or nil.
    public func seat(of id: Int) -> Seat? {
        if let i = boat.firstIndex(where: { $0?.id == id }) { return Seat.boat(i) }
        if let i = bench.firstIndex(where: { $0.id == id }) { return .bench(i) }
        return nil
    }

    /// The exchange helper that exchanges two elements that may be in different arrays: the
    /// paddler at (`section1`, `index1`) and the one at (`section2`, `index2`) swap places,
    /// within the boat, within the bench, or between the two.
    /// An empty boat seat exchanges with a boat seat (the paddler moves in, the seat left is empty).
    /// - Throws: ``LineupError`` when a position is out of range, or an empty seat would go to
    ///   the bench (nothing changes then).
    public mutating func exchange(section section1: Int, index index1: Int,
                                  withSection section2: Int, index index2: Int) throws(LineupError) {
        guard contains(section: section1, index: index1), contains(section: section2, index: index2) else {
            throw LineupError("cannot exchange \(section1).\(index1) with \(section2).\(index2): no seat there")
        }
        let a = paddler(section: section1, index: index1), b = paddler(section: section2, index: index2)
        let bench = LineupSection.bench.rawValue
        if (b == nil && section1 == bench) || (a == nil && section2 == bench) {
            throw LineupError("cannot exchange \(section1).\(index1) with \(section2).\(index2): an empty seat cannot go to the bench")
        }
        set(b, section: section1, index: index1)
        set(a, section: section2, index: index2)
    }

    /// Moves the bench paddler at `from` to `to` (move mode reorders the bench).
    /// - Throws: ``LineupError`` when an index is out of range.
    public mutating func moveOnBench(from: Int, to: Int) throws(LineupError) {
        guard bench.indices.contains(from), bench.indices.contains(to) else {
            throw LineupError("cannot move bench \(from) to \(to): the bench has \(bench.count) paddlers")
        }
        bench.insert(bench.remove(at: from), at: to)
    }

    private mutating func set(_ p: Paddler?, section: Int, index: Int) {
        if section == LineupSection.boat.rawValue { boat[index] = p } else if let p { bench[index] = p }
    }

    /// The lineup as `lineup list` prints it: `drummer: NAME`, `1L: NAME`, `1R: NAME`, …
    /// `10R: NAME`, `steerer: NAME` (`(empty)` for an empty seat), then one `bench: NAME` per spare.
    public var listing: [String] {
        boat.enumerated().map { "\(Seat.boat($0.offset)!.label): \($0.element?.name ?? "(empty)")" }
            + bench.map { "bench: \($0.name)" }
    }

    /// The item ids per section, in the collection view's order: paddler ids, and an empty
    /// seat's ``emptySeatID(_:)``.
    public var sections: [[Int]] {
        [boat.enumerated().map { $0.element?.id ?? Self.emptySeatID($0.offset) }, bench.map(\.id)]
    }

    /// `sections` with every empty seat's id (any negative id in the boat) replaced by the one
    /// of the index it is at — the view keeps an empty seat's identity as it moves.
    public static func normalized(_ sections: [[Int]]) -> [[Int]] {
        guard let boat = sections.first else { return sections }
        return [boat.enumerated().map { $0.element < 0 ? emptySeatID($0.offset) : $0.element }] + sections.dropFirst()
    }

    /// `sections` without the empty seats a drag sent to the bench: a bench paddler dropped on
    /// an empty boat seat takes it, and the bench is one shorter (the seat does not go there).
    public static func seated(_ sections: [[Int]]) -> [[Int]] {
        guard sections.count == 2 else { return sections }
        return [sections[0], sections[1].filter { $0 >= 0 }]
    }

    /// The same lineup with its paddlers arranged as `sections` (ids per section, a negative
    /// id in the boat an empty seat), taken from `team`.
    /// - Throws: ``LineupError`` when an id is unknown, an empty seat is on the bench or the boat is not 22.
    public func rearranged(as sections: [[Int]], team: [Int: Paddler]) throws(LineupError) -> Lineup {
        guard sections.count == 2 else { throw LineupError("expected 2 sections (boat, bench), got \(sections.count)") }
        func look(_ id: Int) throws(LineupError) -> Paddler {
            guard let p = team[id] else {
                throw LineupError(id < 0 ? "an empty seat cannot go to the bench" : "unknown paddler #\(id)")
            }
            return p
        }
        var boat: [Paddler?] = []
        for id in sections[0] { boat.append(id < 0 ? nil : try look(id)) }
        var bench: [Paddler] = []
        for id in sections[1] { bench.append(try look(id)) }
        return try Lineup(name: name, boat: boat, bench: bench, locked: locked)
    }
}

/// A lineup that cannot be built or changed as asked; the message says what was expected.
public struct LineupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong and what was expected.
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
