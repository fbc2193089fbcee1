import Testing
@testable import MosaicStore

@Suite struct VCardParserTests {
    func names(_ result: VCardParser.Result) -> [String] { result.cards.map(\.fullName) }

    @Test func vCard30WithCRLF() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nTEL;TYPE=CELL:+44 1\r\nEND:VCARD\r\n"
        let result = try VCardParser.parse(text)
        #expect(result.cards.map(\.namesOnly) == [ContactDraft(givenName: "Ada", familyName: "Lovelace", fullName: "Ada Lovelace")])
        #expect(result.skipped.isEmpty)
    }

    @Test func vCard40WithParametersGroupsAndLowercase() throws {
        let text = """
            begin:vcard
            version:4.0
            item1.fn;charset=UTF-8;language="en;GB":Grace Hopper
            N;SORT-AS="Hopper,Grace":Hopper;Grace;Brewster,Murray;Rear Admiral;
            end:vcard
            """
        let result = try VCardParser.parse(text)
        #expect(result.cards.map(\.namesOnly) == [ContactDraft(givenName: "Grace", familyName: "Hopper", fullName: "Grace Hopper")])
    }

    @Test func foldedLinesAreUnfolded() throws {
        // RFC 6350 §3.2: CRLF followed by one space or tab is removed.
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Edsger W\r\n  . Dijkstra\r\nN:Dijk\r\n\tstra;Edsger;\r\nEND:VCARD\r\n"
        let result = try VCardParser.parse(text)
        #expect(names(result) == ["Edsger W . Dijkstra"])
        #expect(result.cards.first?.familyName == "Dijkstra")
        #expect(result.cards.first?.givenName == "Edsger")
    }

    @Test func escapes() throws {
        let text = #"""
            BEGIN:VCARD
            FN:Smith\, John\; Jr.\nLine\\2
            N:O\;Brien;Mary\,Ann;;;
            END:VCARD
            """#
        let result = try VCardParser.parse(text)
        #expect(names(result) == ["Smith, John; Jr. Line\\2"])   // a line break in FN is a space
        #expect(result.cards.first?.familyName == "O;Brien")
        #expect(result.cards.first?.givenName == "Mary,Ann")
    }

    @Test func multipleValuesInAComponentAreJoined() throws {
        let result = try VCardParser.parse("BEGIN:VCARD\nN:Stevenson;John,Philip;Paul;Dr.;Jr.,M.D.\nEND:VCARD")
        #expect(result.cards.map(\.namesOnly) == [ContactDraft(
            givenName: "John Philip", familyName: "Stevenson", fullName: "Dr. John Philip Paul Stevenson Jr. M.D.")])
    }

    @Test func nameFromFNAloneOrNAlone() throws {
        let text = """
            BEGIN:VCARD
            FN:Alan Mathison Turing
            END:VCARD
            BEGIN:VCARD
            FN:Cher
            END:VCARD
            BEGIN:VCARD
            N:Hamilton;Margaret;;;
            END:VCARD
            """
        let result = try VCardParser.parse(text)
        #expect(result.cards.map(\.namesOnly) == [
            ContactDraft(givenName: "Alan Mathison", familyName: "Turing", fullName: "Alan Mathison Turing"),
            ContactDraft(givenName: "Cher", familyName: "", fullName: "Cher"),
            ContactDraft(givenName: "Margaret", familyName: "Hamilton", fullName: "Margaret Hamilton"),
        ])
    }

    /// Only a card without a name is skipped; a card inside a card (no AGENT:) is a card of its
    /// own, the outer one keeps its properties; a card cut off at the end is read as far as it goes.
    @Test func onlyNamelessCardsAreSkippedWithTheirLine() throws {
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            FN:Good One
            END:VCARD
            BEGIN:VCARD
            EMAIL:a@b.c
            N:;;;;
            FN:
            END:VCARD
            BEGIN:VCARD
            FN:Never Ended
            BEGIN:VCARD
            FN:Second Good
            END:VCARD
            END:VCARD
            BEGIN:VCARD
            FN:Truncated
            """
        let result = try VCardParser.parse(text)
        #expect(names(result) == ["Good One", "Never Ended", "Second Good", "Truncated"])
        #expect(result.sources.map(\.line) == [1, 10, 12, 16])
        #expect(result.skipped == ["line 5: card has no FN, N or ORG"])
        #expect(result.warnings.map(\.description) == [
            "line 12: BEGIN:VCARD inside the card of line 10 (no AGENT:); read as a card of its own",
            "line 16: card has no END:VCARD; read up to the end of the file",
        ])
        #expect(try VCardParser.parse("BEGIN:VCARD\nFN:A\nEND:VCARD\nEND:VCARD\n").skipped
            == ["line 4: text outside BEGIN:VCARD … END:VCARD ignored"])
    }

    @Test func strayTextAndBlankLines() throws {
        let text = "\u{FEFF}hello there\nmore junk\n\nBEGIN:VCARD\r\nFN:Ok\r\nEND:VCARD\r\n\r\n"
        let result = try VCardParser.parse(text)
        #expect(names(result) == ["Ok"])
        #expect(result.skipped == ["line 1: text outside BEGIN:VCARD … END:VCARD ignored"])
    }

    @Test func quotedPrintableFromVCard21() throws {
        let text = "BEGIN:VCARD\nVERSION:2.1\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=B6rg M=C3=BCller\nEND:VCARD\n"
        #expect(names(try VCardParser.parse(text)) == ["Jörg Müller"])
    }

    @Test func lineNumbersCountPhysicalLinesWithMixedEndings() throws {
        let text = "BEGIN:VCARD\r\nFN:A\r\n B\rEND:VCARD\nBEGIN:VCARD\nNOTE:x\nEND:VCARD"
        let result = try VCardParser.parse(text)
        #expect(names(result) == ["AB"])
        #expect(result.skipped == ["line 5: card has no FN, N or ORG"])
    }

    @Test func emptyInput() throws {
        #expect(try VCardParser.parse("") == VCardParser.Result(cards: [], skipped: []))
        #expect(try VCardParser.parse("BEGIN:VCARD\nORG:Acme\\, Inc.;Sales\nEND:VCARD").cards.map(\.fullName) == ["Acme, Inc."])
    }
}

extension ContactDraft {
    /// The names alone (the properties dropped), to compare what a card is called.
    var namesOnly: ContactDraft { ContactDraft(givenName: givenName, familyName: familyName, fullName: fullName) }
}
