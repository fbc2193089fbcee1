/// Writes contacts as vCard 3.0 (RFC 2426) or 4.0 (RFC 6350): UTF-8, CRLF line ends, lines
/// folded at 75 octets (never inside a UTF-8 sequence; a continuation starts with a space).
///
/// A card is written from its stored properties, in their order, as they were imported —
/// with three changes:
/// - `VERSION` is the export's version;
/// - `CATEGORIES` carries the contact's group first (a contact moved into another group has that
///   group; one in "Other" has no categories); unchanged, the property is written as imported;
/// - inline binary values (`PHOTO`, `LOGO`, `SOUND`, `KEY`) take the version's form:
///   `ENCODING=b;TYPE=JPEG:…` in 3.0, `data:image/jpeg;base64,…` in 4.0.
/// A card without `FN` gets one from the contact's full name (both versions require it), and
/// so does an empty `FN` (in its place); a contact without any property (a sample contact) gets
/// `FN` and `N`. A line kept verbatim (``VCardProperty/isVerbatim``) is written as it came.
public enum VCardWriter {
    /// The vCard version written.
    public enum Version: String, Sendable, CaseIterable {
        /// vCard 3.0 (RFC 2426), the default.
        case v3 = "3.0"
        /// vCard 4.0 (RFC 6350).
        case v4 = "4.0"
    }

    /// The whole file: every card, CRLF-terminated.
    /// - Complexity: O(total size).
    public static func file(_ sections: [(group: ContactGroup, contacts: [Contact])], version: Version = .v3) -> String {
        var text = ""
        for (group, contacts) in sections {
            for contact in contacts { text += card(contact, group: group, version: version) }
        }
        return text
    }

    /// One card, `BEGIN:VCARD` … `END:VCARD\r\n`, for `contact` in `group`.
    public static func card(_ contact: Contact, group: ContactGroup, version: Version = .v3) -> String {
        var lines = ["BEGIN:VCARD", "VERSION:" + version.rawValue]
        var properties = contact.properties
        let fn = VCardProperty(name: "FN", value: VCardParser.escapeText(contact.fullName))
        if let index = properties.firstIndex(where: { $0.name == "FN" }) {
            if properties[index].text.isEmpty { properties[index].value = fn.value }
        } else {
            lines.append(fn.line)
        }
        if properties.isEmpty {
            lines.append("N:" + [contact.familyName, contact.givenName, "", "", ""].map(VCardParser.escapeText).joined(separator: ";"))
        }
        var wroteCategories = false
        for property in properties {
            if property.name == "CATEGORIES", !wroteCategories {
                wroteCategories = true
                if let rewritten = categories(property, group: group) { lines.append(rewritten.line) }
                continue
            }
            lines.append(converted(property, to: version).line)
        }
        if !wroteCategories, !group.isOther {
            lines.append("CATEGORIES:" + VCardParser.escapeText(group.name))
        }
        lines.append("END:VCARD")
        return lines.map(fold).joined()
    }

    /// `CATEGORIES` with `group` first (nil: none left, for "Other"); the property itself when
    /// it already says so.
    static func categories(_ property: VCardProperty, group: ContactGroup) -> VCardProperty? {
        let values = property.listValues
        let wanted = group.isOther ? [] : [group.name] + values.filter { $0 != group.name }
        if wanted == values { return property }
        guard !wanted.isEmpty else { return nil }
        var rewritten = property
        rewritten.value = wanted.map(VCardParser.escapeText).joined(separator: ",")
        return rewritten
    }

    /// An inline binary value in the form of `version` (see the type's documentation).
    static func converted(_ property: VCardProperty, to version: Version) -> VCardProperty {
        guard ["PHOTO", "LOGO", "SOUND", "KEY"].contains(property.name) else { return property }
        var result = property
        switch version {
        case .v4:
            guard property.parameterValues("ENCODING").contains(where: { $0.uppercased() == "B" || $0.uppercased() == "BASE64" }) else {
                return property
            }
            let type = property.parameterValues("TYPE").first?.lowercased()
            let media = type.map { $0.contains("/") ? $0 : (property.name == "SOUND" ? "audio/" : "image/") + $0 }
                ?? "application/octet-stream"
            result.parameters = property.parameters.filter { $0.name != "ENCODING" && $0.name != "TYPE" }
            result.value = "data:\(media);base64,\(property.value)"
        case .v3:
            guard property.value.hasPrefix("data:"), let comma = property.value.firstIndex(of: ","),
                  property.value[..<comma].lowercased().hasSuffix(";base64") else { return property }
            let media = property.value.dropFirst(5).prefix { $0 != ";" && $0 != "," }
            let subtype = media.split(separator: "/").last.map { $0.uppercased() }
            result.parameters = property.parameters.filter { $0.name != "VALUE" && $0.name != "MEDIATYPE" }
            result.parameters.append(.init(name: "ENCODING", value: "b"))
            if let subtype, !subtype.isEmpty { result.parameters.append(.init(name: "TYPE", value: subtype)) }
            result.value = String(property.value[property.value.index(after: comma)...])
        }
        return result
    }

    /// One content line folded at 75 octets, CRLF-terminated.
    public static func fold(_ line: String) -> String {
        let bytes = Array(line.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 70 * 3 + 2)
        var start = 0
        var limit = 75
        while bytes.count - start > limit {
            var end = start + limit
            while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }   // not inside a UTF-8 sequence
            out += bytes[start..<end]
            out += [0x0D, 0x0A, 0x20]
            start = end
            limit = 74
        }
        out += bytes[start...]
        out += [0x0D, 0x0A]
        return String(decoding: out, as: UTF8.self)
    }
}

/// The bytes of an inline vCard image.
public enum VCardPhoto {
    /// The bytes of `property`'s value: base64 with `ENCODING=b`/`BASE64` (2.1/3.0) or a
    /// `data:` URI with `;base64` (4.0); nil for a link (`http:`, `file:`), anything else, or
    /// text that is not base64.
    public static func bytes(of property: VCardProperty) -> [UInt8]? {
        let value = property.value
        if property.parameterValues("ENCODING").contains(where: { $0.uppercased() == "B" || $0.uppercased() == "BASE64" }) {
            return Base64.decode(value)
        }
        guard value.lowercased().hasPrefix("data:"), let comma = value.firstIndex(of: ","),
              value[..<comma].lowercased().hasSuffix(";base64") else { return nil }
        return Base64.decode(value[value.index(after: comma)...])
    }
}
