/// One stored contact: a stable identity, its names and its place in a section.
///
/// `id` never changes and is never reused by the store (SQLite `AUTOINCREMENT`), so the engine
/// can use it as the item identity across moves, deletions and undo. `orderKey` is the stored
/// fractional position (see `OrderKey`); callers order by the array they get from
/// `ContactStore.contacts(section:)` and never need to look at it.
public struct Contact: Hashable, Sendable, Identifiable, CustomStringConvertible {
    public var id: Int64
    public var givenName: String
    public var familyName: String
    /// The formatted name (vCard `FN`), what a cell shows.
    public var fullName: String
    public var section: Int
    /// The raw stored order key; only meaningful relative to the keys of the same section.
    public var orderKey: String

    public init(
        id: Int64, givenName: String, familyName: String, fullName: String,
        section: Int = 0, orderKey: String = ""
    ) {
        self.id = id
        self.givenName = givenName
        self.familyName = familyName
        self.fullName = fullName
        self.section = section
        self.orderKey = orderKey
    }

    /// The names without identity or position, e.g. to insert a copy.
    public var draft: ContactDraft {
        ContactDraft(givenName: givenName, familyName: familyName, fullName: fullName)
    }

    public var description: String { "#\(id) \(fullName)" }
}
