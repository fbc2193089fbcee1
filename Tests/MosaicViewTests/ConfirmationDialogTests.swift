import Testing
import MosaicCore
@testable import MosaicView

@Suite struct ConfirmationDialogTests {
    @Test func deleteContactUsesContactsGridWording() {
        let d = ConfirmationDialog.deleteContact(path: ItemPath(0, 1), anchor: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(d.title == "Delete contact?")
        #expect(d.message == "Are you sure you want to delete this contact?")
        #expect(d.destructiveTitle == "Yes" && d.cancelTitle == "No")
        #expect(d.focusedButton == .cancel)
    }
}
