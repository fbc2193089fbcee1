import Foundation
import MosaicCore
import Testing
@testable import MosaicCairo
@testable import MosaicSDL

/// Images drawn into an offscreen renderer: decoding, the budget, the LRU bound, failures and
/// pixels. SDL is single-threaded: `@MainActor`, serialized.
@Suite(.serialized) @MainActor
struct ImageCacheTests {
    static let size = Size(width: 400, height: 200)
    static let background: [Int] = [242, 242, 247]
    static let placeholder: [Int] = [209, 209, 214]

    func rgb(_ image: RGBImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image[x, y] else { return [] }
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// A solid-color PNG.
    func solid(_ color: UInt32, width: Int32 = 32, height: Int32 = 32) throws -> [UInt8] {
        try TestImages.encode(width: width, height: height, jpeg: false) { _, _ in color }
    }

    /// A 200 × 100 PNG: red left quarter, green middle half, blue right quarter.
    func stripes() throws -> [UInt8] {
        try TestImages.encode(width: 200, height: 100, jpeg: false) { x, _ in
            x < 50 ? 0xFF0000 : (x < 150 ? 0x00FF00 : 0x0000FF)
        }
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func pngAndJPEGFromMemoryAndFilesDecodeAtTheirSize() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        let png = try TestImages.testImage(width: 40, height: 24, seed: 1, jpeg: false)
        let jpeg = try TestImages.testImage(width: 48, height: 30, seed: 2, jpeg: true)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8])
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pngPath = directory.appendingPathComponent("a.png").path
        let jpegPath = directory.appendingPathComponent("b.jpg").path
        try Data(png).write(to: URL(fileURLWithPath: pngPath))
        try Data(jpeg).write(to: URL(fileURLWithPath: jpegPath))
        let sources: [(ImageSource, Int, Int)] = [
            (.data(key: "png", bytes: png), 40, 24), (.data(key: "jpeg", bytes: jpeg), 48, 30),
            (.file(path: pngPath), 40, 24), (.file(path: jpegPath), 48, 30),
        ]
        offscreen.beginFrame()
        for (i, (source, _, _)) in sources.enumerated() {
            #expect(r.drawImage(source, in: Rect(x: Double(i) * 60, y: 0, width: 50, height: 50)))
        }
        for (source, w, h) in sources {
            let size = try #require(r.images.pixelSize(of: source))
            #expect(size == (w, h))
            #expect(r.images.failure(for: source) == nil)
        }
        #expect(r.images.count == 4)
        #expect(r.images.cachedBytes == 2 * (40 * 24 + 48 * 30) * 4 + 4 * 50 * 50 * 4)
        #expect(!r.images.needsFrame)
    }

    @Test func brokenImagesFailOnceAndDrawThePlaceholder() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let garbagePath = directory.appendingPathComponent("broken.png").path
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: garbagePath))
        let broken: [ImageSource] = [
            .file(path: directory.appendingPathComponent("missing.png").path),
            .file(path: garbagePath),
            .data(key: "garbage", bytes: [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]),
            .data(key: "empty", bytes: []),
        ]
        for frame in 0..<3 {
            offscreen.beginFrame()
            for (i, source) in broken.enumerated() {
                #expect(!r.drawImage(source, in: Rect(x: Double(i) * 100 + 10, y: 10, width: 80, height: 80)))
            }
            r.end()
            #expect(r.images.decodeCount == broken.count, "frame \(frame): each tried once, never retried")
        }
        for source in broken {
            let reason = try #require(r.images.failure(for: source))
            #expect(!reason.isEmpty)
        }
        #expect(r.images.count == 0 && r.images.cachedBytes == 0)
        #expect(!r.images.needsFrame)
        let image = offscreen.image()
        for i in 0..<broken.count { #expect(rgb(image, i * 100 + 50, 50) == Self.placeholder) }
        #expect(rgb(image, 5, 5) == Self.background)
    }

    @Test func budgetDrawsTwoThenFillsIn() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        r.images.decodesPerFrame = 2
        let sources = try (0..<5).map { i in ImageSource.data(key: "solid-\(i)", bytes: try solid(0x102030)) }
        func frame() -> (drawn: [Bool], image: RGBImage) {
            offscreen.beginFrame()
            let drawn = sources.enumerated().map { i, source in
                r.drawImage(source, in: Rect(x: Double(i) * 60 + 10, y: 10, width: 50, height: 50))
            }
            return (drawn, offscreen.image())
        }
        let first = frame()
        #expect(first.drawn == [true, true, false, false, false])
        #expect(r.images.needsFrame && r.images.hasPendingDecodes)
        for i in 0..<5 { #expect(rgb(first.image, i * 60 + 35, 35) == (i < 2 ? [16, 32, 48] : Self.placeholder)) }
        let second = frame()
        #expect(second.drawn == [true, true, true, true, false])
        #expect(r.images.needsFrame)
        let third = frame()
        #expect(third.drawn == [true, true, true, true, true])
        #expect(!r.images.needsFrame)
        for i in 0..<5 { #expect(rgb(third.image, i * 60 + 35, 35) == [16, 32, 48]) }
        #expect(r.images.decodeCount == 5)
    }

    @Test func leastRecentlyDrawnIsEvictedFirstAndTheBoundHolds() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        // A 32 × 32 image drawn at 32 × 32 costs its decoded copy and its drawn copy: 2 × 4 KiB.
        r.images.memoryLimit = 3 * 4096
        let a = ImageSource.data(key: "a", bytes: try solid(0xFF0000))
        let b = ImageSource.data(key: "b", bytes: try solid(0x00FF00))
        let c = ImageSource.data(key: "c", bytes: try solid(0x0000FF))
        let d = ImageSource.data(key: "d", bytes: try solid(0xFFFF00))
        func draw(_ source: ImageSource) {
            offscreen.beginFrame()
            #expect(r.drawImage(source, in: Rect(x: 10, y: 10, width: 32, height: 32)))
            #expect(r.images.cachedBytes <= r.images.memoryLimit)
        }
        for source in [a, b, c, b, d] { draw(source) }
        #expect(r.images.decodeCount == 4)
        // b was drawn after c: c is the one gone; b is drawn without decoding.
        draw(b)
        #expect(r.images.decodeCount == 4)
        draw(c)
        #expect(r.images.decodeCount == 5)
        // Lowering the limit evicts at once.
        r.images.memoryLimit = 4096
        #expect(r.images.cachedBytes <= 4096)
        #expect(r.images.decodedKeysByRecency.count + r.images.variantCount == 1)
    }

    @Test func aspectFillCropsTheSidesAndACircleLeavesTheCorners() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        let source = ImageSource.data(key: "stripes", bytes: try stripes())
        offscreen.beginFrame()
        #expect(r.drawImage(source, in: Rect(x: 20, y: 20, width: 100, height: 100), contentMode: .aspectFill))
        #expect(r.drawImage(source, in: Rect(x: 140, y: 20, width: 100, height: 100), contentMode: .aspectFit))
        #expect(r.drawImage(source, in: Rect(x: 260, y: 20, width: 100, height: 100), cornerRadius: 50))
        let image = offscreen.image()
        // Fill: only the green middle shows, edge to edge.
        for (x, y) in [(20, 20), (119, 20), (20, 119), (119, 119), (70, 70), (21, 70), (118, 70)] {
            #expect(rgb(image, x, y) == [0, 255, 0], "fill (\(x), \(y))")
        }
        #expect(rgb(image, 19, 70) == Self.background && rgb(image, 120, 70) == Self.background)
        // Fit: the whole image, letterboxed: red left, blue right, background above and below.
        #expect(rgb(image, 141, 70) == [255, 0, 0])
        #expect(rgb(image, 238, 70) == [0, 0, 255])
        #expect(rgb(image, 190, 70) == [0, 255, 0])
        #expect(rgb(image, 190, 30) == Self.background && rgb(image, 190, 110) == Self.background)
        // Circle: corners keep the background; the middle and the edge midpoints are green.
        for (x, y) in [(260, 20), (359, 20), (260, 119), (359, 119), (266, 26), (353, 113)] {
            #expect(rgb(image, x, y) == Self.background, "corner (\(x), \(y))")
        }
        for (x, y) in [(310, 70), (261, 70), (358, 70), (310, 21), (310, 118)] {
            #expect(rgb(image, x, y) == [0, 255, 0], "inside (\(x), \(y))")
        }
    }

    @Test func placeholderIsClippedAndOutsideImagesAreNotDecoded() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        let source = ImageSource.data(key: "far", bytes: try solid(0x00FF00))
        offscreen.beginFrame()
        #expect(!r.drawImage(source, in: Rect(x: 1000, y: 10, width: 50, height: 50)))
        #expect(r.images.decodeCount == 0 && !r.images.needsFrame)
        // Half outside the surface: drawn, clipped.
        #expect(r.drawImage(source, in: Rect(x: 380, y: 10, width: 40, height: 40)))
        #expect(rgb(offscreen.image(), 399, 20) == [0, 255, 0])
        // Emptying frees every image; drawing outside a frame does nothing.
        r.end()
        r.images.removeAll()
        #expect(r.images.count == 0 && r.images.cachedBytes == 0)
        #expect(!r.drawImage(source, in: Rect(x: 10, y: 10, width: 50, height: 50)))
    }

    @Test func aNewSizeOverBudgetDrawsTheOldSizeScaled() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        r.images.variantsPerFrame = 1
        let a = ImageSource.data(key: "a", bytes: try solid(0x00FF00))
        let b = ImageSource.data(key: "b", bytes: try solid(0x0000FF))
        offscreen.beginFrame()
        #expect(r.drawImage(a, in: Rect(x: 10, y: 10, width: 50, height: 50)))
        offscreen.beginFrame()
        #expect(r.drawImage(b, in: Rect(x: 200, y: 10, width: 40, height: 40)))
        #expect(r.drawImage(a, in: Rect(x: 10, y: 10, width: 80, height: 80)), "the 50-pixel copy, scaled")
        #expect(r.images.needsFrame)
        #expect(rgb(offscreen.image(), 85, 85) == [0, 255, 0])
        #expect(r.images.variantCount == 2)
        offscreen.beginFrame()
        #expect(r.drawImage(a, in: Rect(x: 10, y: 10, width: 80, height: 80)))
        #expect(!r.images.needsFrame)
        #expect(r.images.variantCount == 3)
        #expect(r.images.decodeCount == 2)
    }

    /// What the benchmark's image frame relies on: distinct images decoded once (budget lifted)
    /// are all drawn from the cache in the next frame, each held decoded plus its drawn size.
    @Test func aFrameOfCachedImagesDrawsEveryOneFromTheCache() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        let sources = try (0..<20).map { i in
            ImageSource.data(key: "cached-\(i)", bytes: try TestImages.testImage(width: 256, height: 256, seed: i, jpeg: true))
        }
        let frames = (0..<20).map { i in Rect(x: Double(i % 5) * 60 + 5, y: Double(i / 5) * 48 + 5, width: 56, height: 44) }
        r.images.decodesPerFrame = 20
        r.images.variantsPerFrame = 20
        func draw() -> Int {
            offscreen.beginFrame()
            defer { r.end() }
            return zip(sources, frames).filter { r.drawImage($0, in: $1, cornerRadius: 6) }.count
        }
        #expect(draw() == 20)
        let decodes = r.images.decodeCount
        #expect(draw() == 20, "every image drawn from the cache")
        #expect(r.images.decodeCount == decodes, "no image decoded again")
        let perImage = Double(r.images.cachedBytes) / 20
        #expect(perImage > 256 * 256 * 4 && perImage < 2 * 256 * 256 * 4,
                "\(perImage) bytes per image: expected the decoded 256 KiB plus its drawn size")
    }

    @Test func encodedPNGRoundTripsAndBadInputsThrow() throws {
        var pixels: [UInt8] = []
        for i in 0..<(7 * 5) { pixels += [UInt8(i * 7), UInt8(255 - i), UInt8(i % 3 * 100)] }
        let image = RGBImage(width: 7, height: 5, pixels: pixels)
        let png = try image.encoded(as: .png)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let jpeg = try image.encoded(as: .jpeg(quality: 80))
        #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8])
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("round.png").path
        try Data(png).write(to: URL(fileURLWithPath: path))
        #expect(try RGBImage.load(path: path) == image)
        #expect(throws: SDLError.self) { try RGBImage(width: 2, height: 2, pixels: [1, 2, 3]).encoded(as: .png) }
        #expect(throws: SDLError.self) { try RGBImage(width: 0, height: 0, pixels: []).encoded(as: .png) }
        #expect(throws: SDLError.self) { try image.encoded(as: .jpeg(quality: 0)) }
        #expect(throws: SDLError.self) { try TestImages.testImage(width: 0, height: 10, seed: 0, jpeg: true) }
    }

    @Test func downscalingAveragesInsteadOfAliasing() throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        let r = offscreen.renderer
        let checker = try TestImages.encode(width: 64, height: 64, jpeg: false) { x, y in
            (x + y) % 2 == 0 ? 0xFFFFFF : 0x000000
        }
        let source = ImageSource.data(key: "checker", bytes: checker)
        offscreen.beginFrame()
        #expect(r.drawImage(source, in: Rect(x: 10, y: 10, width: 32, height: 32)))
        #expect(r.drawImage(source, in: Rect(x: 60, y: 10, width: 16, height: 16)))
        let image = offscreen.image()
        for (x, y) in [(10, 10), (25, 26), (41, 41), (60, 10), (67, 18), (75, 24)] {
            #expect(rgb(image, x, y).allSatisfy { abs($0 - 128) <= 1 }, "(\(x), \(y)): \(rgb(image, x, y))")
        }
    }

    @Test func drawsInPixelsAtAPixelScaleOfTwo() throws {
        let offscreen = try OffscreenRenderer(size: Size(width: 100, height: 100), pixelScale: 2)
        let r = offscreen.renderer
        let source = ImageSource.data(key: "green", bytes: try solid(0x00FF00, width: 10, height: 10))
        offscreen.beginFrame()
        #expect(r.drawImage(source, in: Rect(x: 10, y: 10, width: 20, height: 20)))
        let image = offscreen.image()
        #expect(image.width == 200)
        // Points 10…30 are pixels 20…60, drawn from a 40 × 40 copy.
        #expect(rgb(image, 20, 20) == [0, 255, 0] && rgb(image, 59, 59) == [0, 255, 0])
        #expect(rgb(image, 19, 30) == Self.background && rgb(image, 60, 30) == Self.background)
        #expect(r.images.cachedBytes == (10 * 10 + 40 * 40) * 4)
    }
}
