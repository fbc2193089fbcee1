import MosaicCore
import MosaicView
import Testing
@testable import MosaicSDL

/// A window's saved state as settings text, and the top bar's minimum readable width.
@Suite struct WindowStateTests {
    @Test func stateRoundTripsThroughSettings() throws {
        let state = WindowState(size: Size(width: 1440, height: 900), isMaximized: true, firstItem: "8004",
                                firstItemOffset: Point(x: 0, y: 73.5))
        #expect(state.settings["window.width"] == "1440")
        #expect(state.settings["window.firstItemY"] == "73.5")
        #expect(Set(state.settings.keys) == Set(WindowState.settingNames))
        #expect(WindowState(settings: state.settings) == state)
        let none = WindowState(size: Size(width: 800, height: 600))
        #expect(WindowState(settings: none.settings) == none, "no first item reads back as none")
    }

    @Test func damagedSettingsAreNotRestored() {
        #expect(WindowState(settings: [:]) == nil, "nothing saved: no state")
        #expect(WindowState(settings: ["window.width": "wide", "window.height": "600"]) == nil)
        #expect(WindowState(settings: ["window.width": "10", "window.height": "600"]) == nil, "below 64 points")
        #expect(WindowState(settings: ["window.width": "1e9", "window.height": "600"]) == nil)
        let noOffset = WindowState(settings: ["window.width": "800", "window.height": "600", "window.firstItem": "7",
                                              "window.firstItemY": "nan"])
        #expect(noOffset?.firstItem == nil, "an item without a finite offset is not restored")
        #expect(noOffset?.size == Size(width: 800, height: 600))
    }
}
