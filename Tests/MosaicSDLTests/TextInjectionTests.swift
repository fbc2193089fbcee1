import CSDL2
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicSDL

/// Typed text through a real SDL window (the dummy video driver): events pushed with
/// `SDL_PushEvent` come out of `SDLWindowHost.pollEventsAndText()` in order, text after its key,
/// and text typed with ctrl held is dropped.
@Suite(.serialized) @MainActor
struct TextInjectionTests {
    @Test func textComesInOrderWithTheKeysAndShortcutsAreDropped() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let host = try SDLWindowHost(title: "TextInjectionTests", size: Size(width: 320, height: 240),
                                     clock: ManualClock(now: 2))
        #expect(SDL_IsTextInputActive() == SDL_TRUE)
        _ = host.pollEventsAndText()
        func pushKey(_ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) {
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(code.rawValue)
            e.key.keysym.mod = UInt16(mod.rawValue)
            _ = SDL_PushEvent(&e)
        }
        func pushText(_ s: String) {
            var e = textInputEvent(Array(s.utf8))
            _ = SDL_PushEvent(&e)
        }
        pushKey(SDLK_a); pushText("a")
        pushKey(SDLK_SLASH); pushText("/")
        pushText("李")
        pushKey(SDLK_1, mod: KMOD_LCTRL); pushText("1")
        pushKey(SDLK_SLASH); pushText("@")
        let polled = host.pollEventsAndText().filter {
            if case .event(.input(.key)) = $0 { true } else if case .text = $0 { true } else { false }
        }
        #expect(polled == [
            .event(.input(.key(.character("a"), modifiers: [], time: 2))), .text("a"),
            .text("/"), .text("李"),
            .event(.input(.key(.character("1"), modifiers: .ctrl, time: 2))),
            .text("@"),
        ])
        // `pollEvents()` drops text.
        pushKey(SDLK_b); pushText("b")
        #expect(host.pollEvents().filter { if case .input(.key) = $0 { true } else { false } }
                == [.input(.key(.character("b"), modifiers: [], time: 2))])
    }
}
