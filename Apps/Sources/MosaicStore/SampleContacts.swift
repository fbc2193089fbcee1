import MosaicCore
import MosaicTesting
/// Deterministic sample contacts for a new HelloContacts database ("Ada Lovelace",
/// "Grace Hopper", …): names drawn from fixed lists with a seeded SplitMix64, so the same
/// seed gives the same contacts everywhere. Names may repeat; ids (given by the store) do not.
public enum SampleContacts {
    /// The seed HelloContacts uses by default.
    public static let defaultSeed: UInt64 = 0x000C_0FFE_E000

    static let givenNames = [
        "Ada", "Grace", "Alan", "Katherine", "Edsger", "Barbara", "Donald", "Margaret",
        "John", "Frances", "Dennis", "Radia", "Ken", "Hedy", "Tim", "Sophie", "Linus", "Annie",
        "Niklaus", "Adele", "Claude", "Jean", "Tony", "Karen", "Leslie", "Mary", "Bjarne",
        "Shafi", "Guido", "Joan", "Vint", "Lynn", "Robin", "Evelyn", "Alonzo", "Betty",
        "Carl", "Ida", "Hal", "Ruth",
    ]

    static let familyNames = [
        "Lovelace", "Hopper", "Turing", "Johnson", "Dijkstra", "Liskov", "Knuth", "Hamilton",
        "McCarthy", "Allen", "Ritchie", "Perlman", "Thompson", "Lamarr", "Berners-Lee",
        "Wilson", "Torvalds", "Easley", "Wirth", "Goldberg", "Shannon", "Sammet", "Hoare",
        "Spärck Jones", "Lamport", "Clarke", "Stroustrup", "Goldwasser", "van Rossum", "Kay",
        "Cerf", "Conway", "Milner", "Boyd", "Church", "Holberton", "Petri", "Rhodes", "Abelson",
        "Leach",
    ]

    /// `count` sample drafts for `seed` (an empty array for `count <= 0`).
    /// - Complexity: O(count).
    public static func drafts(count: Int, seed: UInt64 = defaultSeed) -> [ContactDraft] {
        guard count > 0 else { return [] }
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let given = givenNames[random.next(below: givenNames.count)]
            let family = familyNames[random.next(below: familyNames.count)]
            return ContactDraft(givenName: given, familyName: family)
        }
    }
}
