import Foundation
import MosaicSDL
import MosaicStore

/// HelloContacts figures: CPU time to render 200 and 2,000 cards into an offscreen 1280×800
/// surface with the software renderer; 200 image cells (cached) and one JPEG decode; one move committed with 100,000 contacts (synchronous
/// NORMAL, GRDB's WAL default, and FULL, `--durable`); the checks at open on 100,000 contacts.
enum AppBench {
    static func run(into r: inout BenchResults, quick: Bool, keys: Set<String> = []) {
        runRender(into: &r, quick: quick, keys: keys)
        appFigures(into: &r, quick: quick)
    }

    /// The frame keys, in the order they run (`--key` selects some).
    static let renderKeys = ["frame_200_ms", "frame_2000_ms", "frame_2000_custom_ms", "gtk_frame_200_ms",
                             "text_layout_cached_us"]

    /// The frame keys: 200 and 2,000 cards, owner-drawn cells, scale 2, cached text; only
    /// those in `keys` when it is not empty.
    static func runRender(into r: inout BenchResults, quick: Bool, keys: Set<String> = []) {
        func wanted(_ key: String) -> Bool { keys.isEmpty || keys.contains(key) }
        do {
            if wanted("frame_200_ms") {
                r.set("frame_200_ms", try RenderBenchmark.frameMilliseconds(cards: 200, runs: quick ? 5 : 31))
            }
            if wanted("frame_2000_ms") {
                r.set("frame_2000_ms", try RenderBenchmark.frameMilliseconds(cards: 2000, runs: quick ? 5 : 21))
            }
            if wanted("frame_2000_custom_ms") {
                r.set("frame_2000_custom_ms", try RenderBenchmark.customFrameMilliseconds(cards: 2000, runs: quick ? 5 : 21))
            }
            if wanted("gtk_frame_200_ms") {
                r.set("gtk_frame_200_ms", try RenderBenchmark.frameMilliseconds(cards: 200, runs: quick ? 5 : 31, pixelScale: 2))
            }
            if wanted("text_layout_cached_us") {
                r.set("text_layout_cached_us", try TextBenchmark.cachedDrawMicroseconds(runs: quick ? 5 : 31))
            }
        } catch {
            print("render benchmark failed: \(error)")
        }
    }

    /// Images, the store's move and the checks at open.
    static func appFigures(into r: inout BenchResults, quick: Bool) {
        do {
            let images = try ImageBenchmark.frame(imageCells: 200, runs: quick ? 5 : 31)
            r.set("frame_200_image_ms", images.medianMilliseconds)
            r.set("image_cache_bytes_per_image", images.cachedBytesPerImage)
            r.set("image_decode_ms", try ImageBenchmark.decodeMilliseconds(runs: quick ? 5 : 31))
        } catch {
            print("image benchmark failed: \(error)")
        }
        do {
            let cost = try StoreBenchmark.moveCost(contactCount: 100_000, moves: quick ? 11 : 51,
                                                   directory: FileManager.default.temporaryDirectory.path)
            r.set("store_move_ms", cost.medianMilliseconds)
            r.set("store_move_rows", Double(cost.rowsWritten))
            let durable = try StoreBenchmark.moveCost(contactCount: 100_000, moves: quick ? 11 : 51,
                                                      directory: FileManager.default.temporaryDirectory.path,
                                                      durable: true)
            r.set("store_move_durable_ms", durable.medianMilliseconds)
            let checks = try StoreBenchmark.openCheckCost(contactCount: 100_000, runs: quick ? 3 : 7,
                                                          directory: FileManager.default.temporaryDirectory.path)
            r.set("store_quick_check_100k_ms", checks.quickCheck)
            r.set("store_integrity_check_100k_ms", checks.integrityCheck)
            r.set("store_open_100k_ms", checks.open)
        } catch {
            print("store benchmark failed: \(error)")
        }
    }
}
