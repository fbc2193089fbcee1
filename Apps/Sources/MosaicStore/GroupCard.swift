/// A contact group as a card on a CardDAV server: vCard 4's `KIND:group` with one
/// `MEMBER:urn:uuid:<UID>` per member (RFC 6350 §6.1.4, §6.6.5), or Apple's vCard 3.0 form,
/// `X-ADDRESSBOOKSERVER-KIND:group` with `X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:<UID>`. Both
/// forms are read; a group card is written back in the form it came in (so the client that
/// made it keeps reading it), and a group the server never had is written in vCard 4's form.
/// Every other property of a group card is kept as it came.
public enum GroupCard {
    /// The two ways of writing a group card.
    public enum Form: Hashable, Sendable {
        /// vCard 4.0: `KIND:group`, `MEMBER`.
        case vCard4
        /// Apple's vCard 3.0 extension: `X-ADDRESSBOOKSERVER-KIND:group`, `X-ADDRESSBOOKSERVER-MEMBER`.
        case apple

        /// The kind property's name.
        var kindProperty: String { self == .vCard4 ? "KIND" : "X-ADDRESSBOOKSERVER-KIND" }
        /// The member property's name.
        var memberProperty: String { self == .vCard4 ? "MEMBER" : "X-ADDRESSBOOKSERVER-MEMBER" }
        /// The vCard version the form is written in.
        var version: VCardWriter.Version { self == .vCard4 ? .v4 : .v3 }
    }

    /// The form of a group card, or nil when `properties` are not a group's (`KIND` or
    /// `X-ADDRESSBOOKSERVER-KIND` other than `group`, case-insensitively). `KIND` wins when a
    /// card has both.
    public static func form(of properties: [VCardProperty]) -> Form? {
        if let kind = properties.first(named: "KIND") { return kind.text.lowercased() == "group" ? .vCard4 : nil }
        if let kind = properties.first(named: "X-ADDRESSBOOKSERVER-KIND"), kind.text.lowercased() == "group" { return .apple }
        return nil
    }

    /// The members' `UID`s in card order, ``normalized(_:)``, from both forms' member properties.
    public static func members(of properties: [VCardProperty]) -> [String] {
        properties.filter { $0.name == "MEMBER" || $0.name == "X-ADDRESSBOOKSERVER-MEMBER" }.map { normalized($0.text) }
    }

    /// A `UID` or member reference as compared: without a leading `urn:uuid:`, lowercased.
    public static func normalized(_ reference: String) -> String {
        let lower = reference.lowercased()
        return lower.hasPrefix("urn:uuid:") ? String(lower.dropFirst(9)) : lower
    }

    /// The member reference written for a contact with `uid`: `urn:uuid:<uid>`, or the `UID`
    /// itself when it already is a URI (`urn:uuid:…`, `urn:…`, `https:…`).
    public static func reference(_ uid: String) -> String {
        uid.lowercased().hasPrefix("urn:") || uid.contains("://") ? uid : "urn:uuid:" + uid
    }

    /// The `UID` of a group created on this device: derived from its name (two 64-bit FNV-1a
    /// hashes, written as a UUID), so two devices that create the same group before their first
    /// sync name the same card — the second `PUT` (`If-None-Match: *`) meets the first and
    /// merges its members instead of making a second group of that name.
    public static func uid(forName name: String) -> String {
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in ("mosaic-group:" + name).utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            return hash
        }
        let hex = String(fnv(0xcbf2_9ce4_8422_2325), radix: 16).leftPadded(16) + String(fnv(0x84_2223_25cb_f29c), radix: 16).leftPadded(16)
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return parts.joined(separator: "-")
    }

    /// The group card of group `name`: `stored` (the card last agreed or pulled; empty for a
    /// group the server never had) with `UID` (`uid` when it has none), `FN` set to `name`, the
    /// kind property of its form, and the member properties replaced by one per reference of
    /// `members` (``reference(_:)`` of a `UID`, or a reference as a card wrote it), in that
    /// order; with `position`, ``SyncCard/orderProperty`` holds the group's place among the
    /// groups (a decimal integer; equal ones are ordered by name). Every other property of
    /// `stored` is kept, in place.
    public static func properties(stored: [VCardProperty], uid: String, name: String, members: [String],
                                  position: Int? = nil) -> [VCardProperty] {
        let form = self.form(of: stored) ?? .vCard4
        var properties = stored.filter {
            $0.name != "MEMBER" && $0.name != "X-ADDRESSBOOKSERVER-MEMBER" && (position == nil || $0.name != SyncCard.orderProperty)
        }
        if SyncCard.uid(of: properties) == nil {
            properties.removeAll { $0.name == "UID" }
            properties.insert(VCardProperty(name: "UID", value: uid), at: 0)
        }
        let fn = VCardProperty(name: "FN", value: VCardParser.escapeText(name))
        if let index = properties.firstIndex(where: { $0.name == "FN" }) {
            if properties[index].text != name { properties[index] = fn }
        } else {
            properties.append(fn)
        }
        if self.form(of: properties) == nil { properties.append(VCardProperty(name: form.kindProperty, value: "group")) }
        if let position { properties.append(VCardProperty(name: SyncCard.orderProperty, value: String(position))) }
        properties += members.map { VCardProperty(name: form.memberProperty, value: $0) }
        return properties
    }

    /// The text of a group card in its form's version (``SyncCard/text(_:version:)``).
    public static func text(_ properties: [VCardProperty]) -> String {
        SyncCard.text(properties, version: (form(of: properties) ?? .vCard4).version)
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
