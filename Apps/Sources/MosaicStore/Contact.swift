/// One stored contact: a stable identity, its names, its card and its place in a section.
///
/// `id` never changes and is never reused by the store (SQLite `AUTOINCREMENT`), so the engine
/// can use it as the item identity across moves, deletions and undo. `orderKey` is the stored
/// fractional position (see `OrderKey`); callers order by the array they get from
/// `ContactStore.contacts(section:)` and never need to look at it. `section` is its group
/// (see `ContactStore.groups()`; 0 is "Other", no group).
public struct Contact: Hashable, Sendable, Identifiable, CustomStringConvertible {
    public var id: Int64
    public var givenName: String
    public var familyName: String
    /// The formatted name (vCard `FN`), what a cell shows; never holds a line break.
    public var fullName: String
    public var section: Int
    /// The raw stored order key; only meaningful relative to the keys of the same section.
    public var orderKey: String
    /// Every property of the card it was imported from, in order (see `VCardProperty`).
    public var properties: [VCardProperty]

    public init(
        id: Int64, givenName: String, familyName: String, fullName: String,
        section: Int = 0, orderKey: String = "", properties: [VCardProperty] = []
    ) {
        self.id = id
        self.givenName = givenName
        self.familyName = familyName
        self.fullName = fullName
        self.section = section
        self.orderKey = orderKey
        self.properties = properties
    }

    /// The names and card without identity or position, e.g. to insert a copy.
    public var draft: ContactDraft {
        ContactDraft(givenName: givenName, familyName: familyName, fullName: fullName, properties: properties)
    }

    public var description: String { "#\(id) \(fullName)" }

    /// The organization (`ORG`'s first component), if any.
    public var organization: String? {
        properties.first(named: "ORG")?.components.first.flatMap { $0.isEmpty ? nil : $0.singleLine }
    }

    /// The phone numbers (`TEL`), in card order.
    public var phoneNumbers: [String] { properties.filter { $0.name == "TEL" }.map(\.text).map(Self.dropTelScheme) }

    /// The e-mail addresses (`EMAIL`), in card order.
    public var emailAddresses: [String] { properties.filter { $0.name == "EMAIL" }.map(\.text) }

    /// The bytes of the card's first `PHOTO`: base64 with `ENCODING=b`/`BASE64` (2.1/3.0) or a
    /// `data:…;base64,` URI (4.0); nil when there is none, it is a link, or it is not base64.
    /// Whether the bytes are an image is for the decoder to say.
    public var photo: [UInt8]? {
        guard let property = properties.first(named: "PHOTO") else { return nil }
        return VCardPhoto.bytes(of: property)
    }

    private static func dropTelScheme(_ text: String) -> String {
        text.lowercased().hasPrefix("tel:") ? String(text.dropFirst(4)) : text
    }
}
