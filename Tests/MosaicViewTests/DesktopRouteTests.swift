import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The desktop rules of an accepted event (``DesktopRoute``), case by case.
@Suite struct DesktopRouteTests {
    static let p = Point(x: 5, y: 7)
    static let down = InputEvent.pointerDown(id: 0, position: p, time: 1)
    static let up = InputEvent.pointerUp(id: 0, position: p, time: 1)
    static let rightClick = InputEvent.secondaryClick(position: p, time: 1)

    static func route(_ e: InputEvent, confirming: Bool = false, taken: Bool = false, dragging: Bool = false,
                      pointerDown: Bool = false) -> DesktopRoute {
        DesktopRoute(e, confirming: confirming, taken: taken, dragging: dragging, pointerDown: pointerDown)
    }

    @Test func hoveringIsThePresentersAlone() {
        #expect(Self.route(.hover(position: Self.p, time: 1)) == .consumed)
        #expect(Self.route(.hover(position: Self.p, time: 1), confirming: true) == .consumed)
    }

    @Test func aRightClickAsksForTheMenuOnlyWhenNothingElseHoldsTheView() {
        #expect(Self.route(Self.rightClick) == .contextMenu(Self.p))
        #expect(Self.route(Self.rightClick, confirming: true) == .consumed)
        #expect(Self.route(Self.rightClick, taken: true) == .consumed)
        #expect(Self.route(Self.rightClick, dragging: true) == .consumed)
        #expect(Self.route(Self.rightClick, pointerDown: true) == .consumed)
    }

    @Test func aPendingConfirmationIsModal() {
        #expect(Self.route(Self.down, confirming: true) == .consumed)
        #expect(Self.route(Self.down, confirming: true, taken: true) == .consumed)
        #expect(Self.route(Self.up, confirming: true) == .modal(resetFirst: false))
        #expect(Self.route(Self.up, confirming: true, taken: true) == .modal(resetFirst: false))
        #expect(Self.route(.cancelAll(time: 1), confirming: true) == .modal(resetFirst: true))
    }

    @Test func otherwiseWhatThePresenterTookStopsThere() {
        #expect(Self.route(Self.down, taken: true) == .stopMomentum)
        #expect(Self.route(Self.up, taken: true) == .consumed)
        #expect(Self.route(Self.down) == .pass)
        #expect(Self.route(Self.up) == .pass)
        #expect(Self.route(.cancelAll(time: 1)) == .pass)
    }
}
