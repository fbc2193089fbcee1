import Foundation
import Testing
@testable import MosaicStore

/// The line shapes real exporters write (issue 22.1): no card with a name is ever dropped for
/// them, and what cannot be read as a property is kept as it came and reported by its line.
@Suite struct VCardRealWorldLinesTests {
    func parse(_ text: String) throws -> VCardParser.Result { try VCardParser.parse(text) }

    /// iPhone exports end lines with CR CR LF: one line end, so a folded PHOTO goes on.
    @Test func crCrLfIsOneLineEnd() throws {
        let text = "BEGIN:VCARD\r\r\nVERSION:3.0\r\r\nFN:Bob Smith\r\r\nPHOTO;ENCODING=b;TYPE=JPEG:AAAA\r\r\n BBBB\r\r\n"
            + "TEL:1\r\r\nbroken line\r\r\nEND:VCARD\r\r\n"
        let result = try parse(text)
        #expect(result.cards.map(\.fullName) == ["Bob Smith"])
        #expect(result.cards[0].properties.first(named: "PHOTO")?.value == "AAAABBBB")
        #expect(result.cards[0].properties.first(named: "TEL")?.value == "1")
        // Line numbers count each CR CR LF once.
        #expect(result.warnings.map(\.line) == [7])
    }

    /// vCard 2.1 base64 goes on over unindented lines up to the blank line (or the next
    /// property); in 3.0 an unindented line is not a continuation.
    @Test func version21Base64ContinuesWithoutIndentUpToTheBlankLine() throws {
        let v21 = "BEGIN:VCARD\nVERSION:2.1\nFN:Max\nPHOTO;ENCODING=BASE64;TYPE=PNG:iVBO\nRw0K\nGgo=\n\nTEL:1\nLOGO;BASE64:AAAA\nBBBB\nNOTE:n\nEND:VCARD\n"
        let card = try #require(try parse(v21).cards.first)
        #expect(card.properties.map(\.name) == ["FN", "PHOTO", "TEL", "LOGO", "NOTE"])
        #expect(card.properties.first(named: "PHOTO")?.value == "iVBORw0KGgo=")
        #expect(card.properties.first(named: "LOGO")?.value == "AAAABBBB")
        let v30 = try parse("BEGIN:VCARD\nVERSION:3.0\nFN:Max\nPHOTO;ENCODING=b:iVBO\nRw0K\nEND:VCARD\n")
        #expect(v30.cards[0].properties.first(named: "PHOTO")?.value == "iVBO")
        #expect(v30.cards[0].properties.last?.isVerbatim == true)
        #expect(v30.warnings.map(\.description) == ["line 5: not a property (expected NAME:VALUE); kept as it is"])
    }

    /// Android's 2.1 `ADR` continued by a backslash at the end of the line: a line break in the
    /// value; a line with a colon after it is a property of its own.
    @Test func backslashContinuedLinesAreOneValue() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:bogus\r\nADR;HOME:;;Hermann v. Brevern\\\r\n9999999\\\r\nPackstation 999;Hamburg;;99999;Deutschland\r\n"
            + "NOTE:ends in a backslash\\\r\nTEL:1\r\nEND:VCARD\r\n"
        let card = try #require(try parse(text).cards.first)
        #expect(card.properties.first(named: "ADR")?.components
            == ["", "", "Hermann v. Brevern\n9999999\nPackstation 999", "Hamburg", "", "99999", "Deutschland"])
        #expect(card.properties.first(named: "NOTE")?.value == "ends in a backslash\\")
        #expect(card.properties.first(named: "TEL")?.value == "1")
    }

    /// Any ASCII name exporters write (`/` of KDE's legacy messaging fields), a bare `FN`
    /// (Evolution), `#` comment lines (Android; a quoted-printable soft break still goes on
    /// over a `#` at the start of the next line).
    @Test func namesWithSlashBareFNAndCommentLines() throws {
        let kde = try parse("BEGIN:VCARD\nVERSION:3.0\nFN:My Name\nX-messaging/irc-All:konqui\nEND:VCARD\n")
        #expect(kde.cards[0].properties.last?.line == "X-MESSAGING/IRC-ALL:konqui")
        let evolution = try parse("BEGIN:VCARD\nFN\nN:\nORG:Ximian, Inc.\nEND:VCARD\n")
        #expect(evolution.cards.map(\.fullName) == ["Ximian, Inc."])
        #expect(evolution.cards[0].properties.map(\.line) == ["FN:", "N:", "ORG:Ximian, Inc."])
        #expect(evolution.warnings.isEmpty)
        let android = try parse("""
            BEGIN:vCard\r
            VERSION:2.1\r
            N:;Conference Call\r
            # This line must be ignored.\r
            NOTE;ENCODING=QUOTED-PRINTABLE:This is an (sharp ->=\r
            #<- sharp) example.\r
            END:vCard\r

            """)
        #expect(android.cards.map(\.fullName) == ["Conference Call"])
        #expect(android.cards[0].properties.first(named: "NOTE")?.text == "This is an (sharp ->#<- sharp) example.")
        #expect(android.warnings.map(\.description) == ["line 4: comment line ignored"])
    }

    /// A line that is not a property is kept verbatim where it stood, stored, and exported back
    /// exactly as it came; the export reads back the same.
    @Test func verbatimLinesSurviveTheStoreAndExport() throws {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Ada\n<ada@example.com> (work)\nhttp stuff; not: a property\nTEL:1\nEND:VCARD\n"
        let parsed = try parse(text)
        #expect(parsed.cards[0].properties.map(\.line) == ["FN:Ada", "<ada@example.com> (work)", "http stuff; not: a property", "TEL:1"])
        #expect(parsed.warnings.map(\.line) == [4, 5])
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        try store.importVCard(parsed)
        let stored = try #require(try store.allContacts().flatMap(\.contacts).first)
        #expect(stored.properties == parsed.cards[0].properties)
        let exported = try store.exportVCard()
        #expect(exported == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\n<ada@example.com> (work)\r\nhttp stuff; not: a property\r\nTEL:1\r\nEND:VCARD\r\n")
        #expect(try VCardParser.parse(exported).cards[0].properties == parsed.cards[0].properties)
    }

    /// A quoted-printable value cut by a blank line (a file with doubled line ends) goes on
    /// after it — unless a property follows.
    @Test func softBreakOverABlankLine() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nFN:Max\nNOTE;CHARSET=utf-8;ENCODING=QUOTED-PRINTABLE:Kommentar =C3=\n\n=84=C3=A4\n"
            + "ORG;ENCODING=QUOTED-PRINTABLE:Acme=\n\nTEL:1\nEND:VCARD\n"
        let card = try #require(try parse(text).cards.first)
        #expect(card.properties.first(named: "NOTE")?.text == "Kommentar Ää")
        #expect(card.properties.first(named: "ORG")?.text == "Acme")
        #expect(card.properties.first(named: "TEL")?.value == "1")
    }

    /// A `BEGIN:VCARD` inside a card without `AGENT:` (Android's nest test) starts a card of its
    /// own; the outer card keeps its own properties (`TEL:1` after the inner cards).
    @Test func nestedCardsWithoutAgentAreCardsOfTheirOwn() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nN:parent\nBEGIN:VCARD\nVERSION:2.1\nN:nest1\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\nN:nest2\nEND:VCARD\nTEL:1\nEND:VCARD\n"
        let result = try parse(text)
        #expect(result.cards.map(\.fullName) == ["parent", "nest1", "nest2"])
        #expect(result.cards[0].properties.map(\.line) == ["N:parent", "TEL:1"])
        #expect(result.sources.map(\.line) == [1, 4, 8])
        #expect(result.skipped.isEmpty)
        #expect(result.warnings.map(\.line) == [4, 8])
    }

    /// A file cut inside its last card: the card is read as far as it goes, and said so.
    @Test func aCardWithoutEndIsReadToTheEndOfTheFile() throws {
        let result = try parse("BEGIN:VCARD\nVERSION:2.1\nN:Mustermann;Max\nNOTE:cut he")
        #expect(result.cards.map(\.fullName) == ["Max Mustermann"])
        #expect(result.cards[0].properties.first(named: "NOTE")?.value == "cut he")
        #expect(result.warnings.map(\.description) == ["line 1: card has no END:VCARD; read up to the end of the file"])
        // Without a name it is reported as before.
        #expect(try parse("BEGIN:VCARD\nNOTE:x").skipped == ["line 1: card has BEGIN:VCARD but no END:VCARD"])
    }
}

/// Size limits (issue 22.8): a file or a value over its limit ends the parse, naming the limit
/// and the line; nothing is imported.
@Suite struct VCardLimitsTests {
    @Test func aFileOverTheLimitIsRefused() throws {
        let text = "BEGIN:VCARD\nFN:A\nEND:VCARD\n"
        let limits = VCardLimits(fileBytes: text.utf8.count - 1)
        #expect(throws: VCardReadError.fileTooLarge(bytes: text.utf8.count, limit: text.utf8.count - 1)) {
            try VCardParser.parse(text, options: .init(limits: limits))
        }
        #expect(try VCardParser.parse(text, options: .init(limits: VCardLimits(fileBytes: text.utf8.count))).cards.count == 1)
        #expect(VCardReadError.fileTooLarge(bytes: 70_000_000, limit: 64 << 20).description
            == "the file is 70000000 bytes, larger than the limit of 64 MiB (67108864 bytes) for a vCard file; nothing imported")
    }

    /// Text values have the smaller limit; PHOTO, LOGO, SOUND, KEY and base64 values the larger.
    @Test func aValueOverItsLimitIsRefusedWithItsLine() throws {
        let limits = VCardLimits(textValueBytes: 8, binaryValueBytes: 16)
        let options = VCardParser.Options(limits: limits)
        #expect(try VCardParser.parse("BEGIN:VCARD\nFN:12345678\nPHOTO;ENCODING=b:AAAAAAAAAAAAAAAA\nEND:VCARD\n", options: options).cards.count == 1)
        #expect(throws: VCardReadError.valueTooLarge(line: 3, name: "NOTE", bytes: 9, limit: 8, binary: false)) {
            try VCardParser.parse("BEGIN:VCARD\nFN:A\nNOTE:123456789\nEND:VCARD\n", options: options)
        }
        #expect(throws: VCardReadError.valueTooLarge(line: 2, name: "PHOTO", bytes: 17, limit: 16, binary: true)) {
            try VCardParser.parse("BEGIN:VCARD\nPHOTO;ENCODING=b:AAAAAAAA\n AAAAAAAAA\nFN:A\nEND:VCARD\n", options: options)
        }
        #expect(throws: VCardReadError.valueTooLarge(line: 3, name: "a line", bytes: 9, limit: 8, binary: false)) {
            try VCardParser.parse("BEGIN:VCARD\nFN:A\nnot a pro\nEND:VCARD\n", options: options)
        }
        #expect(VCardReadError.valueTooLarge(line: 3, name: "FN", bytes: 5_000_003, limit: 1 << 20, binary: false).description
            == "line 3: the value of FN is 5000003 bytes, larger than the limit of 1 MiB (1048576 bytes) for a text value; nothing imported")
    }

    /// A 5 MB FN with the standard limits: refused, and the store imports nothing.
    @Test func aHugeNameImportsNothing() throws {
        let text = "BEGIN:VCARD\nFN:Small\nEND:VCARD\nBEGIN:VCARD\nFN:" + String(repeating: "x", count: 5_000_000) + "\nEND:VCARD\n"
        #expect(throws: VCardReadError.valueTooLarge(line: 5, name: "FN", bytes: 5_000_000, limit: 1 << 20, binary: false)) {
            try VCardParser.parse(text)
        }
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try ContactStore(path: directory.path())
        do {
            try store.importVCard(text)
            Issue.record("expected the import to be refused")
        } catch {
            #expect(error.kind == .invalidRequest)
            #expect(error.reason.contains("larger than the limit of 1 MiB"), "\(error)")
        }
        #expect(try store.allContacts().flatMap(\.contacts).isEmpty)
    }
}
