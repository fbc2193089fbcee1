/// One property of a vCard — `[group.]NAME[;PARAM=VALUE]*:VALUE` — as the store keeps it:
/// everything the card said, in Unicode, independent of how the file transported it.
///
/// - `group` is the optional prefix (`item1` of `item1.TEL`), as written.
/// - `name` is uppercased (`TEL`, `X-ABLABEL`, an unknown `X-…` or IANA name).
/// - `parameters` are kept in order with their values as written (quotes included); a vCard 2.1
///   bare parameter (`TEL;HOME;VOICE:`) becomes `TYPE=HOME`, `TYPE=VOICE`. The transport
///   parameters `CHARSET` and `ENCODING=QUOTED-PRINTABLE` are dropped once the value is
///   decoded; 2.1's `ENCODING=BASE64` becomes 3.0's `ENCODING=b`.
/// - `value` is the value text with its vCard escapes (`\n`, `\,`, `\;`, `\\`) as written —
///   unfolded, quoted-printable decoded, converted from its charset, base64 without whitespace.
///
/// ``line`` renders it back as one unfolded content line; ``init?(line:)`` reads that form
/// (the store keeps a card as these lines). A line of a card that is not a property is kept
/// as it came (``verbatim(_:)``, ``isVerbatim``).
public struct VCardProperty: Hashable, Sendable, CustomStringConvertible {
    /// One parameter: an uppercased name and its value as written (may be quoted, may be a
    /// comma-separated list).
    public struct Parameter: Hashable, Sendable {
        /// The parameter's name, uppercased (`TYPE`, `PREF`, `X-…`).
        public var name: String
        /// The value as written: quotes kept, a comma-separated list kept whole.
        public var value: String

        /// A parameter; `name` is uppercased.
        public init(name: String, value: String) {
            self.name = name.uppercased()
            self.value = value
        }
    }

    /// The group prefix (`item1` of `item1.TEL`), or nil.
    public var group: String?
    /// The property name, uppercased.
    public var name: String
    /// The parameters, in order.
    public var parameters: [Parameter]
    /// The value text, with its vCard escapes (see the type's documentation).
    public var value: String

    /// A property; `name` is uppercased.
    public init(group: String? = nil, name: String, parameters: [Parameter] = [], value: String) {
        self.group = group
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
    }

    /// Reads one unfolded content line in the form ``line`` writes; nil without a colon or a name.
    public init?(line: String) {
        guard let parsed = VCardParser.Property(line) else { return nil }
        self.init(group: parsed.group, name: parsed.name, parameters: parsed.parameters, value: parsed.value)
    }

    /// A line of a card that is not a property (no `NAME:` before a value), kept as it came:
    /// an empty ``name`` and the whole line as ``value``; ``line`` writes it back unchanged.
    public static func verbatim(_ line: String) -> VCardProperty {
        var property = VCardProperty(name: "", value: "")
        property.value = line.replacingLineBreaks(with: " ")
        return property
    }

    /// True for a line kept as it came (``verbatim(_:)``).
    public var isVerbatim: Bool { name.isEmpty }

    /// `[group.]NAME[;PARAM=VALUE]*:VALUE`, unfolded; a raw line break in the value (never stored
    /// by the parser) is written as `\n`. A verbatim line is written as it came.
    public var line: String {
        if isVerbatim { return value }
        var text = group.map { $0 + "." } ?? ""
        text += name
        for parameter in parameters {
            text += ";" + parameter.name
            if !parameter.value.isEmpty || parameter.name.isEmpty {
                text += (parameter.name.isEmpty ? "" : "=") + parameter.value.replacingLineBreaks(with: " ")
            }
        }
        return text + ":" + value.replacingLineBreaks(with: "\\n")
    }

    /// The content line (``line``).
    public var description: String { line }

    /// The values of parameter `name` (case-insensitive), split at commas outside quotes, with
    /// quotes removed: `TYPE=home,voice;TYPE=pref` → `["home", "voice", "pref"]`.
    public func parameterValues(_ name: String) -> [String] {
        let wanted = name.uppercased()
        return parameters.filter { $0.name == wanted }.flatMap { parameter in
            parameter.value.split(separator: ",").map { $0.trimmingCharacters(in: "\"") }
        }
    }

    /// The value unescaped (`\n` → line break, `\,` → `,`…) and trimmed: the text of a
    /// single-valued property such as `FN`, `NOTE` or `TEL`.
    public var text: String { VCardParser.unescape(value[...]).trimmingWhitespace }

    /// The components of a structured value (`N`, `ADR`, `ORG`), split at unescaped `;`, each
    /// unescaped and trimmed (a component's `,`-separated values stay joined with commas).
    public var components: [String] {
        VCardParser.splitUnescaped(value[...], at: ";").map { VCardParser.unescape($0).trimmingWhitespace }
    }

    /// The values of a list-valued property (`CATEGORIES`, `NICKNAME`), split at unescaped `,`,
    /// unescaped, trimmed, empty ones dropped.
    public var listValues: [String] {
        VCardParser.splitUnescaped(value[...], at: ",").map { VCardParser.unescape($0).trimmingWhitespace }
            .filter { !$0.isEmpty }
    }
}

extension Array where Element == VCardProperty {
    /// The first property named `name` (uppercase).
    public func first(named name: String) -> VCardProperty? { first { $0.name == name } }

    /// The properties as the store keeps them: one unfolded content line each, joined with LF.
    var storedText: String { map(\.line).joined(separator: "\n") }

    /// Reads `storedText`; a line that is not a property is a verbatim line (as it was stored).
    init(storedText: String) {
        self = storedText.isEmpty ? [] : storedText.split(separator: "\n").map { line in
            VCardProperty(line: String(line)) ?? .verbatim(String(line))
        }
    }
}

extension String {
    /// CRLF, CR and LF each replaced by `replacement`.
    func replacingLineBreaks(with replacement: String) -> String {
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
        var result = ""
        for character in self {
            if character == "\n" || character == "\r" || character == "\r\n" { result += replacement } else { result.append(character) }
        }
        return result
    }

    func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return String(text)
    }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String { String(self).trimmingCharacters(in: set) }
}
