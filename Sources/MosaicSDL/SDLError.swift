import CSDL2

/// An SDL call failed; `message` includes SDL's own error string.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What failed, and SDL's explanation when SDL failed.
    public var message: String

    /// An SDL (or SDL2_image) call named `what` failed: the message is `what`
    /// followed by `SDL_GetError()`.
    public init(_ what: String) {
        message = "\(what): \(String(cString: SDL_GetError()))"
    }

    /// A failure that is not SDL's (bad arguments, a missing file): `message` as given.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
