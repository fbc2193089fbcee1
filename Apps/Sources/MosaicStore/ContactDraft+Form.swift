import Foundation

extension ContactDraft {
    /// What the contact form shows and edits of a card: names, organisation and title, phones and
    /// e-mails with their types, the first address, birthday, notes, groups and the photo. Read
    /// from a draft with ``ContactDraft/form``, written back with ``ContactDraft/applying(_:)``,
    /// which rewrites only the kinds of property whose value changed: every other property of
    /// the card — unknown ones, `X-` extensions, parameters, groups, a second address — stays
    /// byte for byte as it was.
    public struct Form: Equatable, Sendable {
        /// A phone number or e-mail address and its type.
        public struct Entry: Equatable, Sendable {
            /// The type: one of ``Form/phoneTypes`` or ``Form/emailTypes`` ("" when it has none).
            public var type: String
            /// The number or address as typed.
            public var value: String

            /// An entry of `type` with `value`.
            public init(type: String = "", value: String) {
                self.type = type
                self.value = value
            }
        }

        /// A postal address (vCard `ADR`'s street, locality, region, postal code and country).
        public struct Address: Equatable, Sendable {
            public var street = "", locality = "", region = "", postalCode = "", country = ""
            /// An empty address.
            public init() {}
            /// True when every part is empty.
            public var isEmpty: Bool { [street, locality, region, postalCode, country].allSatisfy { $0.isEmpty } }
        }

        /// The formatted name (`FN`) as shown on the card.
        public var name = ""
        /// The given name (`N`'s second component).
        public var givenName = ""
        /// The family name (`N`'s first component).
        public var familyName = ""
        /// The organisation (`ORG`'s first component).
        public var organization = ""
        /// The job title (`TITLE`).
        public var title = ""
        /// The phone numbers (`TEL`), in card order.
        public var phones: [Entry] = []
        /// The e-mail addresses (`EMAIL`), in card order.
        public var emails: [Entry] = []
        /// The first postal address (`ADR`); others stay as they are.
        public var address = Address()
        /// The birthday (`BDAY`), as written ("1815-12-10" is what the form checks for when typed).
        public var birthday = ""
        /// The notes (`NOTE`, several lines).
        public var notes = ""
        /// The groups (`CATEGORIES`), in order.
        public var groups: [String] = []
        /// The photo's bytes (`PHOTO`, PNG or JPEG), or nil for none.
        public var photo: [UInt8]?

        /// An empty form (a new contact).
        public init() {}

        /// The phone types the form offers, as vCard `TYPE` values ("" is no type).
        public static let phoneTypes = ["cell", "home", "work", ""]
        /// The e-mail types the form offers.
        public static let emailTypes = ["home", "work", ""]

        /// What the user reads for a `TYPE` value: "Mobile", "Home", "Work", "Other".
        public static func typeTitle(_ type: String) -> String {
            switch type {
            case "cell": "Mobile"
            case "home": "Home"
            case "work": "Work"
            default: "Other"
            }
        }
    }

    /// The form of this card: what ``Form`` shows, read from the properties (names as the
    /// draft has them).
    /// - Complexity: O(properties).
    public var form: Form {
        var form = Form()
        form.name = fullName
        form.givenName = givenName
        form.familyName = familyName
        form.organization = properties.first(named: "ORG")?.components.first ?? ""
        form.title = properties.first(named: "TITLE")?.text ?? ""
        form.phones = properties.filter { $0.name == "TEL" }.map {
            Form.Entry(type: Self.knownType(of: $0, among: Form.phoneTypes), value: Self.droppingScheme("tel:", $0.text))
        }
        form.emails = properties.filter { $0.name == "EMAIL" }.map {
            Form.Entry(type: Self.knownType(of: $0, among: Form.emailTypes), value: Self.droppingScheme("mailto:", $0.text))
        }
        if let adr = properties.first(named: "ADR") {
            let c = adr.components + Array(repeating: "", count: 7)
            form.address.street = c[2]
            form.address.locality = c[3]
            form.address.region = c[4]
            form.address.postalCode = c[5]
            form.address.country = c[6]
        }
        form.birthday = properties.first(named: "BDAY")?.text ?? ""
        form.notes = properties.first(named: "NOTE")?.text ?? ""
        form.groups = properties.first(named: "CATEGORIES")?.listValues ?? []
        form.photo = properties.first(named: "PHOTO").flatMap(VCardPhoto.bytes(of:))
        return form
    }

    /// The first of `types` that the property's `TYPE` parameters name (case-insensitive;
    /// "mobile" and "cell" are one), else "".
    static func knownType(of property: VCardProperty, among types: [String]) -> String {
        let named = Set(property.parameterValues("TYPE").flatMap { $0.lowercased().split(separator: ",").map(String.init) }
            .map { $0 == "mobile" ? "cell" : $0 })
        return types.first { !$0.isEmpty && named.contains($0) } ?? ""
    }

    static func droppingScheme(_ scheme: String, _ text: String) -> String {
        text.lowercased().hasPrefix(scheme) ? String(text.dropFirst(scheme.count)) : text
    }
}
