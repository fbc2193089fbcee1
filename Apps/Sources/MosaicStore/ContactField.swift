/// One property of a contact's card in words a person reads: "Phone (cell)" and
/// "+44 20 7946 0001", "Address (home)" and "12 St James's Square, London, SW1Y 4JH, United
/// Kingdom". ``Contact/fields`` lists them for a details view.
public struct ContactField: Hashable, Sendable {
    /// The property it shows (`TEL`, `ADR`, `X-SOCIALPROFILE`…), uppercased.
    public var property: String
    /// What the property is, with its kinds: "Phone (cell)", "Email (home)", "Website
    /// (HomePage)" (an Apple `X-ABLabel` of the same group), or the property's name when
    /// Mosaic has no word for it ("X-UNKNOWN-THING"); "Line as imported" for a line of the card
    /// that was not a property (its `property` is empty, its value the line as it came).
    public var label: String
    /// The value unescaped, in one paragraph: structured values (`ADR`, `ORG`) and lists
    /// (`CATEGORIES`, `NICKNAME`) joined with ", ", embedded data described ("embedded PNG
    /// image, 74 bytes"), a basic date `19691231` written `1969-12-31`.
    public var value: String

    /// A field showing `value` under `label`, of property `property`.
    public init(property: String, label: String, value: String) {
        self.property = property
        self.label = label
        self.value = value
    }

    /// The readable words for the vCard properties (RFC 6350 and common extensions).
    static let names: [String: String] = [
        "TEL": "Phone", "EMAIL": "Email", "ADR": "Address", "URL": "Website", "NOTE": "Note", "BDAY": "Birthday",
        "ANNIVERSARY": "Anniversary", "ORG": "Organization", "TITLE": "Title", "ROLE": "Role", "NICKNAME": "Nickname",
        "CATEGORIES": "Groups", "IMPP": "Messaging", "GEO": "Location", "TZ": "Time zone", "LANG": "Language",
        "GENDER": "Gender", "UID": "UID", "PHOTO": "Photo", "LOGO": "Logo", "SOUND": "Sound", "KEY": "Key",
        "KIND": "Kind", "REV": "Revised", "SOURCE": "Source", "RELATED": "Related", "MEMBER": "Member",
        "PRODID": "Made by", "LABEL": "Address label", "MAILER": "Mailer", "X-SOCIALPROFILE": "Social profile",
        "X-ABSHOWAS": "Show as", "X-ABADR": "Address format",
    ]

    /// The label of a line of the card that was not a property, shown as it came
    /// (``VCardProperty/isVerbatim``).
    static let verbatimLabel = "Line as imported"

    /// Properties whose `TYPE` is a media format rather than a kind.
    static let mediaProperties: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]

    /// Kinds that say nothing to a reader (every e-mail is "internet", most phones "voice").
    static let silentKinds: Set<String> = ["pref", "internet", "voice", "x400"]

    /// The field of `property`, with `groupLabel` (an `X-ABLabel` of its group) among its
    /// kinds; nil for a property with nothing to show.
    static func make(_ property: VCardProperty, groupLabel: String?) -> ContactField? {
        if property.isVerbatim {
            return ContactField(property: "", label: verbatimLabel, value: property.value)
        }
        var kinds: [String] = []
        // The TYPE of embedded media is its format, said in the value ("embedded PNG image").
        let types = mediaProperties.contains(property.name) ? [] : property.parameterValues("TYPE").map { $0.lowercased() }
        for kind in types + (groupLabel.map { [$0] } ?? [])
        where !kind.isEmpty && !silentKinds.contains(kind) && !kinds.contains(kind) {
            kinds.append(kind)
        }
        let name = names[property.name] ?? property.name
        let label = kinds.isEmpty ? name : "\(name) (\(kinds.joined(separator: ", ")))"
        let value = readableValue(of: property).replacingLineBreaks(with: " ")
        return value.isEmpty ? nil : ContactField(property: property.name, label: label, value: value)
    }

    /// The value of `property` as a reader wants it.
    static func readableValue(of property: VCardProperty) -> String {
        switch property.name {
        case "ADR", "ORG", "GENDER":
            return property.components.filter { !$0.isEmpty }.joined(separator: ", ")
        case "CATEGORIES", "NICKNAME":
            return property.listValues.joined(separator: ", ")
        case "TEL", "GEO", "IMPP":
            let text = property.text
            for scheme in ["tel:", "geo:"] where text.lowercased().hasPrefix(scheme) { return String(text.dropFirst(scheme.count)) }
            return text
        case "BDAY", "ANNIVERSARY":
            let text = property.text
            guard text.count == 8, text.allSatisfy(\.isASCIIDigitCharacter) else { return text }
            return "\(text.prefix(4))-\(text.dropFirst(4).prefix(2))-\(text.suffix(2))"
        default:
            if let bytes = VCardPhoto.bytes(of: property) {
                let kind = ["PHOTO", "LOGO"].contains(property.name) ? "image" : "data"
                let format = property.parameterValues("TYPE").first.map { $0.uppercased() + " " } ?? ""
                return "embedded \(format)\(kind), \(bytes.count) bytes"
            }
            return property.text
        }
    }

    /// An Apple label (`_$!<HomePage>!$_` or a custom word) as a reader wants it.
    static func appleLabel(_ text: String) -> String {
        guard text.hasPrefix("_$!<"), text.hasSuffix(">!$_"), text.count > 8 else { return text }
        return String(text.dropFirst(4).dropLast(4))
    }
}

extension Contact {
    /// Every property of the card in readable form (``ContactField``), in card order — but
    /// `FN` and `N` (the name, shown as the heading) and `X-ABLABEL`, whose word labels the
    /// property of its group instead ("Website (HomePage)"). Properties with an empty value
    /// are left out. - Complexity: O(properties).
    public var fields: [ContactField] {
        var groupLabels: [String: String] = [:]
        for property in properties where property.name == "X-ABLABEL" {
            if let group = property.group?.lowercased(), groupLabels[group] == nil {
                groupLabels[group] = ContactField.appleLabel(property.text)
            }
        }
        return properties.compactMap { property in
            guard !["FN", "N", "X-ABLABEL"].contains(property.name) else { return nil }
            return ContactField.make(property, groupLabel: property.group.flatMap { groupLabels[$0.lowercased()] })
        }
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits).
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
