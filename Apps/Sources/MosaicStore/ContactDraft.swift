/// A contact that is not stored yet (from the sample generator or a vCard): its names and the
/// card's properties; the store gives it an id and a position when it is appended.
public struct ContactDraft: Hashable, Sendable, CustomStringConvertible {
    /// The given name (vCard `N`'s second component, or derived from `FN`).
    public var givenName: String
    /// The family name (vCard `N`'s first component, or derived from `FN`).
    public var familyName: String
    /// The formatted name (vCard `FN`, or composed from `N`, or the `ORG`), on one line.
    public var fullName: String
    /// Every property of the vCard it came from, in the card's order (`BEGIN`, `END` and
    /// `VERSION` excepted); empty for a sample contact.
    public var properties: [VCardProperty]

    /// A draft with these names and properties.
    public init(givenName: String, familyName: String, fullName: String, properties: [VCardProperty] = []) {
        self.givenName = givenName
        self.familyName = familyName
        self.fullName = fullName
        self.properties = properties
    }

    /// A draft whose full name is "given family" (either may be empty).
    public init(givenName: String, familyName: String) {
        let full = [givenName, familyName].filter { !$0.isEmpty }.joined(separator: " ")
        self.init(givenName: givenName, familyName: familyName, fullName: full)
    }

    /// The draft of a card's properties (names as `VCardParser` derives them), or nil when
    /// they name no one (no `FN`, `N` or `ORG`).
    public init?(properties: [VCardProperty]) {
        guard let names = VCardParser.names(of: properties) else { return nil }
        self.init(givenName: names.given, familyName: names.family, fullName: names.full, properties: properties)
    }

    /// The full name.
    public var description: String { fullName }
}
