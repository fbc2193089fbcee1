import Foundation
import MosaicCore
import MosaicView
import Testing
@testable import MosaicSDL

/// Compares offscreen renderings with `Golden/*.png` (the cell contents' states:
/// `ContentGoldenTests`; the window states under the apps' top bar are AppChrome's
/// `TopBarGoldenTests`).
///
/// Pixels are bit-identical across runs with the same Debian packages (cairo 1.16, Pango 1.50,
/// DejaVu); the comparison still allows ≤ 0.5% of pixels to differ by more than 8 in a
/// channel. A missing or different golden fails, naming the file; with `MOSAIC_UPDATE_GOLDEN=1`
/// the golden is (re)written instead. The actual image of a failure is written to the
/// temporary directory for inspection.
@Suite(.serialized) @MainActor
struct GoldenImageTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Compares what `offscreen` shows with `Golden/NAME.png` (or writes it with
    /// `MOSAIC_UPDATE_GOLDEN=1`); records an issue naming both files when they differ.
    static func compare(_ offscreen: OffscreenRenderer, with name: String) throws {
        let actual = offscreen.image()
        let golden = goldenDirectory.appendingPathComponent("\(name).png")
        let update = ProcessInfo.processInfo.environment["MOSAIC_UPDATE_GOLDEN"] == "1"
        if update {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try offscreen.savePNG(path: golden.path)
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            Issue.record("""
                Missing golden image \(golden.path). Look at the rendering, then regenerate with:
                MOSAIC_UPDATE_GOLDEN=1 swift test --filter MosaicSDLTests
                """)
            return
        }
        let expected = try RGBImage.load(path: golden.path)
        let differing = actual.countDifferingPixels(from: expected, tolerance: 8)
        let allowed = actual.width * actual.height / 200
        guard let differing, differing <= allowed else {
            let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(name)-actual.png").path
            try? offscreen.savePNG(path: actualPath)
            Issue.record("""
                \(name): \(differing.map { "\($0) pixels differ (allowed \(allowed))" } ?? "size differs") from \
                \(golden.path); actual image written to \(actualPath). If the change is intended, regenerate with \
                MOSAIC_UPDATE_GOLDEN=1 swift test --filter MosaicSDLTests
                """)
            return
        }
    }
}
