import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Issue 29: what assistive technology does besides the keyboard — "activate" is the item's
/// default action (its primary action after the selection, in browse mode), an AT's focus
/// moves the view's focus, and reduced motion covers an exchange's release.
@Suite struct AccessibilityFocusTests {
    typealias People = AccessibilityPeople

    @Test("activate in browse mode selects, then performs the owner's primary action (open it)")
    func activateOpens() throws {
        let driver = try People.list()
        var opened: [ItemPath] = []
        driver.view.delegate.performPrimaryAction = { opened.append($0) }
        #expect(driver.view.performAccessibilityAction(.activate, on: "p2"))
        #expect(driver.view.selectedItems == ["p2"])
        #expect(opened == [ItemPath(0, 2)])
        #expect(driver.eventLog.contains("primaryAction 0.2"))
        #expect(driver.view.performAccessibilityAction(.select, on: "p3"))
        #expect(opened == [ItemPath(0, 2)], "select only selects")
    }

    @Test("activate without a primary action only selects; in edit mode it lifts, never opens")
    func activateWithoutPrimaryAction() throws {
        let browse = try People.list()
        #expect(browse.view.performAccessibilityAction(.activate, on: "p2"))
        #expect(!browse.eventLog.contains { $0.hasPrefix("primaryAction") })
        let edit = try People.list(mode: .edit)
        var opened = 0
        edit.view.delegate.performPrimaryAction = { _ in opened += 1 }
        #expect(edit.view.performAccessibilityAction(.activate, on: "p2"))
        #expect(edit.view.dragInProgress && opened == 0)
    }

    @Test("An AT's focus on an item becomes the view's focus (and keyboard focus); refused during a drag")
    func focusFollowsTheAT() throws {
        let driver = try People.list()
        driver.view.hasKeyboardFocus = false   // the focus was elsewhere in the window
        #expect(driver.view.accessibilityFocus("p30"))
        #expect(driver.view.hasKeyboardFocus && driver.view.focusedPath == ItemPath(0, 30))
        #expect(driver.view.accessibilityModel().element("p30")?.states.contains(.focused) == true)
        #expect(driver.view.contentOffset.y > 0, "scrolled to show it")
        #expect(!driver.view.accessibilityFocus("nobody"), "not in the model")
        driver.key(.right)   // the arrows go on from there
        #expect(driver.view.focusedPath == ItemPath(0, 31))

        let edit = try People.list(mode: .edit)
        #expect(edit.view.accessibilityFocus("p2"))
        edit.key(.space)
        #expect(edit.view.dragInProgress)
        #expect(!edit.view.accessibilityFocus("p5"), "the focus stays with the lifted item")
        #expect(edit.view.focusedPath == ItemPath(0, 2))
    }

    @Test("An action on an item gives it the focus as an AT's focus does: the view's focus, scrolled into view")
    func anActionFocusesAsTheATsFocusDoes() throws {
        let acted = try People.list(), focused = try People.list()
        acted.view.hasKeyboardFocus = false
        focused.view.hasKeyboardFocus = false
        #expect(acted.view.performAccessibilityAction(.select, on: "p30"))
        #expect(focused.view.accessibilityFocus("p30"))
        #expect(acted.view.focusedPath == ItemPath(0, 30) && acted.view.hasKeyboardFocus)
        #expect(acted.view.contentOffset == focused.view.contentOffset && acted.view.contentOffset.y > 0, "scrolled to show it")
        #expect(acted.view.selectedItems == ["p30"])
    }

    @Test("Reduced motion: a keyboard exchange's release does not play the owner's release animation",
          arguments: [false, true])
    func exchangeReleaseWithReducedMotion(reduced: Bool) throws {
        var configuration = CollectionViewConfiguration()
        configuration.reducesMotion = reduced
        let driver = try People.list(mode: .exchange, configuration: configuration)
        var released = 0
        driver.view.delegate.animateRelease = { release in
            released += 1
            return ExchangeReleaseAnimation(keyframes: [SnapshotKeyframe(center: release.centerOfCell, scale: 1, alpha: 1,
                                                                         duration: 0.3, curve: .linear)],
                                            fadeOutDuration: 0.2)
        }
        #expect(driver.view.accessibilityFocus("p2"))
        for key in [Key.space, .down, .space] {
            driver.key(key)
            driver.advance(by: 0.05)
        }
        #expect(driver.view.snapshot.items(inSection: 0).prefix(4) == ["p0", "p1", "p3", "p2"])
        #expect(released == (reduced ? 0 : 1))
        #expect(driver.view.exchangeTransactionInProgress == !reduced, "reduced motion: over at the release")
        if reduced {
            #expect(!driver.view.needsAnimationFrames, "nothing left to animate")
            #expect(engineSettledDisplayProblems(driver.view) == [])
        }
    }
}
