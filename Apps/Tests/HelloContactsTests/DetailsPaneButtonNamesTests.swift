import MosaicStore
import Testing
@testable import HelloContacts

/// The details pane's icon buttons are named for screen readers (and their tooltips): the
/// verb, the field and its value — never a bare "button".
@Suite struct DetailsPaneButtonNamesTests {
    @Test func openAndCopyButtonsNameTheFieldAndItsValue() {
        let phone = ContactField(property: "TEL", label: "Phone (cell)", value: "+1 555 0100")
        let mail = ContactField(property: "EMAIL", label: "Email", value: "ada@example.org")
        let uid = ContactField(property: "UID", label: "UID", value: "urn:uuid:1")
        #expect(ContactDetailsPane.buttonName("Copy", phone) == "Copy phone (cell) +1 555 0100")
        #expect(ContactDetailsPane.buttonName("Open", mail) == "Open email ada@example.org")
        #expect(ContactDetailsPane.buttonName("Copy", uid) == "Copy UID urn:uuid:1", "an acronym keeps its case")
        #expect(ContactDetailsPane.uri(for: phone) == "tel:+15550100")
        #expect(ContactDetailsPane.uri(for: uid) == nil, "nothing to open: no Open button")
    }
}
