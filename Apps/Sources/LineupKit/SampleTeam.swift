/// A deterministic sample team for a new database: `count` paddlers (22…60), the first 22 in
/// the boat of "Race 1" — a light drummer, a steerer, twenty row paddlers — and the rest on the
/// bench (a spare drummer and a spare steerer among them); row 7R's paddler is marked injured.
/// "Race 2" seats the same team with the two sides swapped.
public enum SampleTeam {
    /// The names, in order.
    static let names = [
        "Mia Chen", "Sam Okafor", "Ava Rossi", "Leo Novak", "Zoe Park", "Ian Walsh", "Ruby Diaz", "Max Berg",
        "Ivy Tanaka", "Eli Moreau", "Nora Singh", "Owen Hale", "Lena Kovac", "Finn Doyle", "Cleo Adams", "Hugo Lind",
        "Maya Ortiz", "Jude Brooks", "Tess Varga", "Kai Nakamura", "Rosa Lima", "Theo Grant", "Ada Fox", "Ben Cruz",
        "Lily Shaw", "Noah Petit", "Iris Wong", "Omar Haddad", "Eva Holm", "Luca Ferri", "June Blake", "Ravi Iyer",
        "Sara Kim", "Tom Reyes", "Una Dahl", "Vic Mendes", "Wren Ellis", "Yusuf Aydin", "Zara Quinn", "Abe Stone",
        "Bea Marsh", "Cole Price", "Dina Roth", "Emil Sato", "Faye Lowe", "Gus Ibarra", "Hana Berg", "Ivo Pavlov",
        "Jana Voss", "Karl Ueda", "Lia Monti", "Milo Hart", "Nina Ruiz", "Otto Kahn", "Pia Lund", "Quin Ford",
        "Remy Gold", "Sia Patel", "Tao Lin", "Uma Reed",
    ]

    /// The default team size: 22 in the boat and 4 spares.
    public static let defaultCount = 26
    /// The sizes `--seed` accepts.
    public static let counts = Seat.boatCount...names.count

    /// The team: ids 1…count, weights 52…94 kg spread deterministically.
    public static func team(count: Int = defaultCount) -> [Paddler] {
        let n = min(max(count, Seat.boatCount), names.count)
        return (0..<n).map { i in
            let weight = Double(52 + (i * 37 + 11) % 43)
            var roles: Set<Role> = [.paddler]
            if i == 0 || i == Seat.boatCount { roles = [.drummer] }          // Mia drums; a spare drummer
            if i == Seat.boatCount - 1 || i == Seat.boatCount + 1 { roles = [.steerer, .paddler] }
            let side: Side = i == 0 || i == Seat.boatCount - 1 ? .either : (i % 2 == 1 ? .left : .right)
            return Paddler(id: i + 1, name: names[i], weight: i == 0 ? 48 : weight, side: side, roles: roles,
                           injured: i == Seat.row(7, .right).index)
        }
    }

    /// The sample lineups: "Race 1" (the first 22 in the boat, in order) and "Race 2" (the same
    /// crew, every row's left and right swapped).
    public static func lineups(team: [Paddler], firstName: String = "Race 1") -> [Lineup] {
        let boat = Array(team.prefix(Seat.boatCount)), bench = Array(team.dropFirst(Seat.boatCount))
        var swapped = boat
        for r in 1...Seat.rows { swapped.swapAt(2 * r - 1, 2 * r) }
        let first = try! Lineup(name: firstName, boat: boat, bench: bench)
        let second = try! Lineup(name: firstName == "Race 2" ? "Race 1" : "Race 2", boat: swapped, bench: bench)
        return [first, second]
    }
}
