import Foundation
import Testing
@testable import MosaicStore

/// The real-world corpus: 115 vCard files from other projects' test suites (iPhone, Android,
/// Outlook ANSI code pages, KDE, Evolution, Lotus Notes, the RFC examples), read in place from
/// `shared/vcards/corpus` beside the repository — never copied into it.
enum Corpus {
    /// The repository: this file is Apps/Tests/MosaicStoreTests/VCardCorpusTests.swift in it.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The corpus directory: `shared/vcards/corpus` in the repository's parent directory (where
    /// CI and the main checkout have it), or in a directory further up (a worktree nested
    /// deeper); nil when none exists.
    static let directory: URL? = {
        var ancestor = repository
        while ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
            let candidate = ancestor.appendingPathComponent("shared/vcards/corpus")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }()

    /// Every `.vcf` file of the corpus, as `folder/name.vcf`, sorted; fails the test (never
    /// skips it) when the corpus is missing or empty.
    static func files() throws -> [String] {
        let directory = try #require(Self.directory, """
            vCard corpus not found: expected the directory shared/vcards/corpus beside the repository \
            \(repository.path) (../shared/vcards/corpus) or above it; the corpus tests read it in place
            """)
        let names = (FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.lowercased().hasSuffix(".vcf") }.sorted()
        try #require(names.count >= 100, "expected the 115 .vcf files of the corpus in \(directory.path), found \(names.count)")
        return names
    }

    static func bytes(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: try #require(directory).appendingPathComponent(file)))
    }

    /// The cards of a file that have a name, counted without the parser: `BEGIN:VCARD` …
    /// `END:VCARD` blocks (a block inside a block is a card too, except right after an empty
    /// `AGENT:`), each with a non-empty `FN`, an `N` with a family or given name, or an `ORG`.
    static func namedCards(_ data: [UInt8]) -> Int {
        var text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: Data(data), encoding: .utf16) ?? ""
        } else {
            // Not UTF-8: any byte above 0x7F is a letter of some code page, so Latin-1 will do.
            text = String(validating: data, as: UTF8.self) ?? String(String.UnicodeScalarView(data.map(Unicode.Scalar.init)))
        }
        text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\u{FEFF}", with: "")
        var stack: [Bool] = []        // per open block: has a name
        var agentDepth = 0            // > 0 inside an AGENT's nested card
        var lastWasEmptyAgent = false
        var named = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let upper = line.uppercased().trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: #"^[A-Z0-9-]+\.(BEGIN|END):"#, with: "$1:", options: .regularExpression)
            if upper == "BEGIN:VCARD" {
                if agentDepth > 0 || lastWasEmptyAgent { agentDepth += 1 } else { stack.append(false) }
                lastWasEmptyAgent = false
                continue
            }
            if upper == "END:VCARD" {
                if agentDepth > 0 { agentDepth -= 1 } else if let hasName = stack.popLast(), hasName { named += 1 }
                continue
            }
            guard agentDepth == 0, !stack.isEmpty, !upper.isEmpty else { continue }
            lastWasEmptyAgent = upper.range(of: #"^([A-Z0-9-]+\.)?AGENT(;[^:]*)?:\s*$"#, options: .regularExpression) != nil
            guard let match = upper.range(of: #"^([A-Z0-9-]+\.)?(FN|N|ORG)(;[^:]*)?:"#, options: .regularExpression)
            else { continue }
            let property = upper[match].split(separator: ":")[0].split(separator: ";")[0].split(separator: ".").last ?? ""
            let value = upper[match.upperBound...]
            let meaningful: Bool
            if property == "N" {
                meaningful = value.split(separator: ";", omittingEmptySubsequences: false).prefix(2)
                    .contains { $0.contains { $0.isLetter || $0.isNumber } }
            } else {
                meaningful = value.contains { $0.isLetter || $0.isNumber }
            }
            if meaningful { stack[stack.count - 1] = true }
        }
        return named + stack.filter { $0 }.count   // cards cut off at the end of the file count too
    }
}

/// Every file of the corpus is imported — every named card a contact — and survives
/// import → export → import property by property; the second export is byte-identical to the
/// first; names in legacy code pages (Shift_JIS, Windows-1251/1253/1255 with no CHARSET) come out
/// right.
@Suite struct VCardCorpusTests {
    @Test func everyFileImportsAndEveryNamedCardIsAContact() throws {
        let files = try Corpus.files()
        var cards = 0, properties = 0, warnings = 0, guessed: [String] = []
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        for (index, file) in files.enumerated() {
            let bytes = try Corpus.bytes(file)
            let parsed = try VCardParser.parse(bytes: bytes)
            let expected = Corpus.namedCards(bytes)
            let store = try ContactStore(path: directory.path("\(index).sqlite"))
            let report = try store.importVCard(parsed)
            #expect(report.importedCards.count + report.mergedCards.count == expected,
                    "\(file): \(expected) named cards expected as contacts (imported or merged), got \(report.importedCards.count) imported + \(report.mergedCards.count) merged; skipped: \(report.skipped)")
            #expect(!report.skipped.contains { $0.contains("no END:VCARD") }, "\(file): \(report.skipped)")
            // Every property of every card is stored as read.
            let stored = Dictionary(try store.allContacts().flatMap(\.contacts).map { ($0.id, $0.properties) }) { a, _ in a }
            for card in report.importedCards {
                #expect(stored[card.contact.id] == card.contact.properties, "\(file) line \(card.line)")
            }
            for (card, source) in zip(parsed.cards, parsed.sources) {
                #expect(!card.fullName.contains("\u{FFFD}"), "\(file) line \(source.line): \(card.fullName)")
            }
            cards += parsed.cards.count
            properties += parsed.cards.reduce(0) { $0 + $1.properties.count }
            warnings += parsed.warnings.count
            if parsed.charsetGuessed, let charset = parsed.charset { guessed.append("\(file): \(charset)") }
            try store.close()
        }
        print("vCard corpus: \(files.count) files, \(cards) named cards, \(properties) properties, \(warnings) line warnings; guessed code pages: \(guessed.count)")
    }

    @Test func everyPropertySurvivesExportAndImportAndTheSecondExportIsIdentical() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        for (index, file) in try Corpus.files().enumerated() {
            let first = try ContactStore(path: directory.path("\(index)-first.sqlite"))
            try first.importVCard(try VCardParser.parse(bytes: try Corpus.bytes(file)))
            let exported = try first.exportVCard()
            let second = try ContactStore(path: directory.path("\(index)-second.sqlite"))
            let reimport = try VCardParser.parse(exported)
            // The export reads back without a warning but for the lines kept verbatim.
            let verbatim = reimport.cards.reduce(0) { $0 + $1.properties.filter(\.isVerbatim).count }
            #expect(reimport.skipped.isEmpty && reimport.warnings.count == verbatim
                    && reimport.warnings.allSatisfy { $0.message.hasPrefix("not a property") },
                    "\(file): the export reads back without warnings but one per verbatim line: \(reimport.warnings) \(reimport.skipped)")
            try second.importVCard(reimport)
            let before = try Fixtures.content(first)
            let after = try Fixtures.content(second)
            #expect(before.keys.sorted() == after.keys.sorted(), "\(file): groups")
            for (group, drafts) in before {
                let again = after[group] ?? []
                try #require(drafts.count == again.count, "\(file) group \(group): \(drafts.count) contacts, then \(again.count)")
                for (original, reimported) in zip(drafts, again) {
                    #expect(original.fullName == reimported.fullName, "\(file)")
                    #expect(original.givenName == reimported.givenName, "\(file)")
                    #expect(original.familyName == reimported.familyName, "\(file)")
                    // What export must change: 3.0's binary form, and an FN where there was none or
                    // an empty one.
                    var expected = original.properties.map { VCardWriter.converted($0, to: .v3) }
                    let fn = VCardProperty(name: "FN", value: VCardParser.escapeText(original.fullName))
                    if let index = expected.firstIndex(where: { $0.name == "FN" }) {
                        if expected[index].text.isEmpty { expected[index].value = fn.value }
                    } else {
                        expected.insert(fn, at: 0)
                    }
                    #expect(expected == reimported.properties, "\(file): \(original.fullName): \(zip(expected, reimported.properties).first { $0 != $1 }.map { "\($0.line) became \($1.line)" } ?? "count \(expected.count) became \(reimported.properties.count)")")
                }
            }
            #expect(try second.exportVCard() == exported, "\(file): the second export is byte-identical to the first")
            try first.close()
            try second.close()
        }
    }

    /// The names that legacy code pages garbled: Shift_JIS values (Android) and ANSI files from
    /// Greek, Ukrainian and Hebrew Windows with no CHARSET (their code page guessed), each equal
    /// to the name in the same project's UTF-8 file where there is one.
    @Test func legacyCodePageNamesComeOutRight() throws {
        func names(_ file: String) throws -> [String] {
            try VCardParser.parse(bytes: try Corpus.bytes(file)).cards.map(\.fullName)
        }
        _ = try Corpus.files()
        #expect(try names("aosp/tests_res_raw_v21_japanese_1.vcf") == ["安藤ロイド"])
        #expect(try names("aosp/tests_res_raw_v21_japanese_2.vcf") == ["安藤 ロイド 1"])
        #expect(try names("aosp/tests_res_raw_v21_japanese_3.vcf") == ["伊能 圭一 伊予"])
        #expect(try names("aosp/tests_res_raw_v30_japanese.vcf") == ["伊能 圭一 伊予"])
        #expect(try names("aosp/tests_res_raw_v21_multiple_entry.vcf").filter { $0.hasPrefix("安藤") }
            == ["安藤ロイド3", "安藤ロイド4", "安藤ロイド5"])
        let folker = "folker/src_FolkerKinzel.VCards.Tests_TestFiles_"
        let examples = "folker/src_Examples_AnsiFilterExamples_"
        #expect(try names(folker + "MultiAnsiFilterTests_Greek.vcf") == ["Βαγγέλης"])
        #expect(try names(examples + "Greek.vcf") == ["Βαγγέλης"])
        #expect(try names(folker + "MultiAnsiFilterTests_Hebrew.vcf") == ["אפרים קישון"])
        #expect(try names(examples + "Hebrew.vcf") == ["אפרים קישון"])
        for file in [folker + "MultiAnsiFilterTests_Ukrainian.vcf", examples + "Ukrainian.vcf",
                     "folker/src_BenchmarksCurrentVersion_TestFiles_Ukrainian.vcf"] {
            #expect(try names(file) == ["Віталій Володимирович Кличко"], "\(file)")
        }
        // The same names as the UTF-8 files of the same project (which spell Кличко́ with an accent).
        for language in ["Greek", "Hebrew"] {
            #expect(try names(folker + "MultiAnsiFilterTests_\(language).vcf") == names(folker + "Utf-8_\(language).vcf"))
        }
        // German stays German (Windows-1252 is guessed, not a Cyrillic or Greek page).
        let german = try VCardParser.parse(bytes: try Corpus.bytes(folker + "MultiAnsiFilterTests_German.vcf"))
        #expect(german.cards.map(\.fullName) == ["Sören Täve Nüßlebaum"])
        #expect(german.charset == "windows-1252" && german.charsetGuessed)
        let greek = try VCardParser.parse(bytes: try Corpus.bytes(folker + "MultiAnsiFilterTests_Greek.vcf"))
        #expect(greek.charset == "windows-1253" && greek.charsetGuessed)
    }
}
