import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Issue 14 #10: the delete dialog names the item, and only that card shows a selection ring.
@Suite("Safer delete: the named dialog")
struct EngineNamedDeleteTests {
    @Test("The dialog names the item; while it is open only the card it is about is ringed")
    func namedAndRinged() throws {
        let h = try EngineHarness(sections: [["Ada Lovelace", "Alan Turing", "Grace Hopper", "Hedy Lamarr"]]) {
            $0.deletionConfirmation = .deleteNamedContact
        }
        h.down(50, 50, at: 0)
        h.up(50, 50, at: 0.05)                       // select Ada
        #expect(h.cell("Ada Lovelace")?.isSelected == true)
        h.down(270, 50, at: 1)                       // long press Grace
        h.advance(to: 1.6)
        let dialog = try #require(h.presenter.dialog)
        #expect(dialog.title == "Delete Grace Hopper?")
        #expect(dialog.message == "Are you sure you want to delete this contact?")
        #expect(h.cell("Grace Hopper")?.isSelected == true, "the card the dialog is about is ringed")
        #expect(h.cell("Ada Lovelace")?.isSelected == false, "no other ring competes")
        h.up(270, 50, at: 1.7)
        h.view.requests.confirm(false)
        #expect(h.cell("Ada Lovelace")?.isSelected == true, "the selection is back when the dialog closes")
        #expect(h.cell("Grace Hopper")?.isSelected == false)
    }

    @Test("The contacts grid's words stay the default of the replay configuration")
    func contactsGridWords() {
        #expect(DeletionConfirmationText.deleteContact.naming("Ada").title == "Delete contact?")
        #expect(DeletionConfirmationText(title: "Remove {name}", message: "{name} goes").naming("Ada").message == "Ada goes")
    }
}
