/// Where an image comes from; also its identity in the renderer's image cache.
public enum ImageSource: Hashable, Sendable {
    /// A PNG or JPEG file at `path`.
    case file(path: String)
    /// PNG or JPEG bytes in memory, identified by `key` (equal keys are the same image).
    case data(key: String, bytes: [UInt8])

    /// Equal when the paths (files) or the keys (data) are equal.
    public static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.file(let p), .file(let q)): return p == q
        case (.data(let k, _), .data(let l, _)): return k == l
        default: return false
        }
    }

    /// Hashes the path or the key only.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .file(let p): hasher.combine(0); hasher.combine(p)
        case .data(let k, _): hasher.combine(1); hasher.combine(k)
        }
    }
}
