import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Issue 25 (4): every mode works by keyboard in any layout, and the announcements name items
/// and places through the owner's describer and translatable templates.
@Suite struct AccessibilityAnnouncementTests {
    typealias People = AccessibilityPeople

    /// Focuses Anna Berg (p2) in the contacts list: the first arrow focuses p0.
    func focusAnna(_ driver: CollectionViewDriver<String, String>) {
        for _ in 0..<3 { driver.key(.down) }
        #expect(driver.view.focusedPath == ItemPath(0, 2))
    }

    @Test("Lift, move across sections and drop by keyboard: each step says where, the drop says where it landed")
    func moveAcrossSections() throws {
        let driver = try People.list(mode: .edit)
        focusAnna(driver)
        driver.key(.space)
        driver.key(.end)
        for _ in 0..<3 { driver.key(.up) }
        driver.key(.space)
        #expect(driver.announced == [
            "Lifted Anna Berg, position 3 of 40 in Friends",
            "Anna Berg, position 4 of 4 in Work",
            "Anna Berg, position 3 of 4 in Work",
            "Anna Berg, position 2 of 4 in Work",
            "Anna Berg, position 1 of 4 in Work",
            "Moved Anna Berg to position 1 in Work",
        ])
        #expect(driver.view.snapshot.items(inSection: 1) == ["p2", "p40", "p41", "p42"])
        #expect(driver.eventLog.contains("move 0.2 -> 1.0"))
    }

    @Test("Exchange by keyboard: catch, the swap it would make, the swap made")
    func exchangeByKeyboard() throws {
        let driver = try People.list(mode: .exchange)
        focusAnna(driver)
        driver.key(.space)
        driver.key(.down)
        driver.key(.space)
        #expect(driver.announced == ["Lifted Anna Berg, position 3 of 40 in Friends", "Anna Berg will swap with Max Berg",
                                     "Swapped Anna Berg and Max Berg"])
        #expect(driver.view.snapshot.items(inSection: 0).prefix(4) == ["p0", "p1", "p3", "p2"])
    }

    @Test("Escape cancels a keyboard move or exchange: the item is named back at its place")
    func cancelByKeyboard() throws {
        for mode in [InteractionMode.edit, .exchange] {
            let driver = try People.list(mode: mode)
            focusAnna(driver)
            driver.key(.space)
            driver.key(.down)
            driver.key(.up)
            driver.key(.down)
            driver.key(.escape)
            let steps = mode == .edit
                ? ["Anna Berg, position 4 of 40 in Friends", "Anna Berg, position 3 of 40 in Friends",
                   "Anna Berg, position 4 of 40 in Friends"]
                : ["Anna Berg will swap with Max Berg", "Anna Berg back at position 3", "Anna Berg will swap with Max Berg"]
            #expect(driver.announced == ["Lifted Anna Berg, position 3 of 40 in Friends"] + steps
                        + ["Drop cancelled, Anna Berg returned to position 3"], "\(mode)")
            #expect(driver.view.snapshot == (try People.snapshot()), "\(mode): nothing changed")
            #expect(!driver.view.dragInProgress)
        }
    }

    @Test("A grid's Down arrow crosses into the next section by visual rows")
    func gridAcrossSections() throws {
        let snapshot = try SectionedSnapshot(sections: [("a", (0..<8).map { "p\($0)" }), ("b", (8..<16).map { "p\($0)" })])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                  containerSize: Size(width: 500, height: 600))
        let driver = try CollectionViewDriver(snapshot: snapshot, layout: AnyLayout(flow),
                                              viewportSize: Size(width: 500, height: 600), mode: .edit)
        driver.view.accessibility.name = People.name
        driver.key(.right)                      // p0
        driver.key(.down)                       // p4, the row below
        driver.key(.right)                      // p5
        driver.key(.space)
        driver.key(.down)
        driver.key(.space)
        #expect(driver.announced == ["Lifted Person 5, position 6 of 8 in section 1",
                                     "Person 5, position 2 of 9 in section 2",
                                     "Moved Person 5 to position 2 in section 2"])
        #expect(driver.view.snapshot.items(inSection: 1).prefix(3) == ["p8", "p5", "p9"])
    }

    @Test("A waterfall: Up moves the lifted card up a visual row, and the words follow the model")
    func waterfallByKeyboard() throws {
        let driver = try People.waterfall(mode: .edit)
        driver.key(.right)                      // p0
        driver.key(.right)                      // p3, beside p0 in the middle column
        #expect(driver.view.focusedPath == ItemPath(0, 3))
        let before = try #require(driver.frame(ofItemAt: ItemPath(0, 3)))
        driver.key(.space)
        driver.key(.up)
        let target = try #require(driver.view.accessibilityModel().element("p3"))
        #expect(target.frame.midY < before.midY, "the card went up: \(target.frame) from \(before)")
        driver.key(.space)
        let landed = try #require(driver.view.snapshot.path(of: "p3"))
        #expect(landed == target.path)
        #expect(driver.announced == ["Lifted Max Berg, position 4 of 7", "Max Berg, position \(landed.item + 1) of 7",
                                     "Moved Max Berg to position \(landed.item + 1)"])
    }

    @Test("The owner's templates translate every announcement and the position")
    func localisedTemplates() throws {
        var config = CollectionViewConfiguration()
        config.announcements.lifted = "{item} angehoben, Position {position} von {count} in {section}"
        config.announcements.movedOver = "{item}, Position {position} von {count} in {section}"
        config.announcements.moved = "{item} nach Position {position} in {section} verschoben"
        config.announcements.position = "{position} von {count} in {section}"
        let driver = try People.list(mode: .edit, configuration: config)
        driver.view.accessibility.sectionName = { $0 == "friends" ? "Freunde" : "Arbeit" }
        focusAnna(driver)
        driver.key(.space)
        driver.key(.down)
        driver.key(.space)
        #expect(driver.announced == ["Anna Berg angehoben, Position 3 von 40 in Freunde",
                                     "Anna Berg, Position 4 von 40 in Freunde",
                                     "Anna Berg nach Position 4 in Freunde verschoben"])
        #expect(driver.view.accessibilityModel().element("p2")?.positionText == "4 von 40 in Freunde")
    }

    @Test("A pointer drag is announced at the lift and the drop only, not at every retarget")
    func pointerDragsAreNotAnnouncedStepByStep() throws {
        let driver = try People.list(mode: .edit)
        try driver.drag(item: ItemPath(0, 2), to: ItemPath(0, 6))
        #expect(driver.announced == ["Lifted Anna Berg, position 3 of 40 in Friends", "Moved Anna Berg to position 7 in Friends"])
    }

    @Test("The queue of announcements: numbered, taken once, at most the 32 newest kept")
    func announcementQueue() throws {
        let driver = try People.list(mode: .edit)
        focusAnna(driver)
        driver.key(.space)
        driver.key(.escape)
        #expect(driver.view.accessibilityModel().announcements.map(\.sequence) == [1, 2])
        #expect(driver.view.takeAccessibilityAnnouncements() == [
            AccessibilityAnnouncement(sequence: 1, text: "Lifted Anna Berg, position 3 of 40 in Friends"),
            AccessibilityAnnouncement(sequence: 2, text: "Drop cancelled, Anna Berg returned to position 3")])
        #expect(driver.view.takeAccessibilityAnnouncements() == [] && driver.view.accessibilityModel().announcements == [])
        for _ in 0..<20 { driver.key(.space); driver.key(.escape) }
        let kept = driver.view.takeAccessibilityAnnouncements()
        #expect(kept.map(\.sequence) == Array(11...42), "the oldest 8 of 40 dropped")
    }
}
