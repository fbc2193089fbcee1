import CSDL2

/// An SDL call failed; `message` includes SDL's own error string.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ what: String) {
        message = "\(what): \(String(cString: SDL_GetError()))"
    }

    public var description: String { message }
}
