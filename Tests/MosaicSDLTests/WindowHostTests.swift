import CSDL2
import Foundation
import MosaicAnimation
import MosaicCore
import Testing
@testable import MosaicSDL

/// The window host's title, character locale and minimum size, on a real SDL window (the
/// dummy video driver; the X11 properties are checked under Xvfb by scripts/e2e and
/// scripts/e2e-lineup).
@Suite(.serialized) @MainActor
struct WindowHostTests {
    @Test func titleIsUTF8AndTheMinimumSizeHolds() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let title = "Lineup — Race 1 · 李"
        let host = try SDLWindowHost(title: title, size: Size(width: 320, height: 240), clock: ManualClock(now: 0))
        #expect(host.title == title, "SDL keeps the title's UTF-8, got \(host.title)")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET))).lowercased()
        #expect(codeset == "utf-8" || codeset == "utf8", "the host made LC_CTYPE UTF-8 (Xlib converts titles with it), got \(codeset)")
        host.title = "HelloContacts — 50 000"
        #expect(host.title == "HelloContacts — 50 000")
        #expect(host.minimumSize == Size(width: 0, height: 0) || host.minimumSize.width <= 1, "no minimum by default")
        host.minimumSize = Size(width: 640, height: 400)
        #expect(host.minimumSize == Size(width: 640, height: 400))
        #expect(host.windowSize.width >= 640 && host.windowSize.height >= 400,
                "a window smaller than its new minimum grows to it, got \(host.windowSize)")
        #expect(host.restoredSize == host.windowSize, "not maximised: the restored size is the size")
        #expect(!host.isMaximized)
        host.hide()
    }
}
