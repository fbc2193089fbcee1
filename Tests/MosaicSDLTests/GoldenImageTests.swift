import Foundation
import MosaicCore
import MosaicView
import Testing
@testable import MosaicSDL

/// Renders fixed states offscreen and compares them with `Golden/*.png`.
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

    @Test func browse() throws {
        try check("browse", list: Fixtures.browse(), bar: Fixtures.bar())
    }

    @Test func editModeMoving() throws {
        try check("edit-moving", list: Fixtures.editMoving(), bar: Fixtures.bar(mode: .edit))
    }

    @Test func exchangeWithSnapshotAndDimmedItem() throws {
        try check("exchange", list: Fixtures.exchanging(), bar: Fixtures.bar(mode: .exchange))
    }

    @Test func confirmationDialog() throws {
        let (list, geometry) = Fixtures.dialog()
        try check("dialog", list: list, bar: Fixtures.bar(), geometry: geometry)
    }

    @Test func contextMenuWithHoverAndHint() throws {
        var bar = Fixtures.bar()
        bar.hint = "Click to select, right-click or hold to delete"
        try check("context-menu", list: Fixtures.contextMenu(), bar: bar)
    }

    @Test func undoToast() throws {
        var bar = Fixtures.bar(mode: .edit)
        bar.hint = "Long press or drag to reorder"
        try check("undo-toast", list: Fixtures.undoToast(), bar: bar)
    }

    @Test func dialogAboutSeveralHighlightsThem() throws {
        let (list, geometry) = Fixtures.dialogAboutSeveral()
        try check("dialog-several", list: list, bar: Fixtures.bar(), geometry: geometry)
    }

    @Test func waterfallVariableHeights() throws {
        try check("waterfall", list: Fixtures.waterfall(), bar: Fixtures.bar(layout: "Waterfall"))
    }

    @Test func hiDPIBrowse() throws {
        try check("browse-2x", list: Fixtures.browse(), bar: Fixtures.bar(), pixelScale: 2)
    }

    func check(_ name: String, list: DisplayList<String>, bar: TopBar, geometry: DialogGeometry? = nil,
               pixelScale: Double = 1) throws {
        let offscreen = try OffscreenRenderer(size: Fixtures.surface, pixelScale: pixelScale)
        offscreen.render(list: list, topBar: bar, dialogGeometry: geometry)
        try Self.compare(offscreen, with: name)
    }

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
