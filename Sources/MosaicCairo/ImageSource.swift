/// Where an image comes from, and the identity `ImageCache` caches it under.
///
/// Two sources are equal (and hash alike) when they name the same image: `.file` sources by
/// `path`, `.data` sources by `key` alone — the bytes are not compared, so give every distinct
/// encoded image its own key (a URL, a database row id, a content hash). A `.file` and a
/// `.data` source are never equal, even with the same string. Equality and hashing are O(length
/// of the path or key).
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// A PNG or JPEG file (any format SDL2_image reads), loaded with `IMG_Load`.
    case file(path: String)
    /// An encoded PNG or JPEG image in memory, loaded with `IMG_Load_RW` over
    /// `SDL_RWFromConstMem`; `key` is its identity.
    case data(key: String, bytes: [UInt8])

    /// The identity without the bytes: what the cache keeps as a key (so a cached or failed
    /// `.data` source does not keep its encoded bytes alive).
    var key: ImageKey {
        switch self {
        case .file(let path): .file(path)
        case .data(let key, _): .data(key)
        }
    }

    /// `.file` equals `.file` with the same path; `.data` equals `.data` with the same key.
    public static func == (lhs: ImageSource, rhs: ImageSource) -> Bool { lhs.key == rhs.key }

    /// Hashes the identity (path or key) only.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// `file:<path>` or `data:<key> (<n> bytes)`.
    public var description: String {
        switch self {
        case .file(let path): "file:\(path)"
        case .data(let key, let bytes): "data:\(key) (\(bytes.count) bytes)"
        }
    }
}

/// An `ImageSource`'s identity without its bytes.
enum ImageKey: Hashable, Sendable {
    case file(String)
    case data(String)
}
