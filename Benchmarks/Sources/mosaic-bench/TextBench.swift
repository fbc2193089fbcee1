import MosaicCore
import MosaicSDL

/// What drawing shaped text costs once it is cached: a name in a card's label box, drawn by the
/// cairo renderer from its `TextLayoutCache` (no shaping) into a 2× image.
enum TextBenchmark {
    /// The median, over `runs` batches of 200 draws, of one draw of an already-shaped name in
    /// microseconds (this thread's CPU time).
    /// - Throws: `SDLError` for runs outside 1…100000, or when the image cannot be made, or when
    ///   a draw shaped text again (the cache missed).
    static func cachedDrawMicroseconds(runs: Int) throws(SDLError) -> Double {
        guard (1...100_000).contains(runs) else {
            throw SDLError(message: "text benchmark runs \(runs): expected 1…100000")
        }
        let offscreen = try OffscreenRenderer(size: Size(width: 400, height: 200), pixelScale: 2)
        offscreen.beginFrame()
        defer { offscreen.renderer.end() }
        let context = offscreen.renderer.context(for: Rect(x: 0, y: 0, width: 400, height: 200))
        let box = Rect(x: 20, y: 20, width: 120, height: 36)
        let name = "Margaret Hamilton"
        context.drawText(name, in: box, size: 13, lines: 2, alignment: .center, placement: .top)
        let shaped = offscreen.renderer.text.shapeCount
        let batch = 200
        let ms = RenderBenchmark.medianCPUMilliseconds(runs: runs) {
            for _ in 0..<batch { context.drawText(name, in: box, size: 13, lines: 2, alignment: .center, placement: .top) }
        }
        guard offscreen.renderer.text.shapeCount == shaped else {
            throw SDLError(message: "text benchmark: the name was shaped again (cache miss); expected every draw from the cache")
        }
        return ms * 1000 / Double(batch)
    }
}
