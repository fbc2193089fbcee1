import MosaicStore
import Testing

/// The card a contact is on a server and the per-property three-way merge (issue 30.3, 30.4).
@Suite struct SyncCardTests {
    func card(_ lines: String...) -> [VCardProperty] { lines.compactMap(VCardProperty.init(line:)) }

    @Test func theCardCarriesTheGroupAndTheOrderKey() {
        let contact = Contact(id: 1, givenName: "Ada", familyName: "Lovelace", fullName: "Ada Lovelace", orderKey: "V",
                              properties: card("UID:a", "FN:Ada Lovelace", "X-MOSAIC-ORDER:stale", "CATEGORIES:Old,Other"))
        let lines = SyncCard.properties(of: contact, groupName: "Team", orderKey: "V").map(\.line)
        #expect(lines == ["N:Lovelace;Ada;;;", "UID:a", "FN:Ada Lovelace", "CATEGORIES:Team,Old,Other", "X-MOSAIC-ORDER:V"])
        let text = SyncCard.text(SyncCard.properties(of: contact, groupName: nil, orderKey: nil))
        #expect(text == "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nUID:a\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n")
        #expect(SyncCard.parse(text).map(SyncCard.comparable) == SyncCard.comparable(card("N:Lovelace;Ada;;;", "UID:a", "FN:Ada Lovelace")))
    }

    @Test func differentPropertiesMergeAndRepeatedOnesAddedOnBothSidesAreKept() {
        let base = card("FN:Ada", "NOTE:old", "TEL:1")
        let local = card("FN:Ada", "NOTE:old", "TEL:1", "TEL:2")
        let server = card("FN:Ada", "NOTE:new", "TEL:1", "TEL:3")
        let (merged, clashes) = SyncCard.merge(base: base, local: local, server: server)
        #expect(merged.map(\.line) == ["FN:Ada", "TEL:1", "TEL:2", "NOTE:new", "TEL:3"])
        #expect(clashes.isEmpty)
    }

    @Test func theSamePropertyChangedOnBothSidesKeepsMineAndListsTheServers() {
        let base = card("FN:Ada", "NOTE:old", "X-MOSAIC-ORDER:V")
        let local = card("FN:Ada", "NOTE:mine", "X-MOSAIC-ORDER:W")
        let server = card("FN:Ada", "NOTE:theirs", "X-MOSAIC-ORDER:U", "X-OTHER-APP:kept")
        let (merged, clashes) = SyncCard.merge(base: base, local: local, server: server)
        #expect(merged.map(\.line) == ["FN:Ada", "NOTE:mine", "X-MOSAIC-ORDER:W", "X-OTHER-APP:kept"])
        #expect(clashes.map { [$0.property, $0.local, $0.server] } == [["NOTE", "mine", "theirs"]])
        #expect(clashes.first?.serverProperties.map(\.line) == ["NOTE:theirs"])
    }

    @Test func aPropertyRemovedOnOneSideIsRemoved() {
        let base = card("FN:Ada", "TEL:1", "EMAIL:a@example.org")
        let local = card("FN:Ada", "EMAIL:a@example.org")
        let server = card("FN:Ada", "TEL:1")
        #expect(SyncCard.merge(base: base, local: local, server: server).merged.map(\.line) == ["FN:Ada"])
    }
}
