import CSDL2
import MosaicCore
import MosaicInteraction

extension SDLWindowHost {
    /// Drains SDL's queue and returns the events Mosaic uses, in order, each stamped with
    /// the clock's current time. A resize updates `windowSize` and the pixel scale first.
    /// Typed text is dropped: ``pollEventsAndText()`` returns it too.
    public func pollEvents() -> [HostEvent] {
        pollEventsAndText().compactMap { polled in
            if case .event(let event) = polled { event } else { nil }
        }
    }

    /// Drains SDL's queue like ``pollEvents()`` and also returns the text the user typed
    /// (``SDLEventTranslator/text(from:heldKeymod:)``), in the order it happened: a key's
    /// `.key` event comes before its text, and keys with no `Key` (`/`, `@`) arrive only as text.
    public func pollEventsAndText() -> [PolledEvent] {
        var result: [PolledEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            trackModifiers(event)
            if let text = SDLEventTranslator.text(from: event, heldKeymod: heldKeymod) {
                result.append(.text(text))
                continue
            }
            guard let translated = SDLEventTranslator.translate(event, time: clock.now, windowSize: windowSize,
                                                                heldModifiers: heldModifiers) else { continue }
            if case .resized = translated {
                updateMetrics()
                result.append(.event(.resized(windowSize)))
            } else {
                result.append(.event(translated))
            }
        }
        return result
    }

    func trackModifiers(_ event: SDL_Event) {
        switch event.type {
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            heldKeymod = UInt32(event.key.keysym.mod)
            heldModifiers = SDLEventTranslator.modifiers(fromKeymod: heldKeymod)
        case SDL_WINDOWEVENT.rawValue where UInt32(event.window.event) == SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
            heldKeymod = SDL_GetModState().rawValue
            heldModifiers = SDLEventTranslator.modifiers(fromKeymod: heldKeymod)
        default:
            break
        }
    }
}
