/// Reads contacts from vCard text (RFC 2426 / vCard 3.0 and RFC 6350 / vCard 4.0; the common
/// parts of 2.1 too).
///
/// What it understands:
/// - Lines end with CRLF, LF or CR; a line starting with a space or a tab continues the
///   previous one (the line break and that one whitespace character are removed: "unfolding").
/// - Property names are case-insensitive and may carry a group (`item1.FN`); parameters
///   (`FN;CHARSET=UTF-8:…`, quoted values included) are accepted and ignored, except
///   `ENCODING=QUOTED-PRINTABLE` (vCard 2.1), whose `=XX` bytes are decoded as UTF-8.
/// - `FN` is the full name; `N` is `Family;Given;Additional;Prefix;Suffix`, where a component
///   may hold several values separated by `,` (joined with a space here).
/// - Escapes `\\`, `\,`, `\;`, `\:` and `\n` / `\N` (newline).
///
/// A card needs an `FN` or an `N` with a given or family name. Without `FN` the full name is
/// composed from `N` (prefix, given, additional, family, suffix); without `N` the given name is
/// the `FN` up to its last space and the family name the rest. A card's `UID` and the line of
/// its `BEGIN:VCARD` are kept in `Result.sources` (to merge a card imported again). Cards that cannot be used are
/// skipped with a message naming the line of their `BEGIN:VCARD`, e.g.
/// `"line 12: card has no FN or N"`; nothing else is lost.
public enum VCardParser {
    /// The cards read, in file order, and one message per skipped card or stray text.
    public struct Result: Hashable, Sendable {
        public var cards: [ContactDraft]
        public var skipped: [String]
        /// Where each card of `cards` came from, in the same order.
        public var sources: [CardSource]

        public init(cards: [ContactDraft], skipped: [String], sources: [CardSource] = []) {
            self.cards = cards
            self.skipped = skipped
            self.sources = sources
        }
    }

    /// The line of a card's `BEGIN:VCARD` (1-based) and its `UID`, if any.
    public struct CardSource: Hashable, Sendable {
        public var line: Int
        public var uid: String?

        public init(line: Int, uid: String?) {
            self.line = line
            self.uid = uid
        }
    }

    /// Parses every card of `text`.
    /// - Complexity: O(n) for n characters.
    public static func parse(_ text: String) -> Result {
        var result = Result(cards: [], skipped: [])
        var card: CardInProgress?
        var reportedStrayText = false
        func strayText(at line: LogicalLine) {
            guard !reportedStrayText, !line.text.allSatisfy(\.isWhitespace) else { return }
            result.skipped.append("line \(line.number): text outside BEGIN:VCARD … END:VCARD ignored")
            reportedStrayText = true
        }
        for line in logicalLines(text) {
            let property = Property(line.text)
            if let property, property.name == "BEGIN", property.value.trimmingWhitespace.uppercased() == "VCARD" {
                if let unfinished = card {
                    result.skipped.append("line \(unfinished.beginLine): card has BEGIN:VCARD but no END:VCARD")
                }
                card = CardInProgress(beginLine: line.number)
                reportedStrayText = false
                continue
            }
            guard var current = card else {
                if let property, property.name == "END", property.value.trimmingWhitespace.uppercased() == "VCARD" {
                    result.skipped.append("line \(line.number): END:VCARD without BEGIN:VCARD")
                } else {
                    strayText(at: line)
                }
                continue
            }
            guard let property else { continue }  // a malformed line inside a card is ignored
            switch property.name {
            case "END" where property.value.trimmingWhitespace.uppercased() == "VCARD":
                card = nil
                reportedStrayText = false
                if let draft = current.draft {
                    result.cards.append(draft)
                    result.sources.append(CardSource(line: current.beginLine, uid: current.uid))
                } else {
                    result.skipped.append("line \(current.beginLine): card has no FN or N")
                }
                continue
            case "FN":
                if current.fullName == nil { current.fullName = property.decodedValue }
            case "N":
                if current.nameComponents == nil { current.nameComponents = property.structuredValue }
            case "UID":
                let uid = property.decodedValue
                if current.uid == nil, !uid.isEmpty { current.uid = uid }
            default:
                break
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
    struct LogicalLine: Hashable {
        var number: Int
        var text: String
    }

    /// Splits on CRLF, LF or CR and joins continuation lines (leading space or tab).
    /// - Complexity: O(n).
    static func logicalLines(_ text: String) -> [LogicalLine] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        let physical = body.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n" || $0 == "\r"
        }
        var lines: [LogicalLine] = []
        for (index, line) in physical.enumerated() {
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1].text += line.dropFirst()
            } else {
                lines.append(LogicalLine(number: index + 1, text: String(line)))
            }
        }
        return lines
    }

    // MARK: - Properties

    /// `[group.]NAME[;PARAM[=VALUE]]*:VALUE`, split at the first colon outside double quotes.
    struct Property {
        var name: String
        var parameters: [String]
        var value: String

        init?(_ line: String) {
            var inQuotes = false
            var colon: String.Index?
            for index in line.indices {
                let character = line[index]
                if character == "\"" { inQuotes.toggle() }
                if character == ":", !inQuotes { colon = index; break }
            }
            guard let colon else { return nil }
            let head = line[..<colon]
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
            let name = qualifiedName.split(separator: ".").last.map(String.init) ?? ""
            guard !name.isEmpty else { return nil }
            self.name = name.uppercased()
            self.parameters = parts.dropFirst().map { $0.trimmingWhitespace.uppercased() }
            self.value = String(line[line.index(after: colon)...])
        }

        var isQuotedPrintable: Bool {
            parameters.contains { $0 == "ENCODING=QUOTED-PRINTABLE" || $0 == "QUOTED-PRINTABLE" }
        }

        /// The value, unescaped and trimmed.
        var decodedValue: String {
            VCardParser.unescape(rawValue[...]).trimmingWhitespace
        }

        /// The value split at unescaped `;`, each component's `,`-separated values unescaped,
        /// trimmed and joined with a space.
        var structuredValue: [String] {
            VCardParser.splitUnescaped(rawValue[...], at: ";").map { component in
                VCardParser.splitUnescaped(component, at: ",")
                    .map { VCardParser.unescape($0).trimmingWhitespace }
                    .filter { !$0.isEmpty }
                    .joined(separator: " ")
            }
        }

        private var rawValue: String {
            isQuotedPrintable ? VCardParser.decodeQuotedPrintable(value) : value
        }
    }

    // MARK: - Cards

    struct CardInProgress {
        var beginLine: Int
        var fullName: String?
        var nameComponents: [String]?
        var uid: String?

        /// The draft, or nil when there is neither a non-empty FN nor an N with a given or
        /// family name.
        var draft: ContactDraft? {
            let components = nameComponents ?? []
            func component(_ index: Int) -> String { index < components.count ? components[index] : "" }
            var family = component(0)
            var given = component(1)
            let fn = fullName ?? ""
            if given.isEmpty, family.isEmpty {
                guard !fn.isEmpty else { return nil }
                if let space = fn.lastIndex(where: \.isWhitespace) {
                    given = fn[..<space].trimmingWhitespace
                    family = fn[fn.index(after: space)...].trimmingWhitespace
                } else {
                    given = fn
                }
                return ContactDraft(givenName: given, familyName: family, fullName: fn)
            }
            if !fn.isEmpty { return ContactDraft(givenName: given, familyName: family, fullName: fn) }
            let composed = [component(3), given, component(2), family, component(4)]
                .filter { !$0.isEmpty }
                .joined(separator: " ")
            return ContactDraft(givenName: given, familyName: family, fullName: composed)
        }
    }

    // MARK: - Escapes

    /// Resolves `\\`, `\,`, `\;`, `\:` and `\n`/`\N`; any other backslash is kept as written.
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

    /// Decodes `=XX` hexadecimal bytes as UTF-8 (invalid sequences become U+FFFD).
    static func decodeQuotedPrintable(_ text: String) -> String {
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "="), index + 2 < source.count,
               let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
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
}
