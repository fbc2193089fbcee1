internal import CPangoCairo

/// What a cached cell surface shows: the cell's drawing operations relative to a whole device
/// pixel (so they carry the cell's sub-pixel phase, its size, state, colors, text and palette
/// roles already resolved) at a device scale, on a background color (an opaque surface) or on
/// transparency (nil).
/// Hashing uses the recording's fingerprint (mixed while recording), equality compares the
/// operations themselves.
struct CellSurfaceKey: Hashable {
    var ops: [CellDrawOp]
    /// ``CellRecording/fingerprint`` of `ops`.
    var fingerprint: UInt64
    var deviceScale: Double
    var ground: RGBA?

    init(_ recording: CellRecording, deviceScale: Double, ground: RGBA?) {
        ops = recording.ops
        fingerprint = recording.fingerprint
        self.deviceScale = deviceScale
        self.ground = ground
    }

    static func == (a: CellSurfaceKey, b: CellSurfaceKey) -> Bool {
        a.fingerprint == b.fingerprint && a.deviceScale == b.deviceScale && a.ground == b.ground && a.ops == b.ops
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
        hasher.combine(deviceScale)
        hasher.combine(ground)
    }
}

/// A cell rendered once into an ARGB image surface of device pixels (painted 1:1 on the
/// target's pixel grid).
final class CellSurface {
    let surface: OpaquePointer
    /// The surface's top-left relative to the cell's reference pixel, in device pixels.
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    /// Rendered on the background color: every pixel opaque, painted by copying.
    let isOpaque: Bool
    /// The surface's pixel rows (premultiplied ARGB32) and their stride in bytes, for copies
    /// straight into an image target (``CairoRenderer/copy(_:at:into:)``).
    let data: UnsafeMutablePointer<UInt8>?
    let stride: Int
    /// The cache's use counter when the surface was last painted (recency without a list).
    var lastUse: UInt64 = 0
    var bytes: Int { width * height * 4 }

    init(surface: OpaquePointer, x: Int, y: Int, width: Int, height: Int, isOpaque: Bool = false) {
        self.surface = surface
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
        data = cairo_image_surface_get_data(surface)
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Rendered cells by ``CellSurfaceKey``, least recently used evicted beyond a byte bound: a frame whose cells did not
/// change since they were last drawn paints each as one 1:1 copy of its surface instead of
/// re-filling its anti-aliased shapes and glyphs.
///
/// A surface is rendered the second time its key is asked for in a short while (``admit(_:)``):
/// a cell seen once (a frame of an animation, where sizes and phases change every frame) is
/// drawn directly, so animations pay no rendering into surfaces they would never reuse.
/// Not thread-safe.
final class CellSurfaceCache {
    /// 64 MiB: every card of a 1280 × 800 window of 2,000 small cards, or a 4K screen of
    /// large cards at scale 2, with room to scroll back.
    static let defaultByteLimit = 64 << 20
    /// Keys remembered as seen once (hashes), before the memory is dropped.
    static let seenLimit = 16_384

    /// The most bytes of pixels kept.
    let byteLimit: Int
    /// The bytes of pixels kept now.
    private(set) var bytes = 0
    /// Surfaces rendered since creation (for tests and figures).
    private(set) var renderCount = 0
    /// Cells painted from a cached surface since creation.
    private(set) var hitCount = 0
    private var entries: [CellSurfaceKey: CellSurface] = [:]
    /// Counts uses; each surface keeps the count of its last use (a hit hashes its key once).
    private var useClock: UInt64 = 0
    private var seen = Set<Int>()

    init(byteLimit: Int = defaultByteLimit) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The number of surfaces kept. O(1).
    var count: Int { entries.count }

    /// The number of surfaces kept that are opaque (rendered on clean ground). O(n).
    var opaqueCount: Int { entries.values.reduce(0) { $0 + ($1.isOpaque ? 1 : 0) } }

    /// The largest surface worth keeping: a quarter of the budget.
    func fits(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= 8192 && height <= 8192 && width * height * 4 <= byteLimit / 4
    }

    /// The surface for `key`, marked recent; nil when not cached. O(1) amortized (one hash and,
    /// on a hit, one comparison of the operations).
    func surface(for key: CellSurfaceKey) -> CellSurface? {
        guard let hit = entries[key] else { return nil }
        useClock += 1
        hit.lastUse = useClock
        hitCount += 1
        return hit
    }

    /// True when `key` was asked for before (since the seen set was last dropped): render it
    /// now. False the first time (remembered): draw the cell directly.
    func admit(_ key: CellSurfaceKey) -> Bool {
        let hash = key.hashValue
        if seen.remove(hash) != nil { return true }
        if seen.count >= Self.seenLimit { seen.removeAll(keepingCapacity: true) }
        seen.insert(hash)
        return false
    }

    /// Keeps `surface` for `key`. Beyond ``byteLimit`` the least recently used surfaces are
    /// evicted down to seven eighths of it (the new one stays). O(1) amortized; an eviction
    /// sorts the entries by last use, O(n log n), at most once per n/8 bytes inserted.
    func insert(_ surface: CellSurface, for key: CellSurfaceKey) {
        if let old = entries.updateValue(surface, forKey: key) { bytes -= old.bytes }
        bytes += surface.bytes
        renderCount += 1
        useClock += 1
        surface.lastUse = useClock
        guard bytes > byteLimit else { return }
        let target = byteLimit - byteLimit / 8
        for (old, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > target, entry !== surface else { break }
            entries[old] = nil
            bytes -= entry.bytes
        }
        assert(bytes >= 0 && entries[key] === surface, "CellSurfaceCache: \(entries.count) entries, \(bytes) bytes")
    }

    /// Drops every surface (after a palette change: colors of text are resolved when drawn).
    func removeAll() {
        entries.removeAll()
        seen.removeAll()
        bytes = 0
    }
}
