import CSDL2
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicSDL

/// An `SDL_TEXTINPUT` event carrying `bytes` (at most 31, NUL-terminated like SDL's).
func textInputEvent(_ bytes: [UInt8]) -> SDL_Event {
    var e = SDL_Event()
    e.type = SDL_TEXTINPUT.rawValue
    e.text.timestamp = 999_999
    withUnsafeMutableBytes(of: &e.text.text) { raw in
        for (i, b) in bytes.prefix(raw.count - 1).enumerated() { raw[i] = b }
        raw[min(bytes.count, raw.count - 1)] = 0
    }
    return e
}

/// Typed text (`SDL_TEXTINPUT`): UTF-8 from a 32-byte C array, shortcuts dropped — a pure
/// function of the event and the held `SDL_Keymod` mask.
@Suite struct SDLTextInputTests {
    func text(_ s: String, keymod: SDL_Keymod = KMOD_NONE) -> String? {
        SDLEventTranslator.text(from: textInputEvent(Array(s.utf8)), heldKeymod: keymod.rawValue)
    }

    @Test func symbolsUmlautsAndCJKArriveAsTyped() {
        for s in ["/", "@", "+", "-", ".", "A", "ö", "李", "jörg@example.de", " "] {
            #expect(text(s) == s)
        }
        // Shift and caps lock are part of typing; AltGr composes ("@" on a German keyboard),
        // also as ctrl + right alt (Windows).
        #expect(text("A", keymod: KMOD_LSHIFT) == "A")
        #expect(text("A", keymod: KMOD_CAPS) == "A")
        #expect(text("@", keymod: KMOD_RALT) == "@")
        #expect(text("@", keymod: SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_RALT.rawValue)) == "@")
        #expect(text("@", keymod: KMOD_MODE) == "@")
    }

    /// What SDL 2.26 sends under X11 for ctrl + 1 and alt + f (checked with xdotool): text, which
    /// belongs to the shortcut.
    @Test func textTypedWithCtrlLeftAltOrGUIIsAShortcut() {
        #expect(text("1", keymod: KMOD_LCTRL) == nil)
        #expect(text("1", keymod: KMOD_RCTRL) == nil)
        #expect(text("f", keymod: KMOD_GUI) == nil)
        #if !os(macOS)
        #expect(text("f", keymod: KMOD_LALT) == nil)
        #endif
    }

    @Test func theArrayIsReadToItsFirstNULAndRepaired() {
        // The longest text SDL sends: 31 bytes and the NUL.
        let long = String(repeating: "ä", count: 15) + "x"
        #expect(long.utf8.count == 31)
        #expect(text(long) == long)
        // Invalid UTF-8 becomes U+FFFD instead of trapping; control characters are removed.
        #expect(SDLEventTranslator.text(from: textInputEvent([0x61, 0xFF, 0x62]), heldKeymod: 0) == "a\u{FFFD}b")
        #expect(SDLEventTranslator.text(from: textInputEvent([0x61, 0x09, 0x0D, 0x7F]), heldKeymod: 0) == "a")
        #expect(SDLEventTranslator.text(from: textInputEvent([0x1B]), heldKeymod: 0) == nil)
        #expect(SDLEventTranslator.text(from: textInputEvent([]), heldKeymod: 0) == nil)
        // A full array with no NUL at all stops at its end.
        var full = SDL_Event()
        full.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &full.text.text) { raw in
            for i in raw.indices { raw[i] = UInt8(ascii: "z") }
        }
        #expect(SDLEventTranslator.text(from: full, heldKeymod: 0) == String(repeating: "z", count: 32))
    }

    @Test func textIsNotAHostEventAndOtherEventsAreNotText() {
        let typed = textInputEvent(Array("/".utf8))
        #expect(SDLEventTranslator.translate(typed, time: 1, windowSize: Size(width: 10, height: 10), heldModifiers: []) == nil)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = SDL_Keycode(SDLK_SLASH.rawValue)
        #expect(SDLEventTranslator.text(from: key, heldKeymod: 0) == nil)
        // "/" has no `Key`: it arrives only as text.
        #expect(SDLEventTranslator.translate(key, time: 1, windowSize: Size(width: 10, height: 10), heldModifiers: []) == nil)
    }
}
