import Testing
@testable import MosaicView

/// ``EditButtonTitles``: the Edit/Done control's title follows edit mode, in the owner's words.
@Suite struct EditButtonTitlesTests {
    @Test func theTitleIsDoneWhileEditingElseEdit() {
        #expect(EditButtonTitles().title(editing: false) == "Edit" && EditButtonTitles().title(editing: true) == "Done")
        let french = EditButtonTitles(edit: "Modifier", done: "OK")
        #expect(french.title(editing: false) == "Modifier" && french.title(editing: true) == "OK")
    }
}
