/// A roster or lineup request that cannot be done as asked — an unknown or taken name, a bad
/// value (the command line exits 64, bad usage); nothing was written.
public struct RosterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong and what was expected.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
