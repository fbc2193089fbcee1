import CSDL2

/// One item drained from the window by ``SDLWindowHost/pollEventsAndText()``: a ``HostEvent``,
/// or text the user typed, in the order they happened (a key's press comes before its text).
///
/// Text is not a ``HostEvent`` case so that code switching over `HostEvent` keeps compiling;
/// ``SDLWindowHost/pollEvents()`` drops the text.
public enum PolledEvent: Hashable, Sendable {
    /// A host event (input, quit, resize, expose).
    case event(HostEvent)
    /// Text the user typed (``SDLEventTranslator/text(from:heldKeymod:)``).
    case text(String)
}

extension SDLEventTranslator {
    /// The text of an `SDL_TEXTINPUT` event, or nil for other events, for empty text and for
    /// text typed as a shortcut.
    ///
    /// SDL delivers what the keyboard layout and input method produce — letters with their
    /// case, symbols (`/`, `@`, `+`), composed characters (`ö`) and committed input-method
    /// text (`李`) — as UTF-8 in a 32-byte C array; it is read up to its first NUL, and invalid
    /// bytes become U+FFFD. Control characters are removed (SDL itself sends none for ctrl +
    /// a letter). Checked under X11 (SDL 2.26): SDL still sends text for alt + a letter and for
    /// ctrl + a digit, so text arriving while `heldKeymod` (an `SDL_Keymod` mask, tracked from
    /// the key events before it) holds ctrl, left alt or the GUI key is dropped — it belongs to a
    /// shortcut. AltGr (right alt, or the mode switch) composes text and is kept, also when it
    /// comes with ctrl (AltGr on Windows is ctrl + right alt). On macOS alt (Option) composes
    /// text too and is kept.
    public static func text(from event: SDL_Event, heldKeymod: UInt32) -> String? {
        guard event.type == SDL_TEXTINPUT.rawValue, !isShortcut(heldKeymod) else { return nil }
        let text = withUnsafeBytes(of: event.text.text) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let printable = String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0.properties.generalCategory != .control
        }))
        return printable.isEmpty ? nil : printable
    }

    /// Whether modifiers held in `keymod` make a typed character a shortcut rather than text.
    static func isShortcut(_ keymod: UInt32) -> Bool {
        let altGr = keymod & (KMOD_RALT.rawValue | KMOD_MODE.rawValue) != 0
        if keymod & KMOD_CTRL.rawValue != 0, !altGr { return true }
        if keymod & KMOD_GUI.rawValue != 0 { return true }
        #if os(macOS)
        return false
        #else
        return keymod & KMOD_LALT.rawValue != 0
        #endif
    }
}
