import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Issue 29: the owner announces what only it knows (why a seat refuses a paddler) the way the
/// view announces its own steps: queued for assistive output and sent as an event, in order.
@Suite struct OwnerAnnouncementTests {
    @Test("An owner's announcement is queued after the view's own and sent as an event; empty text is not")
    func ownerAnnouncementJoinsTheQueue() throws {
        let driver = try AccessibilityPeople.list(mode: .exchange)
        for _ in 0..<3 { driver.key(.down) }
        driver.key(.space)
        driver.view.announce("Not allowed: Anna Berg stays")
        driver.view.announce("")
        #expect(driver.announced == ["Lifted Anna Berg, position 3 of 40 in Friends", "Not allowed: Anna Berg stays"])
        #expect(driver.eventLog.filter { $0.hasPrefix("announce") }.last == "announce Not allowed: Anna Berg stays")
    }
}
