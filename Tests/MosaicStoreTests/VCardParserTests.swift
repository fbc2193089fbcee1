import Testing
@testable import MosaicStore

@Suite struct VCardParserTests {
    func names(_ result: VCardParser.Result) -> [String] { result.cards.map(\.fullName) }

    @Test func vCard30WithCRLF() {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nTEL;TYPE=CELL:+44 1\r\nEND:VCARD\r\n"
        let result = VCardParser.parse(text)
        #expect(result.cards.map(\.namesOnly) == [ContactDraft(givenName: "Ada", familyName: "Lovelace", fullName: "Ada Lovelace")])
        #expect(result.skipped.isEmpty)
    }

    @Test func vCard40WithParametersGroupsAndLowercase() {
        let text = """
            begin:vcard
            version:4.0
            item1.fn;charset=UTF-8;language="en;GB":Grace Hopper
            N;SORT-AS="Hopper,Grace":Hopper;Grace;Brewster,Murray;Rear Admiral;
            end:vcard
            """
        let result = VCardParser.parse(text)
        #expect(result.cards.map(\.namesOnly) == [ContactDraft(givenName: "Grace", familyName: "Hopper", fullName: "Grace Hopper")])
    }

    @Test func foldedLinesAreUnfolded() {
        // RFC 6350 §3.2: CRLF followed by one space or tab is removed.
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Edsger W\r\n  . Dijkstra\r\nN:Dijk\r\n\tstra;Edsger;\r\nEND:VCARD\r\n"
        let result = VCardParser.parse(text)
        #expect(names(result) == ["Edsger W . Dijkstra"])
        #expect(result.cards.first?.familyName == "Dijkstra")
        #expect(result.cards.first?.givenName == "Edsger")
    }

    @Test func escapes() {
        let text = #"""
            BEGIN:VCARD
            FN:Smith\, John\; Jr.\nLine\\2
            N:O\;Brien;Mary\,Ann;;;
            END:VCARD
            """#
        let result = VCardParser.parse(text)
        #expect(names(result) == ["Smith, John; Jr. Line\\2"])   // a line break in FN is a space
        #expect(result.cards.first?.familyName == "O;Brien")
        #expect(result.cards.first?.givenName == "Mary,Ann")
    }

    @Test func multipleValuesInAComponentAreJoined() {
        let result = VCardParser.parse("BEGIN:VCARD\nN:Stevenson;John,Philip;Paul;Dr.;Jr.,M.D.\nEND:VCARD")
        #expect(result.cards.map(\.namesOnly) == [ContactDraft(
            givenName: "John Philip", familyName: "Stevenson", fullName: "Dr. John Philip Paul Stevenson Jr. M.D.")])
    }

    @Test func nameFromFNAloneOrNAlone() {
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
        let result = VCardParser.parse(text)
        #expect(result.cards.map(\.namesOnly) == [
            ContactDraft(givenName: "Alan Mathison", familyName: "Turing", fullName: "Alan Mathison Turing"),
            ContactDraft(givenName: "Cher", familyName: "", fullName: "Cher"),
            ContactDraft(givenName: "Margaret", familyName: "Hamilton", fullName: "Margaret Hamilton"),
        ])
    }

    @Test func badCardsAreSkippedWithTheirLine() {
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
        let result = VCardParser.parse(text)
        #expect(names(result) == ["Good One", "Second Good"])
        #expect(result.skipped == [
            "line 5: card has no FN, N or ORG",
            "line 10: card has BEGIN:VCARD but no END:VCARD",
            "line 15: END:VCARD without BEGIN:VCARD",
            "line 16: card has BEGIN:VCARD but no END:VCARD",
        ])
    }

    @Test func strayTextAndBlankLines() {
        let text = "\u{FEFF}hello there\nmore junk\n\nBEGIN:VCARD\r\nFN:Ok\r\nEND:VCARD\r\n\r\n"
        let result = VCardParser.parse(text)
        #expect(names(result) == ["Ok"])
        #expect(result.skipped == ["line 1: text outside BEGIN:VCARD … END:VCARD ignored"])
    }

    @Test func quotedPrintableFromVCard21() {
        let text = "BEGIN:VCARD\nVERSION:2.1\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=B6rg M=C3=BCller\nEND:VCARD\n"
        #expect(names(VCardParser.parse(text)) == ["Jörg Müller"])
    }

    @Test func lineNumbersCountPhysicalLinesWithMixedEndings() {
        let text = "BEGIN:VCARD\r\nFN:A\r\n B\rEND:VCARD\nBEGIN:VCARD\nNOTE:x\nEND:VCARD"
        let result = VCardParser.parse(text)
        #expect(names(result) == ["AB"])
        #expect(result.skipped == ["line 5: card has no FN, N or ORG"])
    }

    @Test func emptyInput() {
        #expect(VCardParser.parse("") == VCardParser.Result(cards: [], skipped: []))
        #expect(VCardParser.parse("BEGIN:VCARD\nORG:Acme\\, Inc.;Sales\nEND:VCARD").cards.map(\.fullName) == ["Acme, Inc."])
    }
}

extension ContactDraft {
    /// The names alone (the properties dropped), to compare what a card is called.
    var namesOnly: ContactDraft { ContactDraft(givenName: givenName, familyName: familyName, fullName: fullName) }
}
