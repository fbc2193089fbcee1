/// The names of a contact that is not stored yet (from the sample generator or a vCard);
/// the store gives it an id and a position when it is appended.
public struct ContactDraft: Hashable, Sendable, CustomStringConvertible {
    public var givenName: String
    public var familyName: String
    /// The formatted name (vCard `FN`).
    public var fullName: String

    public init(givenName: String, familyName: String, fullName: String) {
        self.givenName = givenName
        self.familyName = familyName
        self.fullName = fullName
    }

    /// A draft whose full name is "given family" (either may be empty).
    public init(givenName: String, familyName: String) {
        let full = [givenName, familyName].filter { !$0.isEmpty }.joined(separator: " ")
        self.init(givenName: givenName, familyName: familyName, fullName: full)
    }

    public var description: String { fullName }
}
