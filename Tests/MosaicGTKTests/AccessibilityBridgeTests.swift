import MosaicCore
import MosaicView
import Testing
@testable import MosaicGTK

/// What the accessible proxies are given without a display: frames clipped to the drawing
/// area (so the container never asks for more room than the area has), and an installed
/// action for every action name the engine offers.
@Suite struct AccessibilityBridgeTests {
    @Test func framesAreClippedToTheArea() {
        let size = Size(width: 400, height: 300)
        #expect(AccessibilityBridge<Int, Int>.clip(Rect(x: 10, y: 20, width: 100, height: 50), to: size)
            == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(AccessibilityBridge<Int, Int>.clip(Rect(x: 350, y: -30, width: 100, height: 50), to: size)
            == Rect(x: 350, y: 0, width: 50, height: 20))
        let below = AccessibilityBridge<Int, Int>.clip(Rect(x: 10, y: 320, width: 100, height: 50), to: size)
        #expect(below.width == 100 && below.height == 0 && below.minY == 300, "outside: empty, at the nearest edge")
    }

    @Test func everyEngineActionHasAnInstalledAction() {
        let actions: [AccessibilityAction<Int>] = [.activate, .select, .delete, .lift, .drop, .cancel,
                                                   .move(.up), .move(.down), .move(.left), .move(.right),
                                                   .moveToSection(0), .moveToSection(8), .swap(with: 3)]
        for action in actions {
            #expect(AccessibleProxyTypes.actionNames.contains(action.name), "\(action.name)")
        }
        #expect(Set(AccessibleProxyTypes.actionNames).count == AccessibleProxyTypes.actionNames.count)
    }
}
