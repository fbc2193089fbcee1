import Foundation
import MosaicCore
import Testing
import MosaicTesting
@testable import MosaicStore

/// Every code page iconv knows (issue 22.2): `CHARSET=` values through iconv, a guessed
/// single-byte code page for a file that is not UTF-8 and names none, `--charset` overriding it.
@Suite struct VCardCharsetTests {
    /// A 2.1 card whose FN is `bytes` with `CHARSET=charset` (none when nil).
    func card(_ bytes: [UInt8], charset: String?) -> [UInt8] {
        Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN\(charset.map { ";CHARSET=" + $0 } ?? ""):".utf8) + bytes
            + Array("\r\nEND:VCARD\r\n".utf8)
    }

    func name(_ bytes: [UInt8], charset: String?, options: VCardParser.Options = .init()) throws -> String? {
        try VCardParser.parse(bytes: card(bytes, charset: charset), options: options).cards.first?.fullName
    }

    /// Byte sequences made by `iconv -f UTF-8 -t NAME`.
    @Test(arguments: [
        ("SHIFT_JIS", [0x88, 0xC0, 0x93, 0xA1] as [UInt8], "安藤"),
        ("Shift_JIS", [0x88, 0xC0, 0x93, 0xA1], "安藤"),
        ("KOI8-R", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4], "Привет"),
        ("GB18030", [0xD6, 0xD0, 0xCE, 0xC4], "中文"),
        ("GB2312", [0xD6, 0xD0, 0xCE, 0xC4], "中文"),
        ("BIG5", [0xA4, 0xA4, 0xA4, 0xE5], "中文"),
        ("EUC-JP", [0xC6, 0xFC, 0xCB, 0xDC], "日本"),
        ("EUC-KR", [0xC7, 0xD1, 0xB1, 0xB9], "한국"),
        ("ISO-8859-7", [0xC1, 0xE8, 0xDE, 0xED, 0xE1], "Αθήνα"),
        ("windows-1251", [0xC2, 0xB3, 0xF2, 0xE0, 0xEB, 0xB3, 0xE9], "Віталій"),
        ("Windows-1255", [0xE0, 0xF4, 0xF8, 0xE9, 0xED], "אפרים"),
        ("ISO-8859-1", [0x53, 0xF6, 0x72, 0x65, 0x6E, 0x80], "Sören€"),   // read as Windows-1252, as browsers do
        ("\"utf-8\"", [0x4A, 0xC3, 0xB6, 0x72, 0x67], "Jörg"),
    ])
    func charsetValuesAreDecodedThroughIconv(charset: String, bytes: [UInt8], expected: String) throws {
        let result = try VCardParser.parse(bytes: card(bytes, charset: charset))
        #expect(result.cards.first?.fullName == expected, "CHARSET=\(charset)")
        #expect(result.warnings.isEmpty, "CHARSET=\(charset): \(result.warnings)")
        #expect(result.charset == nil && !result.charsetGuessed)
    }

    /// Quoted-printable bytes are decoded in the CHARSET too.
    @Test func quotedPrintableInShiftJIS() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:A\r\nNOTE;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:=88=C0=93=A1\r\nEND:VCARD\r\n"
        #expect(try VCardParser.parse(text).cards[0].properties.first(named: "NOTE")?.text == "安藤")
    }

    /// An unknown CHARSET in the file, or bytes invalid in it: read as the file's text and said so.
    @Test func unknownOrWrongCharsetInTheFileIsReportedNotFatal() throws {
        let unknown = try VCardParser.parse(bytes: card(Array("Ralf".utf8), charset: "Murks"))
        #expect(unknown.cards.map(\.fullName) == ["Ralf"])
        #expect(unknown.warnings.map(\.description) == ["line 3: unknown CHARSET=Murks; read as UTF-8"])
        let invalid = try VCardParser.parse(bytes: card([0x4A, 0xF6, 0x72, 0x67], charset: "UTF-8"))
        #expect(invalid.cards.map(\.fullName) == ["Jörg"])
        #expect(invalid.warnings.map(\.description) == ["line 3: not valid CHARSET=UTF-8; read as windows-1252"])
        // Mostly UTF-8 with one stray byte: UTF-8, the byte as U+FFFD.
        let stray = try VCardParser.parse(bytes: card([0xC3, 0x91, 0xC3, 0x91, 0x80], charset: "UTF-8"))
        #expect(stray.cards.map(\.fullName) == ["ÑÑ\u{FFFD}"])
        #expect(stray.warnings.map(\.description) == ["line 3: not valid CHARSET=UTF-8; read as UTF-8 with 1 invalid byte as U+FFFD"])
    }

    /// Files from Greek, Ukrainian, Hebrew and German Windows with no CHARSET: the code page
    /// giving the most letters of one script is guessed, once for the file.
    @Test(arguments: [
        ([0xC2, 0xE1, 0xE3, 0xE3, 0xDD, 0xEB, 0xE7, 0xF2] as [UInt8], "windows-1253", "Βαγγέλης"),
        ([0xC2, 0xB3, 0xF2, 0xE0, 0xEB, 0xB3, 0xE9, 0x20, 0xCA, 0xEB, 0xE8, 0xF7, 0xEA, 0xEE], "windows-1251", "Віталій Кличко"),
        ([0xE0, 0xF4, 0xF8, 0xE9, 0xED, 0x20, 0xF7, 0xE9, 0xF9, 0xE5, 0xEF], "windows-1255", "אפרים קישון"),
        ([0x53, 0xF6, 0x72, 0x65, 0x6E, 0x20, 0x4E, 0xFC, 0xDF, 0x6C, 0x65, 0x62, 0x61, 0x75, 0x6D], "windows-1252", "Sören Nüßlebaum"),
    ])
    func aFileThatIsNotUTF8GetsAGuessedCodePage(bytes: [UInt8], charset: String, expected: String) throws {
        let result = try VCardParser.parse(bytes: card(bytes, charset: nil))
        #expect(result.cards.first?.fullName == expected)
        #expect(result.charset == charset)
        #expect(result.charsetGuessed)
        #expect(result.warnings.isEmpty, "the file-level guess is reported once, not per line: \(result.warnings)")
        #expect(VCardCharset.guess([bytes]) == charset)
    }

    /// `--charset NAME` overrides the guess (and UTF-8) for text without CHARSET=; a value with
    /// its own CHARSET keeps it; an unknown name is an error before anything is read.
    @Test func charsetOptionOverrides() throws {
        let greek: [UInt8] = [0xC1, 0xE8, 0xDE, 0xED, 0xE1]
        let options = VCardParser.Options(charset: "ISO-8859-7")
        let result = try VCardParser.parse(bytes: card(greek, charset: nil), options: options)
        #expect(result.cards.map(\.fullName) == ["Αθήνα"])
        #expect(result.charset == "iso-8859-7" && !result.charsetGuessed)
        #expect(try name([0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4], charset: nil, options: .init(charset: "koi8-r")) == "Привет")
        #expect(try name([0x88, 0xC0, 0x93, 0xA1], charset: "SHIFT_JIS", options: options) == "安藤")
        #expect(throws: VCardReadError.unknownCharset("no-such-charset")) {
            try VCardParser.parse("BEGIN:VCARD\nFN:A\nEND:VCARD\n", options: .init(charset: "no-such-charset"))
        }
        #expect(VCardCharset.isKnown("windows-1253") && VCardCharset.isKnown("Shift_JIS") && VCardCharset.isKnown("utf-8"))
        #expect(!VCardCharset.isKnown("no-such-charset"))
    }

    /// A UTF-8 file with a few lines in a legacy code page: each such line is named.
    @Test func aMixedFileNamesEachGuessedLine() throws {
        let bytes = Array("BEGIN:VCARD\nFN:Zoë\nNOTE:".utf8) + [0x63, 0x61, 0x66, 0xE9] + Array("\nEND:VCARD\n".utf8)
        let result = try VCardParser.parse(bytes: bytes)
        #expect(result.cards[0].properties.map(\.value) == ["Zoë", "café"])
        #expect(result.warnings.map(\.description) == ["line 3: not valid UTF-8; read as windows-1252 (guessed; --charset NAME to override)"])
    }
}

/// Seeded property test: address books of real names from one language, written in that
/// language's Windows code page with no CHARSET, are read in that code page (the guess), and
/// every name comes out as written.
@Suite struct VCardCodePageGuessTests {
    static let books: [(codePage: String, names: [String])] = [
        ("windows-1252", ["Sören Nüßlebaum", "Jörg Müller", "François Lefèvre", "José Núñez", "Zoë Ångström",
                          "Hélène Dupré", "Günter Grass", "Inês Gonçalves"]),
        ("windows-1250", ["Łukasz Wałęsa", "Antonín Dvořák", "Bedřich Smetana", "Leoš Janáček", "Zofia Śliwińska",
                          "Grzegorz Brzęczyszczykiewicz", "Ádám Győri", "Jiří Kučera"]),
        ("windows-1251", ["Віталій Кличко", "Сергей Прокофьев", "Анна Ахматова", "Лев Толстой", "Юлія Тимошенко",
                          "Дмитрий Шостакович", "Іван Франко", "Мария Шарапова"]),
        ("windows-1253", ["Βαγγέλης Παπαθανασίου", "Νίκος Καζαντζάκης", "Μελίνα Μερκούρη", "Γιώργος Σεφέρης",
                          "Οδυσσέας Ελύτης", "Μαρία Κάλλας", "Κωνσταντίνος Καβάφης", "Ελένη Καραΐνδρου"]),
        ("windows-1254", ["Şükrü Güneş", "Orhan Kılıç", "Nâzım Hikmet", "Tarık Akan", "Gülşen Çağlar",
                          "Ayşe Yılmaz", "İlhan Öztürk", "Barış Manço"]),
        ("windows-1255", ["אפרים קישון", "גולדה מאיר", "דוד בן גוריון", "לאה גולדברג", "יהודה עמיחי",
                          "חיים נחמן ביאליק", "שמעון פרס", "נעמי שמר"]),
    ]

    /// The code page's bytes for `text` (each character one byte), from its decoding table.
    static func encode(_ text: String, in codePage: String) throws -> [UInt8] {
        var table: [Unicode.Scalar: UInt8] = [:]
        for byte in 0...255 {
            if let scalar = VCardCharset.decode([UInt8(byte)], as: codePage)?.unicodeScalars.first, table[scalar] == nil {
                table[scalar] = UInt8(byte)
            }
        }
        return try text.unicodeScalars.map { scalar in
            try #require(table[scalar], "\(scalar) is not in \(codePage)")
        }
    }

    @Test(arguments: propertySeeds([1, 2, 3, 7, 2026]))
    func everyBookIsReadInItsCodePage(seed: UInt64) throws {
        print("VCardCodePageGuessTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        for (codePage, names) in Self.books {
            // An address book of a few names (one name alone can be ambiguous between Latin
            // pages: Czech `ř` reads as Danish `ø`).
            let count = 3 + random.next(below: 4)
            let chosen = (0..<count).map { _ in names[random.next(below: names.count)] }
            var bytes: [UInt8] = []
            for name in chosen {
                bytes += Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:".utf8) + (try Self.encode(name, in: codePage))
                    + Array("\r\nTEL;CELL:+1 555 0100\r\nEND:VCARD\r\n".utf8)
            }
            let result = try VCardParser.parse(bytes: bytes)
            #expect(result.charset == codePage && result.charsetGuessed, "seed \(seed): \(chosen) read as \(result.charset ?? "UTF-8")")
            #expect(result.cards.map(\.fullName) == chosen, "seed \(seed)")
        }
    }
}
