import Testing
@testable import MosaicCore

@Suite struct ItemPathTests {
    @Test func printsAsSectionDotItem() {
        #expect(ItemPath(1, 5).description == "1.5")
        #expect("\(ItemPath(section: 0, item: 12))" == "0.12")
    }

    @Test func ordersBySectionThenItem() {
        let paths = [ItemPath(1, 0), ItemPath(0, 9), ItemPath(0, 2), ItemPath(2, 1)]
        #expect(paths.sorted() == [ItemPath(0, 2), ItemPath(0, 9), ItemPath(1, 0), ItemPath(2, 1)])
    }

    @Test func parsesItsOwnForm() {
        #expect(ItemPath(parsing: "1.5") == ItemPath(1, 5))
        #expect(ItemPath(parsing: "1") == nil)
        #expect(ItemPath(parsing: "-1.2") == nil)
        #expect(ItemPath(parsing: "a.b") == nil)
    }
}
