internal import CGdkPixbuf
internal import CPangoCairo
import MosaicCore

/// Decoded images and their drawable sizes for one `CairoRenderer`, under a memory bound,
/// decoded a few per frame.
///
/// - Formats: PNG and JPEG (anything gdk-pixbuf reads), from files or memory, converted to
///   cairo's premultiplied ARGB32.
/// - Two kinds of entries: the decoded image (a surface at its own size, kept so every drawn
///   size can be resampled from it) and variants — a surface at exactly the pixel size drawn,
///   cropped for the content mode, resampled by cairo's good (box) filter, with a rounded-corner
///   mask baked into its alpha (anti-aliased). Drawing a variant is a 1:1 paint.
/// - Memory: each entry costs width × height × 4 bytes (`cachedBytes`). After an insertion the
///   least recently drawn entries are evicted until `cachedBytes ≤ memoryLimit` (one entry
///   larger than the whole limit is kept alone, so it can still be drawn).
/// - Budget: at most `decodesPerFrame` decodes and `variantsPerFrame` new variants between two
///   `beginFrame()` calls (the renderer's `clear()`). A request over budget answers "not ready"
///   (the renderer draws the placeholder, or an older size of the same image scaled) and sets
///   `needsFrame`, so the window loop draws another frame; visible cells are served over a few
///   frames and no frame pays for more than its budget. Only drawn (visible) images are decoded.
/// - Failures: a missing file or bytes that are not an image are remembered with gdk-pixbuf's reason
///   (`failure(for:)`) and never retried (until `removeAll()`).
///
/// Not thread-safe; use from the renderer's thread.
public final class ImageCache {
    /// 64 MiB: ~250 decoded 256 × 256 images with their drawn sizes.
    public static let defaultMemoryLimit = 64 << 20
    /// Decodes per frame by default (a 256 × 256 JPEG takes ~0.3 ms): at most ~3 ms of a frame.
    public static let defaultDecodesPerFrame = 8
    /// New drawable sizes per frame by default (~0.1 ms each from a 256 × 256 image not in
    /// the CPU's cache): at most ~2 ms of a frame; while a size waits, the previous one is
    /// drawn scaled.
    public static let defaultVariantsPerFrame = 16

    /// The bound on `cachedBytes`; lowering it evicts at once. Negative values mean 0.
    public var memoryLimit: Int {
        didSet {
            memoryLimit = max(0, memoryLimit)
            trim()
        }
    }
    /// Decodes allowed between two `beginFrame()` calls (at least 1).
    public var decodesPerFrame: Int { didSet { decodesPerFrame = max(1, decodesPerFrame) } }
    /// New variants (drawable sizes) allowed between two `beginFrame()` calls (at least 1).
    public var variantsPerFrame: Int { didSet { variantsPerFrame = max(1, variantsPerFrame) } }

    /// Bytes held by decoded images and variants (width × height × 4 each). O(1).
    public private(set) var cachedBytes = 0
    /// Decodes performed since the cache was created (for tests and figures).
    public private(set) var decodeCount = 0

    private var decoded: [ImageKey: DecodedImage] = [:]
    private var variants: [VariantKey: ImageVariant] = [:]
    /// The last variant made for each image: drawn scaled while a new size waits.
    private var latestVariant: [ImageKey: VariantKey] = [:]
    private var failures: [ImageKey: String] = [:]
    private var recency = LRUList<ImageCacheEntryKey>()
    private var decodesThisFrame = 0
    private var variantsThisFrame = 0
    private var deferredThisFrame = false

    /// An empty cache.
    init(memoryLimit: Int = defaultMemoryLimit,
         decodesPerFrame: Int = defaultDecodesPerFrame, variantsPerFrame: Int = defaultVariantsPerFrame) {
        self.memoryLimit = max(0, memoryLimit)
        self.decodesPerFrame = max(1, decodesPerFrame)
        self.variantsPerFrame = max(1, variantsPerFrame)
    }

    /// The number of decoded images held (variants not counted). O(1).
    public var count: Int { decoded.count }
    /// The number of drawable variants held. O(1).
    public var variantCount: Int { variants.count }

    /// True when a request since the last `beginFrame()` was deferred by the budget: draw
    /// another frame to finish it. O(1).
    public var hasPendingDecodes: Bool { deferredThisFrame }
    /// Same as `hasPendingDecodes`: the window loop should not wait for input before the next
    /// frame (e.g. `waitTimeout(needsAnimationFrames: view.needsAnimationFrames || images.needsFrame, …)`).
    public var needsFrame: Bool { deferredThisFrame }

    /// Starts a frame: resets the decode and variant budgets and `hasPendingDecodes`. O(1).
    public func beginFrame() {
        decodesThisFrame = 0
        variantsThisFrame = 0
        deferredThisFrame = false
    }

    /// Why `source` could not be decoded (gdk-pixbuf's message), or nil when it has not failed.
    public func failure(for source: ImageSource) -> String? { failures[source.key] }

    /// The decoded image's size in pixels, or nil when it is not decoded (or was evicted).
    public func pixelSize(of source: ImageSource) -> (width: Int, height: Int)? {
        decoded[source.key].map { (Int($0.width), Int($0.height)) }
    }

    /// True when `source` is decoded and held. Does not count as a use.
    public func contains(_ source: ImageSource) -> Bool { decoded[source.key] != nil }

    /// Forgets every image, variant and failure. O(entries).
    public func removeAll() {
        variants.removeAll()
        decoded.removeAll()
        latestVariant.removeAll()
        failures.removeAll()
        recency.removeAll()
        cachedBytes = 0
    }

    /// Decoded images, most recently drawn first (for tests).
    var decodedKeysByRecency: [ImageKey] {
        recency.orderedKeys.compactMap { if case .decoded(let key) = $0 { key } else { nil } }
    }

    // MARK: - Lookup

    /// The surface to draw `source` into a `width` × `height` pixel target with `contentMode`
    /// and corner `radius` (pixels), decoding and resampling within the frame's budget; nil
    /// when not ready (over budget: `needsFrame` is set) or failed. Marks what it returns as
    /// most recently used. O(1) when cached; otherwise one decode and/or one resample.
    func drawable(for source: ImageSource, width: Int32, height: Int32, contentMode: ContentMode,
                  radius: Double) -> ImageDrawable? {
        guard width > 0, height > 0 else { return nil }
        let key = source.key
        if failures[key] != nil { return nil }
        // The size is known from the decoded image; an evicted image is decoded again.
        let imageSize: (Int32, Int32)
        if let image = decoded[key] {
            imageSize = (image.width, image.height)
        } else if let size = knownSizes[key] {
            imageSize = size
        } else {
            guard let loaded = decode(source) else { return nil }
            imageSize = (loaded.width, loaded.height)
        }
        guard let placement = contentMode.placement(
            imageSize: Size(width: Double(imageSize.0), height: Double(imageSize.1)),
            in: Rect(x: 0, y: 0, width: Double(width), height: Double(height))) else { return nil }
        let destination = Self.snapped(placement.destination)
        guard !destination.isEmpty else { return nil }
        let crop = Self.crop(placement.source, width: imageSize.0, height: imageSize.1)
        let clamped = radius.isFinite && radius > 0 ? min(radius, Double(min(destination.width, destination.height)) / 2) : 0
        let variantKey = VariantKey(image: key, width: destination.width, height: destination.height,
                                    cropX: crop.x, cropY: crop.y, cropWidth: crop.w, cropHeight: crop.h,
                                    quarterRadius: Int32((clamped * 4).rounded()))
        if let variant = variants[variantKey] {
            recency.touch(.variant(variantKey))
            return ImageDrawable(variant: variant, destination: destination, exact: true)
        }
        if variantsThisFrame < variantsPerFrame, let source = decoded[key] ?? decode(source) {
            variantsThisFrame += 1
            recency.touch(.decoded(key))
            if let variant = makeVariant(of: source, key: variantKey) {
                return ImageDrawable(variant: variant, destination: destination, exact: true)
            }
            return nil
        }
        deferredThisFrame = true
        if let staleKey = latestVariant[key], let stale = variants[staleKey] {
            recency.touch(.variant(staleKey))
            return ImageDrawable(variant: stale, destination: destination, exact: false)
        }
        return nil
    }

    /// Sizes of images decoded at least once (kept after eviction so that a cached variant can
    /// be found without decoding again). Bounded: cleared past 65,536 entries.
    private var knownSizes: [ImageKey: (Int32, Int32)] = [:]

    // MARK: - Decoding

    /// Decodes `source` within the budget and caches it; nil when over budget (deferred) or
    /// failed (recorded).
    private func decode(_ source: ImageSource) -> DecodedImage? {
        guard decodesThisFrame < decodesPerFrame else {
            deferredThisFrame = true
            return nil
        }
        decodesThisFrame += 1
        decodeCount += 1
        let key = source.key
        switch ImageDecoder.decode(source) {
        case .failure(let error):
            if failures.count >= 65_536 { failures.removeAll() }
            failures[key] = error.message
            return nil
        case .success(let image):
            if knownSizes.count >= 65_536 { knownSizes.removeAll() }
            knownSizes[key] = (image.width, image.height)
            decoded[key] = image
            cachedBytes += image.bytes
            recency.touch(.decoded(key))
            trim()
            return image
        }
    }

    // MARK: - Variants

    /// Resamples `image`'s crop to the variant's size, masks its corners and caches it.
    /// O(variant pixels + crop pixels).
    private func makeVariant(of image: DecodedImage, key: VariantKey) -> ImageVariant? {
        guard let surface = ImageDecoder.resample(image.surface, cropX: key.cropX, cropY: key.cropY,
                                                  cropWidth: key.cropWidth, cropHeight: key.cropHeight,
                                                  width: key.width, height: key.height,
                                                  radius: Double(key.quarterRadius) / 4) else { return nil }
        let variant = ImageVariant(surface: surface, width: key.width, height: key.height)
        variants[key] = variant
        latestVariant[key.image] = key
        cachedBytes += variant.bytes
        recency.touch(.variant(key))
        trim()
        return variants[key]
    }

    // MARK: - Eviction

    /// Evicts least recently used entries until `cachedBytes ≤ memoryLimit`, keeping at least
    /// the most recent one. O(evicted).
    private func trim() {
        while cachedBytes > memoryLimit, recency.count > 1, let oldest = recency.leastRecent {
            evict(oldest)
        }
    }

    private func evict(_ entry: ImageCacheEntryKey) {
        recency.remove(entry)
        switch entry {
        case .decoded(let key):
            if let image = decoded.removeValue(forKey: key) { cachedBytes -= image.bytes }
        case .variant(let key):
            guard let variant = variants.removeValue(forKey: key) else { return }
            cachedBytes -= variant.bytes
            if latestVariant[key.image] == key { latestVariant[key.image] = nil }
        }
    }

    // MARK: - Geometry

    /// A rectangle in pixels (relative), rounded to whole pixels.
    static func snapped(_ r: Rect) -> PixelRect {
        func pixel(_ v: Double) -> Int32 { Int32(min(max(v, -1_000_000), 1_000_000).rounded()) }
        return PixelRect(x0: pixel(r.minX), y0: pixel(r.minY), x1: pixel(r.maxX), y1: pixel(r.maxY))
    }

    /// `r` rounded to whole source pixels inside a `width` × `height` image, at least 1 × 1.
    static func crop(_ r: Rect, width: Int32, height: Int32) -> (x: Int32, y: Int32, w: Int32, h: Int32) {
        let x0 = min(max(0, Int32(r.minX.rounded())), width - 1)
        let y0 = min(max(0, Int32(r.minY.rounded())), height - 1)
        let x1 = min(max(x0 + 1, Int32(r.maxX.rounded())), width)
        let y1 = min(max(y0 + 1, Int32(r.maxY.rounded())), height)
        return (x0, y0, x1 - x0, y1 - y0)
    }
}
