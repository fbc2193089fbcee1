import Testing
@testable import MosaicSDL

@Suite struct SDLErrorTests {
    @Test func messageNamesTheCall() {
        #expect(SDLError("SDL_Init").message.hasPrefix("SDL_Init: "))
    }
}
