import Foundation
import MosaicAnimation
import MosaicCore
import MosaicStore
import MosaicView
import Testing
@testable import HelloContacts

/// Issue 29 (1), HelloContacts' describer: a screen reader reads a contact by its full name,
/// then its organisation and its place; announcements name the contact.
@Suite struct AccessibilityNamesTests {
    static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Anna Berg
        ORG:Nordlicht AB;Sales
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Max Berg
        END:VCARD

        """

    @Test func aContactIsReadByFullNameThenOrganisationAndMovesAreAnnouncedByName() throws {
        try withTemporaryStore(cards: Self.cards) { store in
            let c = try ContactsController(store: store, viewport: Size(width: 1280, height: 748), layoutName: "Flow",
                                           clock: ManualClock())
            let model = c.view.accessibilityModel()
            #expect(model.view.name == "Contacts" && model.view.itemCount == 2)
            let anna = try #require(model.items.first { $0.name == "Anna Berg" }, "\(model.items.map(\.name))")
            #expect(anna.description == "Nordlicht AB")
            #expect(anna.fullDescription == "Nordlicht AB, \(anna.positionText)")
            #expect(anna.positionText.hasPrefix("\(anna.positionInSet) of \(anna.setSize)"))
            let max = try #require(model.items.first { $0.name == "Max Berg" })
            #expect(max.description == nil && max.fullDescription == max.positionText)

            c.view.setMode(.edit)
            let (first, second) = anna.path < max.path ? (anna, max) : (max, anna)
            #expect(c.view.performAccessibilityAction(.move(.right), on: first.id))
            let said = c.view.takeAccessibilityAnnouncements().map(\.text)
            #expect(said.first?.hasPrefix("Lifted \(first.name), position \(first.positionInSet) of 2") == true, "\(said)")
            #expect(said.last?.hasPrefix("Moved \(first.name) to position \(second.positionInSet)") == true, "\(said)")
            #expect(c.view.snapshot[first.path] == second.id && c.view.snapshot[second.path] == first.id)
        }
    }
}
