import MosaicCore
import MosaicSDL
import MosaicView

/// Image figures: a frame of image cells whose images are already cached, one decode, and the
/// bytes the cache holds per image; and the synthetic PNG/JPEG images they (and the tests) use,
/// encoded in memory with `RGBImage.encoded(as:)` (no files, no network).
enum ImageBenchmark {
    /// The side of the benchmark's square images, in pixels.
    static let imageSide: Int32 = 256

    /// What `frame(imageCells:runs:)` measured.
    struct FrameResult: Sendable {
        /// The median CPU time of one frame, in milliseconds.
        var medianMilliseconds: Double
        /// `ImageCache.cachedBytes` after the warm-up frame, divided by the number of images.
        var cachedBytesPerImage: Double
        /// How many cells drew their image (not the placeholder) in the last measured frame.
        var imagesDrawn: Int
    }

    /// `imageCells` cells, each showing a distinct 256 × 256 JPEG (aspect fill, rounded corners
    /// as the cards have), in `RenderBenchmark.syntheticList`'s grid on a 1280 × 800 offscreen
    /// surface: the median CPU time of a frame (clear, draw every cell, execute) over `runs`
    /// frames, after warm-up frames that decode and cache every image (the budget is lifted
    /// for them). Call from one thread at a time.
    /// - Throws: `SDLError` for counts outside 1…2000 cells or 1…100000 runs, when SDL
    ///   cannot create the surface or encode the images, or when a measured frame did not draw
    ///   every image from the cache.
    static func frame(imageCells: Int, runs: Int) throws(SDLError) -> FrameResult {
        guard (1...2000).contains(imageCells), (1...100_000).contains(runs) else {
            throw SDLError(message: "image benchmark cells \(imageCells), runs \(runs): expected 1…2000 and 1…100000")
        }
        let offscreen = try OffscreenRenderer(size: RenderBenchmark.surfaceSize)
        let renderer = offscreen.renderer
        let frames = RenderBenchmark.syntheticList(cards: imageCells, viewport: RenderBenchmark.surfaceSize)
            .cells.map(\.frame)
        var sources: [ImageSource] = []
        for i in 0..<imageCells {
            sources.append(.data(key: "bench-\(i)", bytes: try testImage(width: imageSide, height: imageSide,
                                                                         seed: i, jpeg: true)))
        }
        // The cards' corner radius at that size (as the renderer's card metrics round it).
        let shorter = min(frames.first?.size.width ?? 0, frames.first?.size.height ?? 0)
        let radius = min(12, max(2, shorter * 0.14))
        var drawn = 0
        func draw() {
            offscreen.beginFrame()
            drawn = 0
            for (source, frame) in zip(sources, frames)
            where renderer.drawImage(source, in: frame, cornerRadius: radius) { drawn += 1 }
            renderer.end()
        }
        renderer.images.decodesPerFrame = imageCells
        renderer.images.variantsPerFrame = imageCells
        draw()
        draw()
        let bytesPerImage = Double(renderer.images.cachedBytes) / Double(imageCells)
        renderer.images.decodesPerFrame = ImageCache.defaultDecodesPerFrame
        renderer.images.variantsPerFrame = ImageCache.defaultVariantsPerFrame
        let median = RenderBenchmark.medianCPUMilliseconds(runs: runs, draw)
        guard drawn == imageCells else {
            throw SDLError(message: "image benchmark: \(drawn) of \(imageCells) images drawn from the cache")
        }
        return FrameResult(medianMilliseconds: median, cachedBytesPerImage: bytesPerImage, imagesDrawn: drawn)
    }

    /// The median CPU time, in milliseconds over `runs`, to decode one 256 × 256 JPEG from
    /// memory into the cache and draw it once at its own size (decode, ARGB8888 conversion,
    /// texture upload, one copy), the cache emptied before each run.
    /// - Throws: `SDLError` for runs outside 1…100000, or when SDL fails.
    static func decodeMilliseconds(runs: Int) throws(SDLError) -> Double {
        guard (1...100_000).contains(runs) else {
            throw SDLError(message: "image decode benchmark runs \(runs): expected 1…100000")
        }
        let offscreen = try OffscreenRenderer(size: RenderBenchmark.surfaceSize)
        let renderer = offscreen.renderer
        let source = ImageSource.data(key: "decode", bytes: try testImage(width: imageSide, height: imageSide,
                                                                          seed: 7, jpeg: true))
        let rect = Rect(x: 10, y: 10, width: Double(imageSide), height: Double(imageSide))
        var failed = false
        let median = RenderBenchmark.medianCPUMilliseconds(runs: runs, prepare: {
            renderer.images.removeAll()
            offscreen.beginFrame()
        }, {
            if !renderer.drawImage(source, in: rect) { failed = true }
            renderer.end()
        })
        if failed { throw SDLError(message: "image decode benchmark: \(renderer.images.failure(for: source) ?? "not drawn")") }
        return median
    }

    /// A `width` × `height` test image encoded as JPEG (quality 90) or PNG: a diagonal gradient
    /// whose hue depends on `seed`, so every seed gives a distinct image.
    /// - Throws: `SDLError` when the size is outside 1…4096 or SDL2_image cannot encode.
    static func testImage(width: Int32, height: Int32, seed: Int, jpeg: Bool) throws(SDLError) -> [UInt8] {
        guard (1...4096).contains(width), (1...4096).contains(height) else {
            throw SDLError(message: "test image \(width)×\(height): expected 1…4096 pixels a side")
        }
        let hue = UInt32(truncatingIfNeeded: seed &* 47) & 0xFF
        var pixels: [UInt8] = []
        pixels.reserveCapacity(Int(width) * Int(height) * 3)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32(x * 255 / max(1, width - 1)), g = UInt32(y * 255 / max(1, height - 1))
                pixels += [UInt8(r), UInt8(g), UInt8((hue + r / 2) & 0xFF)]
            }
        }
        return try RGBImage(width: Int(width), height: Int(height), pixels: pixels).encoded(as: jpeg ? .jpeg(quality: 90) : .png)
    }
}
