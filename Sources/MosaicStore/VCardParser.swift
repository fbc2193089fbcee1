/// Reads contacts from vCard files — vCard 2.1, 3.0 (RFC 2426) and 4.0 (RFC 6350) — keeping
/// every property of every card (``ContactDraft/properties``).
///
/// What it understands:
/// - **Files**: UTF-8 with or without a BOM; UTF-16 (BOM `FF FE` / `FE FF`, or none); a line
///   that is not valid UTF-8 (a stray Latin-1 byte) is read as Windows-1252 and reported in
///   ``Result/warnings`` with its line — the rest of the file is read as usual.
/// - **Lines** end with CRLF, LF or CR; a line starting with a space or a tab continues the
///   previous one ("unfolding"). In a quoted-printable value a `=` at the end of a line is a
///   soft line break: the next line continues the value (vCard 2.1).
/// - **Properties** `[group.]NAME[;PARAM[=VALUE]]*:VALUE`, names case-insensitive, quoted
///   parameter values. `ENCODING=QUOTED-PRINTABLE` values are decoded and `CHARSET=`
///   (ISO-8859-1, ISO-8859-15, Windows-1252, UTF-8) honoured; see ``VCardProperty`` for how a
///   property is kept.
/// - **Names**: `FN` is the full name (a line break in it — `FN:Jane\nDoe` — becomes a space);
///   `N` is `Family;Given;Additional;Prefix;Suffix` (a component's `,`-separated values are
///   joined with a space). Without `FN` the full name is composed from `N`; without `FN` and
///   `N`, a card is named by its organization (`ORG`'s first component), as contacts apps do;
///   a company's card (`FN` equal to `ORG`, `KIND:org`, `X-ABShowAs:COMPANY`) has no given or
///   family name.
///   Without `N`, the given name is the `FN` up to its last space and the family name the rest.
/// - **Nested cards**: a vCard 2.1 `AGENT:` followed by a whole `BEGIN:VCARD … END:VCARD` is
///   kept as the outer card's `AGENT` value (the nested card escaped, as vCard 3.0 writes it).
///
/// A card that cannot be parsed — no `END:VCARD`, a line inside it that is not a property, no
/// `FN`, `N` or `ORG` — is kept out whole and reported by the line of its `BEGIN:VCARD`, e.g.
/// `"line 12: card has no FN, N or ORG"`. Nothing is half-imported.
public enum VCardParser {
    /// The cards read, in file order, and one message per skipped card or stray text.
    public struct Result: Hashable, Sendable {
        /// The usable cards, in file order.
        public var cards: [ContactDraft]
        /// One message per card or text kept out ("line 12: card has no FN, N or ORG").
        public var skipped: [String]
        /// Where each card of `cards` came from, in the same order.
        public var sources: [CardSource]
        /// Lines read with a fallback ("line 7: not valid UTF-8; read as Windows-1252 (Latin-1)").
        public var warnings: [String]

        /// A result with these cards, messages, sources and warnings.
        public init(cards: [ContactDraft], skipped: [String], sources: [CardSource] = [], warnings: [String] = []) {
            self.cards = cards
            self.skipped = skipped
            self.sources = sources
            self.warnings = warnings
        }
    }

    /// The line of a card's `BEGIN:VCARD` (1-based), its `UID` if any, and its `VERSION`.
    public struct CardSource: Hashable, Sendable {
        /// The line of the card's `BEGIN:VCARD` (1-based).
        public var line: Int
        /// The card's first non-empty `UID`, or nil.
        public var uid: String?
        /// The card's `VERSION` value ("2.1", "3.0", "4.0"), or nil when it has none.
        public var version: String?

        /// Where a card came from.
        public init(line: Int, uid: String?, version: String? = nil) {
            self.line = line
            self.uid = uid
            self.version = version
        }
    }

    /// Parses every card of `text`.
    /// - Complexity: O(n) for n bytes.
    public static func parse(_ text: String) -> Result { parse(bytes: Array(text.utf8)) }

    /// Parses every card of a file's bytes (any of the encodings above).
    /// - Complexity: O(n) for n bytes.
    public static func parse(bytes data: [UInt8]) -> Result {
        var result = Result(cards: [], skipped: [])
        var card: CardInProgress?
        var reportedStrayText = false
        let lines = logicalLines(VCardBytes.normalized(data).bytes)
        var index = 0
        func strayText(_ line: LogicalLine) {
            guard !reportedStrayText, !line.isBlank else { return }
            result.skipped.append("line \(line.number): text outside BEGIN:VCARD … END:VCARD ignored")
            reportedStrayText = true
        }
        while index < lines.count {
            let line = lines[index]
            index += 1
            let head = line.head
            if head == "BEGIN", line.valueIsVCard {
                if var current = card, current.expectsAgentCard {
                    // vCard 2.1: AGENT: followed by a whole nested card — its value.
                    var nested: [String] = [line.utf8Text]
                    var depth = 1
                    while index < lines.count, depth > 0 {
                        let inner = lines[index]
                        index += 1
                        if inner.head == "BEGIN", inner.valueIsVCard { depth += 1 }
                        if inner.head == "END", inner.valueIsVCard { depth -= 1 }
                        if !inner.isBlank { nested.append(inner.utf8Text) }
                    }
                    if depth > 0 {
                        result.skipped.append("line \(current.beginLine): card has BEGIN:VCARD but no END:VCARD")
                        card = nil
                        continue
                    }
                    current.properties[current.properties.count - 1].value = nested.map(escapeText).joined(separator: "\\n")
                    current.expectsAgentCard = false
                    card = current
                    continue
                }
                if let unfinished = card {
                    result.skipped.append("line \(unfinished.beginLine): card has BEGIN:VCARD but no END:VCARD")
                }
                card = CardInProgress(beginLine: line.number)
                reportedStrayText = false
                continue
            }
            guard var current = card else {
                if head == "END", line.valueIsVCard {
                    result.skipped.append("line \(line.number): END:VCARD without BEGIN:VCARD")
                } else {
                    strayText(line)
                }
                continue
            }
            if head == "END", line.valueIsVCard {
                card = nil
                reportedStrayText = false
                if let problem = current.problem {
                    result.skipped.append("line \(current.beginLine): \(problem)")
                } else if let draft = current.draft {
                    result.cards.append(draft)
                    result.sources.append(CardSource(line: current.beginLine, uid: current.uid, version: current.version))
                    result.warnings += current.warnings
                } else {
                    result.skipped.append("line \(current.beginLine): card has no FN, N or ORG")
                }
                continue
            }
            if line.isBlank { continue }
            current.expectsAgentCard = false
            guard let property = Property(bytes: line.bytes) else {
                if current.problem == nil {
                    current.problem = "card has a line that is not a property (line \(line.number)); card skipped"
                }
                card = current
                continue
            }
            let (kept, fallback) = property.kept
            if let fallback { current.warnings.append("line \(line.number): \(fallback)") }
            switch kept.name {
            case "VERSION":
                current.version = kept.text
            case "UID":
                let uid = kept.text
                if current.uid == nil, !uid.isEmpty { current.uid = uid }
                current.properties.append(kept)
            case "AGENT":
                current.properties.append(kept)
                current.expectsAgentCard = kept.value.allSatisfy(\.isWhitespace)
            default:
                current.properties.append(kept)
            }
            card = current
        }
        if let unfinished = card {
            result.skipped.append("line \(unfinished.beginLine): card has BEGIN:VCARD but no END:VCARD")
        }
        return result
    }

    // MARK: - Lines

    /// A content line after unfolding, with the number of its first physical line (1-based).
    struct LogicalLine {
        var number: Int
        var bytes: [UInt8]

        /// The property name without group, uppercased ("" without a colon).
        var head: String {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return "" }
            let name = bytes[..<colon].split(separator: UInt8(ascii: ";"), maxSplits: 1).first ?? []
            let bare = name.split(separator: UInt8(ascii: ".")).last ?? []
            return String(decoding: bare, as: UTF8.self).trimmingWhitespace.uppercased()
        }

        var valueIsVCard: Bool {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
            return String(decoding: bytes[(colon + 1)...], as: UTF8.self).trimmingWhitespace.uppercased() == "VCARD"
        }

        var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

        var utf8Text: String { VCardBytes.decodeText(bytes, charset: nil).text }

        /// True when the line's parameters say quoted-printable (its `=` line ends are soft breaks).
        var isQuotedPrintable: Bool {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
            return String(decoding: bytes[..<colon], as: UTF8.self).uppercased().contains("QUOTED-PRINTABLE")
        }
    }

    /// Splits on CRLF, LF or CR and joins continuation lines (leading space or tab) and
    /// quoted-printable soft line breaks (`=` at the end of a line).
    /// - Complexity: O(n).
    static func logicalLines(_ bytes: [UInt8]) -> [LogicalLine] {
        var lines: [LogicalLine] = []
        var softBreak = false
        for (number, line) in VCardBytes.lines(bytes) {
            if softBreak, !lines.isEmpty {
                lines[lines.count - 1].bytes.removeLast()   // the "="
                lines[lines.count - 1].bytes += line
            } else if let first = line.first, first == 0x20 || first == 0x09, !lines.isEmpty {
                lines[lines.count - 1].bytes += line.dropFirst()
            } else {
                lines.append(LogicalLine(number: number, bytes: Array(line)))
            }
            let last = lines[lines.count - 1]
            softBreak = last.bytes.last == UInt8(ascii: "=") && last.isQuotedPrintable
        }
        return lines
    }

    // MARK: - Properties

    /// `[group.]NAME[;PARAM[=VALUE]]*:VALUE`, split at the first colon outside double quotes.
    struct Property {
        var group: String?
        var name: String
        var parameters: [VCardProperty.Parameter]
        var value: String
        /// The value's bytes as in the file (before transfer decoding).
        var valueBytes: [UInt8] = []

        init?(_ line: String) { self.init(bytes: Array(line.utf8)) }

        init?(bytes line: [UInt8]) {
            var inQuotes = false
            var colon: Int?
            for index in line.indices {
                if line[index] == UInt8(ascii: "\"") { inQuotes.toggle() }
                if line[index] == UInt8(ascii: ":"), !inQuotes { colon = index; break }
            }
            guard let colon else { return nil }
            let head = VCardBytes.decodeText(line[..<colon], charset: nil).text
            var parts: [Substring] = []
            var start = head.startIndex
            inQuotes = false
            for index in head.indices {
                if head[index] == "\"" { inQuotes.toggle() }
                if head[index] == ";", !inQuotes {
                    parts.append(head[start..<index])
                    start = head.index(after: index)
                }
            }
            parts.append(head[start...])
            let qualifiedName = parts[0].trimmingWhitespace
            var nameParts = qualifiedName.split(separator: ".", omittingEmptySubsequences: false)
            let name = String(nameParts.removeLast())
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
            self.group = nameParts.isEmpty ? nil : nameParts.joined(separator: ".")
            self.name = name.uppercased()
            self.parameters = parts.dropFirst().compactMap { part in
                let text = part.trimmingWhitespace
                guard !text.isEmpty else { return nil }
                guard let equals = text.firstIndex(of: "=") else {
                    return VCardProperty.Parameter(name: "", value: text)
                }
                return VCardProperty.Parameter(
                    name: text[..<equals].trimmingWhitespace, value: text[text.index(after: equals)...].trimmingWhitespace)
            }
            self.valueBytes = Array(line[(colon + 1)...])
            self.value = VCardBytes.decodeText(valueBytes, charset: nil).text
        }

        /// The transfer encoding named by `ENCODING=` or a bare 2.1 parameter, uppercased.
        var encoding: String? {
            for parameter in parameters {
                if parameter.name == "ENCODING" { return parameter.value.uppercased() }
                if parameter.name.isEmpty, ["QUOTED-PRINTABLE", "BASE64", "B", "8BIT", "7BIT"].contains(parameter.value.uppercased()) {
                    return parameter.value.uppercased()
                }
            }
            return nil
        }

        /// The property as the store keeps it (see `VCardProperty`), and how its text was read
        /// when not as expected.
        var kept: (property: VCardProperty, fallback: String?) {
            let charset = parameters.first { $0.name == "CHARSET" }?.value.trimmingCharacters(in: "\"")
            let encoding = self.encoding
            var keptValue: String
            var fallback: String?
            switch encoding {
            case "QUOTED-PRINTABLE":
                let decoded = VCardBytes.decodeText(VCardBytes.decodeQuotedPrintable(valueBytes), charset: charset)
                keptValue = decoded.text.replacingLineBreaks(with: "\\n")
                fallback = decoded.fallback
            case "BASE64", "B":
                keptValue = String(decoding: valueBytes.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
            default:
                let decoded = VCardBytes.decodeText(valueBytes, charset: charset)
                keptValue = decoded.text
                fallback = decoded.fallback
            }
            var kept: [VCardProperty.Parameter] = []
            for parameter in parameters {
                let upper = parameter.value.uppercased()
                switch (parameter.name, upper) {
                case ("CHARSET", _), ("ENCODING", "QUOTED-PRINTABLE"), ("ENCODING", "8BIT"), ("ENCODING", "7BIT"),
                     ("", "QUOTED-PRINTABLE"), ("", "8BIT"), ("", "7BIT"):
                    continue
                case ("ENCODING", "BASE64"), ("", "BASE64"), ("", "B"):
                    kept.append(.init(name: "ENCODING", value: "b"))
                case ("", _):
                    kept.append(.init(name: "TYPE", value: parameter.value))
                default:
                    kept.append(parameter)
                }
            }
            if keptValue.hasSuffix("\r") { keptValue.removeLast() }
            return (VCardProperty(group: group, name: name, parameters: kept, value: keptValue), fallback)
        }
    }

    // MARK: - Cards

    struct CardInProgress {
        var beginLine: Int
        var properties: [VCardProperty] = []
        var version: String?
        var uid: String?
        /// Why the card cannot be imported (a line that is not a property).
        var problem: String?
        /// Lines read with a fallback charset.
        var warnings: [String] = []
        /// The last property was an empty `AGENT:` (a nested 2.1 card may follow).
        var expectsAgentCard = false

        init(beginLine: Int) { self.beginLine = beginLine }

        /// The draft, or nil when there is neither a non-empty FN, an N with a given or family
        /// name, nor an ORG.
        var draft: ContactDraft? {
            guard let names = VCardParser.names(of: properties) else { return nil }
            return ContactDraft(givenName: names.given, familyName: names.family, fullName: names.full, properties: properties)
        }
    }

    /// The names a card's properties give: see the type's documentation.
    static func names(of properties: [VCardProperty]) -> (given: String, family: String, full: String)? {
        let components = properties.first(named: "N").map { n in
            splitUnescaped(n.value[...], at: ";").map { component in
                splitUnescaped(component, at: ",").map { unescape($0).singleLine }.filter { !$0.isEmpty }
                    .joined(separator: " ")
            }
        } ?? []
        func component(_ index: Int) -> String { index < components.count ? components[index] : "" }
        var family = component(0)
        var given = component(1)
        let fn = properties.first(named: "FN")?.text.singleLine ?? ""
        let org = properties.first(named: "ORG")?.components.first?.singleLine ?? ""
        if given.isEmpty, family.isEmpty {
            guard !fn.isEmpty else { return org.isEmpty ? nil : ("", "", org) }
            // A company's card (Apple's X-ABShowAs:COMPANY, 4.0's KIND:org, or FN = ORG) has
            // no person's names.
            let kind = properties.first(named: "KIND")?.text.lowercased()
            let showAs = properties.first(named: "X-ABSHOWAS")?.text.uppercased()
            if fn == org || kind == "org" || showAs == "COMPANY" { return ("", "", fn) }
            if let space = fn.lastIndex(where: \.isWhitespace) {
                given = fn[..<space].trimmingWhitespace
                family = fn[fn.index(after: space)...].trimmingWhitespace
            } else {
                given = fn
            }
            return (given, family, fn)
        }
        if !fn.isEmpty { return (given, family, fn) }
        let composed = [component(3), given, component(2), family, component(4)]
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        return (given, family, composed)
    }

    // MARK: - Escapes

    /// Resolves `\\`, `\,`, `\;`, `\:` and `\n`/`\N` (newline); any other backslash is kept.
    static func unescape(_ text: Substring) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "N": result.append("\n")
                case "\\", ",", ";", ":": result.append(character)
                default: result.append("\\"); result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// Escapes text for a vCard 3.0/4.0 TEXT value: `\` `,` `;` and line breaks.
    static func escapeText(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ",": result += "\\,"
            case ";": result += "\\;"
            case "\n", "\r", "\r\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// Splits at `separator` where it is not preceded by an escaping backslash; the pieces keep
    /// their escapes.
    static func splitUnescaped(_ text: Substring, at separator: Character) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var escaping = false
        for index in text.indices {
            let character = text[index]
            if escaping {
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == separator {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        pieces.append(text[start...])
        return pieces
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace (spaces, tabs, newlines).
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// One line: each run of line breaks, tabs and other control characters becomes one
    /// space, trimmed (a name never holds a line break).
    var singleLine: String {
        var result = ""
        var pendingSpace = false
        for character in self {
            if character.isNewline || character == "\t" || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                pendingSpace = true
            } else {
                if pendingSpace, !result.isEmpty, result.last != " ", character != " " { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result.trimmingWhitespace
    }
}
