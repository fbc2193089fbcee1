import Testing
@testable import MosaicInteraction

@Suite struct InputEventTests {
    @Test func keyNamesRoundTrip() {
        for name in ["escape", "space", "enter", "delete", "left", "right", "up", "down", "tab", "a", "z", "7"] {
            #expect(Key(name: name)?.name == name)
        }
        #expect(Key(name: "Y") == .character("y"))
        #expect(Key(name: "ctrl") == nil)
        #expect(Key(name: "") == nil)
        #expect(Key(name: "é") == nil)
    }
}
