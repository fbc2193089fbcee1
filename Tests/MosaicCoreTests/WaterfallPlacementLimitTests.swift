import Testing
import MosaicTesting
@testable import MosaicCore

/// A placement limit (used during live drags) places only down to a y, leaves the rest for
/// later, and completing it gives exactly the full layout.
@Suite struct WaterfallPlacementLimitTests {
    func heights(_ n: Int, seed: UInt64) -> [Double] {
        var rng = SplitMix64(seed: seed)
        return (0..<n).map { _ in Double(50 + rng.next(below: 201)) }
    }

    @Test(arguments: [1, 2, 3])
    func limitedEditsMatchAFullLayoutAboveTheLimitAndAfterCompletion(seed: UInt64) throws {
        let h = heights(20_000, seed: seed)
        var limited = try WaterfallLayout(itemHeights: [h], columnCount: 4, spacing: 10,
                                          containerSize: Size(width: 1280, height: 800))
        var full = limited
        limited.setPlacementLimit(3_000)
        let before = limited.placementsPerformed
        var rng = SplitMix64(seed: seed &+ 99)
        for _ in 0..<20 {
            let a = rng.next(below: 40), b = rng.next(below: 40)
            try limited.moveItem(from: ItemPath(0, a), to: ItemPath(0, b))
            try full.moveItem(from: ItemPath(0, a), to: ItemPath(0, b))
        }
        // 20 edits placed only the items down to y ≈ 3,000 (about 100 each), not 20 × 20,000.
        #expect(limited.placementsPerformed - before < 20 * 400, "seed \(seed): \(limited.placementsPerformed - before)")
        #expect(!limited.isPlacementComplete)
        let rect = Rect(x: 0, y: 0, width: 1280, height: 2_500)
        let sort: (LayoutAttributes, LayoutAttributes) -> Bool = { $0.path < $1.path }
        #expect(limited.attributes(in: rect).sorted(by: sort) == full.attributes(in: rect).sorted(by: sort), "seed \(seed)")
        limited.setPlacementLimit(nil)
        #expect(limited.isPlacementComplete)
        #expect(limited.contentSize == full.contentSize)
        let all = Rect(x: 0, y: 0, width: 1280, height: full.contentSize.height)
        #expect(limited.attributes(in: all).sorted(by: sort) == full.attributes(in: all).sorted(by: sort), "seed \(seed)")
    }

    @Test func raisingTheLimitContinuesThePlacement() throws {
        var layout = try WaterfallLayout(itemHeights: [heights(5_000, seed: 5)], columnCount: 3, spacing: 8,
                                         containerSize: Size(width: 900, height: 600))
        let full = layout
        layout.setPlacementLimit(1_000)
        try layout.moveItem(from: ItemPath(0, 0), to: ItemPath(0, 3))
        var reference = full
        try reference.moveItem(from: ItemPath(0, 0), to: ItemPath(0, 3))
        layout.setPlacementLimit(20_000)
        let rect = Rect(x: 0, y: 15_000, width: 900, height: 4_000)
        let sort: (LayoutAttributes, LayoutAttributes) -> Bool = { $0.path < $1.path }
        #expect(layout.attributes(in: rect).sorted(by: sort) == reference.attributes(in: rect).sorted(by: sort))
    }
}
