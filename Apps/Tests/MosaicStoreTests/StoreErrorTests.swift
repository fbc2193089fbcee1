import Testing
@testable import MosaicStore

@Suite struct StoreErrorTests {
    @Test func messageNamesTheFile() {
        #expect(StoreError(path: "/tmp/x.sqlite", reason: "locked").description == "contacts database /tmp/x.sqlite: locked")
    }
}
