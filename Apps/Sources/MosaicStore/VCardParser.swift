/// Reads contacts from vCard files — vCard 2.1, 3.0 (RFC 2426) and 4.0 (RFC 6350) — keeping
/// every property of every card (``ContactDraft/properties``). No card with a name is ever
/// dropped: what cannot be understood is kept verbatim and reported by its line.
///
/// What it understands:
/// - **Files**: UTF-8 with or without a BOM; UTF-16 (BOM `FF FE` / `FE FF`, or none). A file
///   with lines that are not UTF-8 and name no `CHARSET` is in a legacy code page: the parser
///   guesses it among the single-byte Windows and ISO code pages (``VCardCharset/guess(_:)``),
///   says so in ``Result/charset`` and ``Result/charsetGuessed``, and reads every such line in it;
///   ``Options/charset`` (`--charset NAME`) names it instead.
/// - **Lines** end with CRLF, LF, CR or CR CR LF (iPhone exports); a line starting with a space
///   or a tab continues the previous one ("unfolding"). In a quoted-printable value a `=` at the
///   end of a line is a soft line break. In a vCard 2.1 card a base64 value continues on the
///   following lines of base64 up to a blank line (no indent needed), and a value ending in a
///   single `\` continues on a next line without a colon (a line break, `\n`, as Android's
///   backslash-continued `ADR`).
/// - **Properties** `[group.]NAME[;PARAM[=VALUE]]*:VALUE`, names case-insensitive — any ASCII
///   name real exporters write (`X-messaging/irc-All`) — quoted parameter values, and a bare
///   known name without a colon (`FN`: an empty value). `ENCODING=QUOTED-PRINTABLE` values are
///   decoded and `CHARSET=` honoured for every code page `iconv` knows (``VCardCharset``); see
///   ``VCardProperty`` for how a property is kept.
/// - **Lines that are not properties** are kept verbatim in their card (``VCardProperty/verbatim(_:)``,
///   exported as they came) and reported by line; `#` comment lines (Android) are ignored and
///   reported. A card is never skipped for a line.
/// - **Names**: `FN` is the full name (a line break in it — `FN:Jane\nDoe` — becomes a space);
///   `N` is `Family;Given;Additional;Prefix;Suffix` (a component's `,`-separated values are
///   joined with a space). Without `FN` the full name is composed from `N`; without `FN` and
///   `N`, a card is named by its organization (`ORG`'s first component), as contacts apps do;
///   a company's card (`FN` equal to `ORG`, `KIND:org`, `X-ABShowAs:COMPANY`) has no given or
///   family name.
///   Without `N`, the given name is the `FN` up to its last space and the family name the rest.
/// - **Nested cards**: a vCard 2.1 `AGENT:` followed by a whole `BEGIN:VCARD … END:VCARD` is
///   kept as the outer card's `AGENT` value (the nested card escaped, as vCard 3.0 writes it).
///   A `BEGIN:VCARD` inside a card without `AGENT:` starts a card of its own, as Android's
///   reader does: the outer card keeps its own properties, the inner one is a card (in the
///   order of the `BEGIN:VCARD` lines).
/// - **A card without `END:VCARD`** (a cut file) is read up to the end and reported.
///
/// Only a card with neither `FN`, `N` nor `ORG` is kept out, reported by the line of its
/// `BEGIN:VCARD`: `"line 12: card has no FN, N or ORG"`.
///
/// **Limits** (``VCardLimits``): a file larger than 64 MiB, or a property value larger than
/// 1 MiB (16 MiB for `PHOTO`, `LOGO`, `SOUND`, `KEY` and base64 values), ends the parse with
/// ``VCardReadError`` — nothing is returned, so nothing is imported.
public enum VCardParser {
    /// How to read a file.
    public struct Options: Hashable, Sendable {
        /// The charset of every value without its own `CHARSET=` (`--charset NAME`); nil: UTF-8,
        /// or a guessed code page for a file that is not UTF-8.
        public var charset: String?
        /// The size limits.
        public var limits: VCardLimits

        /// Options with this charset (nil: UTF-8 or guessed) and these limits.
        public init(charset: String? = nil, limits: VCardLimits = .standard) {
            self.charset = charset
            self.limits = limits
        }
    }

    /// A line read in an unusual way (a fallback charset, a line kept verbatim, a comment
    /// ignored, a card without `END:VCARD`), named by its physical line.
    public struct Warning: Hashable, Sendable, CustomStringConvertible {
        /// The physical line (1-based).
        public var line: Int
        /// What happened ("not a property (expected NAME:VALUE); kept as it is").
        public var message: String

        /// A warning about `line`.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }

        /// `line N: message`.
        public var description: String { "line \(line): \(message)" }
    }

    /// The cards read, in file order, and one message per skipped card or stray text.
    public struct Result: Hashable, Sendable {
        /// The usable cards, in file order.
        public var cards: [ContactDraft]
        /// One message per card or text kept out ("line 12: card has no FN, N or ORG").
        public var skipped: [String]
        /// Where each card of `cards` came from, in the same order.
        public var sources: [CardSource]
        /// Lines read in an unusual way, in line order.
        public var warnings: [Warning]
        /// The code page values without `CHARSET=` were read in when not UTF-8 (lowercased, as
        /// `windows-1253`); nil for UTF-8.
        public var charset: String?
        /// True when ``charset`` was guessed (no `--charset`).
        public var charsetGuessed: Bool

        /// A result with these cards, messages, sources and warnings.
        public init(cards: [ContactDraft], skipped: [String], sources: [CardSource] = [], warnings: [Warning] = [],
                    charset: String? = nil, charsetGuessed: Bool = false) {
            self.cards = cards
            self.skipped = skipped
            self.sources = sources
            self.warnings = warnings
            self.charset = charset
            self.charsetGuessed = charsetGuessed
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

    /// Parses every card of `text` (UTF-8).
    /// - Throws: ``VCardReadError`` when a limit is exceeded.
    /// - Complexity: O(n) for n bytes.
    public static func parse(_ text: String, options: Options = .init()) throws(VCardReadError) -> Result {
        try parse(bytes: Array(text.utf8), options: options)
    }

    /// Parses every card of a file's bytes (any of the encodings above).
    /// - Throws: ``VCardReadError`` when the file or a value exceeds ``Options/limits`` or
    ///   ``Options/charset`` is unknown to `iconv`; then nothing is returned.
    /// - Complexity: O(n) for n bytes (O(n · 23) for a file whose code page is guessed).
    /// - Parameter progress: called now and then on this thread with the fraction of the file's
    ///   lines read so far (0…1, growing; 1 at the end) — a window's progress bar.
    public static func parse(bytes data: [UInt8], options: Options = .init(),
                             progress: ((Double) -> Void)? = nil) throws(VCardReadError) -> Result {
        guard data.count <= options.limits.fileBytes else {
            throw .fileTooLarge(bytes: data.count, limit: options.limits.fileBytes)
        }
        if let charset = options.charset, !VCardCharset.isKnown(charset) { throw .unknownCharset(charset) }
        let lines = logicalLines(VCardBytes.lines(VCardBytes.normalized(data).bytes))
        let decoder = TextDecoder(lines: lines, charset: options.charset)
        var reader = CardReader(decoder: decoder, limits: options.limits)
        reader.progress = progress
        try reader.read(lines)
        progress?(1)
        return reader.result()
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

        /// The value after the first colon, trimmed and uppercased.
        var upperValue: String {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return "" }
            return String(decoding: bytes[(colon + 1)...], as: UTF8.self).trimmingWhitespace.uppercased()
        }

        var valueIsVCard: Bool { upperValue == "VCARD" }

        var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

        /// The parameters (before the first colon), uppercased; "" without a colon.
        var upperParameters: String {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return "" }
            return String(decoding: bytes[..<colon], as: UTF8.self).uppercased()
        }

        /// True when the line's parameters say quoted-printable (its `=` line ends are soft breaks).
        var isQuotedPrintable: Bool { upperParameters.contains("QUOTED-PRINTABLE") }

        /// True when the line's parameters say base64 (`ENCODING=BASE64`, `ENCODING=b`, bare `BASE64`).
        var isBase64: Bool {
            let parameters = upperParameters.split(separator: ";").dropFirst()
            return parameters.contains { $0 == "BASE64" || $0 == "ENCODING=BASE64" || $0 == "ENCODING=B" }
        }

        /// True when the line ends with an odd number of backslashes (an escape left open).
        var endsWithOpenEscape: Bool {
            var count = 0
            for byte in bytes.reversed() {
                guard byte == UInt8(ascii: "\\") else { break }
                count += 1
            }
            return count % 2 == 1
        }
    }

    /// Joins physical lines into content lines: continuation lines (leading space or tab),
    /// quoted-printable soft line breaks (`=` at the end of a line, also across blank lines up to a
    /// line that is not a property), and in vCard 2.1 cards
    /// unindented base64 lines after a base64 value (up to a blank line) and a line without a
    /// colon after a value ending in a single `\` (joined as `\n`).
    /// - Complexity: O(n).
    static func logicalLines(_ physical: [(number: Int, bytes: ArraySlice<UInt8>)]) -> [LogicalLine] {
        var lines: [LogicalLine] = []
        var softBreak = false
        var blankAfterSoftBreak = false
        var base64Open = false
        var version21 = true
        for (number, line) in physical {
            if softBreak, !lines.isEmpty, line.isEmpty {
                // A blank line after a soft break (a file whose line ends were doubled): the value
                // goes on after it unless a property follows.
                blankAfterSoftBreak = true
                continue
            }
            if softBreak, blankAfterSoftBreak, looksLikeProperty(line) {
                lines[lines.count - 1].bytes.removeLast()   // the "=" broke to nothing
                softBreak = false
            }
            if softBreak, !lines.isEmpty {
                lines[lines.count - 1].bytes.removeLast()   // the "="
                lines[lines.count - 1].bytes += line
            } else if let first = line.first, first == 0x20 || first == 0x09, !lines.isEmpty {
                lines[lines.count - 1].bytes += line.dropFirst()
            } else if base64Open, isBase64Text(line) {
                lines[lines.count - 1].bytes += line
            } else if version21, let last = lines.last, last.endsWithOpenEscape, !line.isEmpty,
                      !line.contains(UInt8(ascii: ":")) {
                lines[lines.count - 1].bytes += [UInt8(ascii: "n")] + line
            } else {
                let new = LogicalLine(number: number, bytes: Array(line))
                lines.append(new)
                switch new.head {
                case "BEGIN" where new.valueIsVCard: version21 = true
                case "VERSION": version21 = new.upperValue == "2.1"
                default: break
                }
                base64Open = version21 && new.isBase64
            }
            let last = lines[lines.count - 1]
            softBreak = last.bytes.last == UInt8(ascii: "=") && last.isQuotedPrintable
            blankAfterSoftBreak = false
        }
        return lines
    }

    /// A line that starts like a property: `[group.]NAME` then `;` or `:`, with a colon.
    static func looksLikeProperty(_ line: ArraySlice<UInt8>) -> Bool {
        guard let end = line.firstIndex(where: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ":") }),
              line.contains(UInt8(ascii: ":")) else { return false }
        let name = String(decoding: line[..<end], as: UTF8.self)
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isName)
    }

    /// A line of only base64 digits, padding and blanks (no colon), not blank.
    static func isBase64Text(_ line: ArraySlice<UInt8>) -> Bool {
        var digits = 0
        for byte in line {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
                digits += 1
            case 0x20, 0x09: continue
            default: return false
            }
        }
        return digits > 0
    }

    // MARK: - Properties

    /// Names read from a line without a colon (`FN` alone: an empty value), besides `X-…`.
    static let bareNames: Set<String> = [
        "FN", "N", "ORG", "NOTE", "TEL", "EMAIL", "ADR", "TITLE", "ROLE", "URL", "BDAY", "NICKNAME", "LABEL",
        "CATEGORIES", "UID", "REV", "PHOTO", "LOGO", "SOUND", "KEY", "GEO", "TZ", "AGENT", "MAILER",
        "SORT-STRING", "CLASS", "PRODID", "SOURCE", "NAME", "KIND", "GENDER", "ANNIVERSARY", "LANG", "IMPP",
        "MEMBER", "RELATED", "XML", "FBURL", "CALADRURI", "CALURI",
    ]

    /// Whether `name` is a property name (or a group): ASCII letters, digits and the other
    /// printable characters real exporters use (`-`, `_`, `/`, …), starting with a letter or
    /// digit; not `;` `:` `,` `.` `"` `=` `\` or a blank.
    static func isName<S: StringProtocol>(_ name: S) -> Bool {
        guard let first = name.unicodeScalars.first,
              first.properties.isASCIIHexDigit || ("A"..."Z").contains(first) || ("a"..."z").contains(first)
        else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x20 && scalar.value < 0x7F && !";:,.\"=\\".unicodeScalars.contains(scalar)
        }
    }

    /// `[group.]NAME[;PARAM[=VALUE]]*:VALUE`, split at the first colon outside double quotes.
    struct Property {
        var group: String?
        var name: String
        var parameters: [VCardProperty.Parameter]
        var value: String
        /// The value's bytes as in the file (before transfer decoding).
        var valueBytes: [UInt8] = []

        init?(_ line: String) { self.init(bytes: Array(line.utf8), decoder: .utf8) }

        init?(bytes line: [UInt8], decoder: TextDecoder) {
            var inQuotes = false
            var colon: Int?
            for index in line.indices {
                if line[index] == UInt8(ascii: "\"") { inQuotes.toggle() }
                if line[index] == UInt8(ascii: ":"), !inQuotes { colon = index; break }
            }
            guard let colon else {
                // A known name alone (`FN`): the property with an empty value.
                let bare = String(decoding: line, as: UTF8.self).trimmingWhitespace.uppercased()
                guard Self.isBareName(bare) else { return nil }
                self.group = nil
                self.name = bare
                self.parameters = []
                self.value = ""
                return
            }
            let head = decoder.text(line[..<colon], declared: nil).text
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
            guard VCardParser.isName(name), nameParts.allSatisfy(VCardParser.isName) else { return nil }
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
            self.value = decoder.text(valueBytes, declared: nil).text
        }

        static func isBareName(_ name: String) -> Bool {
            VCardParser.bareNames.contains(name) || (name.hasPrefix("X-") && VCardParser.isName(name))
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

        /// True for an inline binary value (`PHOTO`, `LOGO`, `SOUND`, `KEY` or base64), which has
        /// the larger size limit.
        var isBinary: Bool {
            ["PHOTO", "LOGO", "SOUND", "KEY"].contains(name) || encoding == "BASE64" || encoding == "B"
        }

        /// The `CHARSET=` parameter's value, unquoted.
        var charset: String? {
            parameters.first { $0.name == "CHARSET" }?.value.trimmingCharacters(in: "\"")
        }

        /// The property as the store keeps it (see `VCardProperty`), and how its text was read
        /// when not as expected.
        func kept(_ decoder: TextDecoder) -> (property: VCardProperty, fallback: String?) {
            let charset = self.charset
            var keptValue: String
            var fallback: String?
            switch encoding {
            case "QUOTED-PRINTABLE":
                let decoded = decoder.text(VCardBytes.decodeQuotedPrintable(valueBytes), declared: charset)
                keptValue = decoded.text.replacingLineBreaks(with: "\\n")
                fallback = decoded.fallback
            case "BASE64", "B":
                keptValue = String(decoding: valueBytes.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
            default:
                let decoded = decoder.text(valueBytes, declared: charset)
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

    /// Reads the logical lines into cards: a stack of open cards (a `BEGIN:VCARD` inside a card
    /// opens a card of its own), finished cards kept in the order of their `BEGIN:VCARD`.
    struct CardReader {
        let decoder: TextDecoder
        let limits: VCardLimits
        var open: [CardInProgress] = []
        var finished: [(card: ContactDraft, source: CardSource)] = []
        var skipped: [(line: Int, message: String)] = []
        var warnings: [Warning] = []
        var reportedStrayText = false
        /// Told the fraction of lines read, every 4,096 lines.
        var progress: ((Double) -> Void)?

        init(decoder: TextDecoder, limits: VCardLimits) {
            self.decoder = decoder
            self.limits = limits
        }

        mutating func read(_ lines: [LogicalLine]) throws(VCardReadError) {
            var index = 0
            while index < lines.count {
                let line = lines[index]
                index += 1
                if index & 4095 == 0, let progress { progress(Double(index) / Double(lines.count)) }
                let head = line.head
                if head == "BEGIN", line.valueIsVCard {
                    if let top = open.last, top.expectsAgentCard {
                        index = agentCard(lines, from: index, begin: line)
                        continue
                    }
                    if let outer = open.last {
                        warnings.append(Warning(line: line.number, message:
                            "BEGIN:VCARD inside the card of line \(outer.beginLine) (no AGENT:); read as a card of its own"))
                    }
                    open.append(CardInProgress(beginLine: line.number))
                    reportedStrayText = false
                    continue
                }
                if head == "END", line.valueIsVCard {
                    if let card = open.popLast() {
                        finish(card, ended: true)
                    } else {
                        strayText(line)
                    }
                    continue
                }
                guard var current = open.popLast() else {
                    strayText(line)
                    continue
                }
                defer { open.append(current) }
                if line.isBlank { continue }
                current.expectsAgentCard = false
                if line.bytes.first == UInt8(ascii: "#") {
                    warnings.append(Warning(line: line.number, message: "comment line ignored"))
                    continue
                }
                guard let property = Property(bytes: line.bytes, decoder: decoder) else {
                    let limit = limits.textValueBytes
                    guard line.bytes.count <= limit else {
                        throw .valueTooLarge(line: line.number, name: "a line", bytes: line.bytes.count, limit: limit, binary: false)
                    }
                    current.properties.append(.verbatim(decoder.text(line.bytes, declared: nil).text))
                    warnings.append(Warning(line: line.number, message: "not a property (expected NAME:VALUE); kept as it is"))
                    continue
                }
                let limit = property.isBinary ? limits.binaryValueBytes : limits.textValueBytes
                guard property.valueBytes.count <= limit else {
                    throw .valueTooLarge(line: line.number, name: property.name, bytes: property.valueBytes.count, limit: limit,
                                         binary: property.isBinary)
                }
                let (kept, fallback) = property.kept(decoder)
                if let fallback { warnings.append(Warning(line: line.number, message: fallback)) }
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
            }
            while let card = open.popLast() { finish(card, ended: false) }
        }

        /// vCard 2.1: `AGENT:` followed by a whole nested card — the value of the open card's
        /// last property. - Returns: the index of the line after the nested card.
        mutating func agentCard(_ lines: [LogicalLine], from start: Int, begin: LogicalLine) -> Int {
            var index = start
            var nested: [String] = [decoder.text(begin.bytes, declared: nil).text]
            var depth = 1
            while index < lines.count, depth > 0 {
                let inner = lines[index]
                index += 1
                if inner.head == "BEGIN", inner.valueIsVCard { depth += 1 }
                if inner.head == "END", inner.valueIsVCard { depth -= 1 }
                if !inner.isBlank { nested.append(decoder.text(inner.bytes, declared: nil).text) }
            }
            var current = open.removeLast()
            if depth > 0 {
                warnings.append(Warning(line: begin.number, message: "the AGENT card has no END:VCARD; kept as read"))
            }
            current.properties[current.properties.count - 1].value = nested.map(escapeText).joined(separator: "\\n")
            current.expectsAgentCard = false
            open.append(current)
            return index
        }

        mutating func strayText(_ line: LogicalLine) {
            guard !reportedStrayText, !line.isBlank else { return }
            skipped.append((line.number, "text outside BEGIN:VCARD … END:VCARD ignored"))
            reportedStrayText = true
        }

        mutating func finish(_ card: CardInProgress, ended: Bool) {
            guard let draft = card.draft else {
                skipped.append((card.beginLine, ended ? "card has no FN, N or ORG" : "card has BEGIN:VCARD but no END:VCARD"))
                return
            }
            if !ended {
                warnings.append(Warning(line: card.beginLine, message: "card has no END:VCARD; read up to the end of the file"))
            }
            finished.append((draft, CardSource(line: card.beginLine, uid: card.uid, version: card.version)))
        }

        func result() -> Result {
            let cards = finished.sorted { $0.source.line < $1.source.line }
            return Result(
                cards: cards.map(\.card),
                skipped: skipped.sorted { $0.line < $1.line }.map { "line \($0.line): \($0.message)" },
                sources: cards.map(\.source),
                warnings: warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element),
                charset: decoder.charset,
                charsetGuessed: decoder.guessed)
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
