/// The card a contact is on a CardDAV server, and the per-property three-way merge used when
/// the server's copy changed under a local edit.
///
/// A contact's card is its stored properties with three additions: `FN` and `N` when the
/// contact has none (a sample contact), `CATEGORIES` carrying its group first (as `export`
/// writes it), and ``orderProperty`` (`X-MOSAIC-ORDER:<OrderKey>`), its position in its group.
/// The card is compared with the last version agreed with the server property by property,
/// never byte by byte: a server may refold, reorder or re-encode what it stores.
public enum SyncCard {
    /// The vCard property carrying a contact's position in its group: a fractional
    /// ``OrderKey``; equal keys are ordered by `UID`; a card without one sorts after the keyed
    /// cards of its group, by name.
    public static let orderProperty = "X-MOSAIC-ORDER"

    /// Properties that hold one value: changed on both sides to different values, the local one
    /// wins and the server's is kept as a ``SyncConflict``.
    static let singleValued: Set<String> = [
        "FN", "N", "UID", "BDAY", "ANNIVERSARY", "NOTE", "ORG", "TITLE", "ROLE", "KIND", "GENDER", "PHOTO", "LOGO",
        "CATEGORIES", "NICKNAME", "TZ", "GEO", orderProperty, "REV", "PRODID",
    ]

    /// Properties merged silently (local wins, no conflict listed): the order and bookkeeping.
    static let silent: Set<String> = [orderProperty, "REV", "PRODID"]

    /// The card of `contact` in group `groupName` (nil or "Other": no group), with `orderKey`
    /// as its ``orderProperty`` (nil: none): the properties ``text(_:)`` writes.
    public static func properties(of contact: Contact, groupName: String?, orderKey: String?) -> [VCardProperty] {
        var properties = contact.properties.filter { $0.name != orderProperty }
        if !properties.contains(where: { $0.name == "N" }), !(contact.givenName.isEmpty && contact.familyName.isEmpty) {
            let n = [contact.familyName, contact.givenName, "", "", ""].map(VCardParser.escapeText).joined(separator: ";")
            properties.insert(VCardProperty(name: "N", value: n), at: 0)
        }
        if let index = properties.firstIndex(where: { $0.name == "FN" }) {
            if properties[index].text.isEmpty { properties[index].value = VCardParser.escapeText(contact.fullName) }
        } else {
            properties.insert(VCardProperty(name: "FN", value: VCardParser.escapeText(contact.fullName)), at: 0)
        }
        let group = ContactGroup(section: groupName == nil ? ContactStore.otherSection : 1,
                                 name: groupName ?? ContactStore.otherSectionName)
        if let index = properties.firstIndex(where: { $0.name == "CATEGORIES" }) {
            if let rewritten = VCardWriter.categories(properties[index], group: group) {
                properties[index] = rewritten
            } else {
                properties.remove(at: index)
            }
        } else if !group.isOther {
            properties.append(VCardProperty(name: "CATEGORIES", value: VCardParser.escapeText(group.name)))
        }
        if let orderKey { properties.append(VCardProperty(name: orderProperty, value: orderKey)) }
        return properties
    }

    /// The vCard text of `properties` (3.0 unless told): `BEGIN:VCARD`, `VERSION`, the
    /// properties (inline binary values in the version's form), `END:VCARD`; CRLF, folded at 75 octets.
    public static func text(_ properties: [VCardProperty], version: VCardWriter.Version = .v3) -> String {
        let lines = ["BEGIN:VCARD", "VERSION:" + version.rawValue] + properties.map { VCardWriter.converted($0, to: version).line }
            + ["END:VCARD"]
        return lines.map(VCardWriter.fold).joined()
    }

    /// The properties of the first card of `text` (a server's `address-data`, LF or CRLF), or
    /// nil when it holds no card with a name.
    public static func parse(_ text: String) -> [VCardProperty]? {
        guard let result = try? VCardParser.parse(text), let card = result.cards.first else { return nil }
        return card.properties
    }

    /// The `UID` of a card's properties, or nil.
    public static func uid(of properties: [VCardProperty]) -> String? {
        properties.first(named: "UID").map(\.text).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The `UID` of a card kept as stored lines (``VCardProperty`` `storedText`), as
    /// ``uid(of:)`` finds it, parsing only the lines that may hold it. - Complexity: O(length).
    public static func uid(storedText: String) -> String? {
        for line in storedText.split(separator: "\n") {
            let head = line.prefix(while: { $0 != ":" && $0 != ";" }).uppercased()
            guard head == "UID" || head.hasSuffix(".UID") else { continue }
            guard let property = VCardProperty(line: String(line)), property.name == "UID" else { continue }
            return property.text.isEmpty ? nil : property.text
        }
        return nil
    }

    /// The comparable form of a card: its property lines, sorted (order and folding aside).
    public static func comparable(_ properties: [VCardProperty]) -> [String] {
        properties.map { VCardWriter.converted($0, to: .v3).line }.sorted()
    }

    /// One property changed on both sides to different values.
    public struct Clash: Hashable, Sendable {
        /// The property's name.
        public var property: String
        /// The local value (kept).
        public var local: String
        /// The server's value (listed as a conflict).
        public var server: String
        /// The server's properties of that name, whole (what "use the server's" puts back).
        public var serverProperties: [VCardProperty]

        /// A clash of `property`: `local` kept, `server` listed (`serverProperties`: the
        /// server's properties of that name).
        public init(property: String, local: String, server: String, serverProperties: [VCardProperty] = []) {
            self.property = property
            self.local = local
            self.server = server
            self.serverProperties = serverProperties
        }
    }

    /// The three-way merge of a card, property by property, against `base` (the last agreed
    /// version; empty when there is none):
    /// - a property line present on both sides stays; one added on one side is added (repeated
    ///   properties added on both sides are both kept); one removed on one side (present in
    ///   `base`) is removed;
    /// - a single-valued property changed on both sides to different values: the local value
    ///   wins and the pair is returned as a ``Clash`` (except the order and bookkeeping
    ///   properties, where local wins silently).
    /// The result keeps the local order, then the server's additions in its order.
    public static func merge(base: [VCardProperty], local: [VCardProperty], server: [VCardProperty])
        -> (merged: [VCardProperty], clashes: [Clash])
    {
        func lines(_ properties: [VCardProperty]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for property in properties { counts[VCardWriter.converted(property, to: .v3).line, default: 0] += 1 }
            return counts
        }
        func values(_ properties: [VCardProperty], _ name: String) -> [String] {
            properties.filter { $0.name == name }.map { VCardWriter.converted($0, to: .v3).line }.sorted()
        }
        // Single-valued properties changed on both sides: local wins.
        var clashes: [Clash] = []
        var localOnlyNames: Set<String> = []
        for name in Set((local + server).map(\.name)) where singleValued.contains(name) {
            let b = values(base, name), l = values(local, name), s = values(server, name)
            guard l != b, s != b, l != s else { continue }
            localOnlyNames.insert(name)
            if !silent.contains(name) {
                clashes.append(Clash(property: name,
                                     local: local.first(named: name)?.text ?? "",
                                     server: server.first(named: name)?.text ?? "",
                                     serverProperties: server.filter { $0.name == name }))
            }
        }
        let baseLines = lines(base)
        var serverLines = lines(server)
        var merged: [VCardProperty] = []
        for property in local {
            let line = VCardWriter.converted(property, to: .v3).line
            if localOnlyNames.contains(property.name) {
                merged.append(property)
                serverLines[line] = max(0, (serverLines[line] ?? 0) - 1)
                continue
            }
            if (serverLines[line] ?? 0) > 0 {
                serverLines[line]! -= 1
                merged.append(property)
            } else if (baseLines[line] ?? 0) == 0 {
                merged.append(property)   // added locally
            }   // else removed on the server
        }
        var localLines = lines(local)
        for property in server where !localOnlyNames.contains(property.name) {
            let line = VCardWriter.converted(property, to: .v3).line
            if (localLines[line] ?? 0) > 0 {
                localLines[line]! -= 1   // already kept above
            } else if (baseLines[line] ?? 0) == 0 {
                merged.append(property)   // added on the server
            }
        }
        return (merged, clashes.sorted { $0.property < $1.property })
    }
}
