import Testing
import MosaicAnimation
import MosaicCore
import MosaicTesting
@testable import MosaicView

// A resize, a maximise, a layout switch keep the first fully visible item where it was in the
// viewport (UIKit keeps contentOffset relative to an item), clamped at the content's end.
// Geometry: EngineHarness' flow, 100×100 items, spacing 10 (rows every 110 points).

/// Where `item` is drawn in the viewport now (layout frame − content offset).
private func viewportFrame(_ view: CollectionView<Int, String>, _ item: String) -> Rect? {
    guard let path = view.snapshot.path(of: item), let f = view.layout.attributesForItem(at: path)?.frame else { return nil }
    return f.offsetBy(dx: -view.contentOffset.x, dy: -view.contentOffset.y)
}

/// True when a fully visible cell lies above `item` (so `item` is not the first fully visible).
private func someFullyVisibleItemAbove(_ view: CollectionView<Int, String>, _ item: String) -> String? {
    guard let mine = viewportFrame(view, item) else { return nil }
    let visible = view.visibleRect
    for attrs in view.layout.attributes(in: visible) where attrs.kind == .cell {
        let f = attrs.frame
        guard f.minY >= visible.minY, f.maxY <= visible.maxY, f.minX >= visible.minX, f.maxX <= visible.maxX else { continue }
        if f.minY - view.contentOffset.y < mine.minY - 1e-9 { return view.snapshot[attrs.path] }
    }
    return nil
}

@Suite("Engine: the first fully visible item is the anchor of resizes and layout switches")
struct EngineAnchorTests {
    @Test("A maximise with 50,000 items keeps the first fully visible item first, at the same place")
    func maximiseKeepsFirstVisibleItem() throws {
        let h = try EngineHarness(sections: [engineItemNames(50_000)])
        // Rows every 110 points, 4 per row at width 500: row 2001 starts at 220,110.
        h.view.setContentOffset(Point(x: 0, y: 220_110 - 73))
        let before = try #require(h.view.firstVisibleAnchor)
        #expect(before.path == ItemPath(0, 8004), "expected the first item of row 2001 to be the first fully visible, got \(before.path)")
        #expect(before.offset == Point(x: 0, y: 73))
        h.view.setViewportSize(Size(width: 1600, height: 1000))   // 14 per row now
        let after = try #require(viewportFrame(h.view, before.item))
        #expect(after.minY == 73, "the anchor \(before.item) moved to y=\(after.minY) in the viewport; expected 73")
        #expect(after.maxY <= 1000)
        #expect(someFullyVisibleItemAbove(h.view, before.item) == nil,
                "a fully visible item lies above the anchor: \(someFullyVisibleItemAbove(h.view, before.item) ?? "")")
        // And back: the same content offset as before the maximise.
        h.view.setViewportSize(Size(width: 500, height: 600))
        #expect(h.view.contentOffset == Point(x: 0, y: 220_110 - 73),
                "restoring the size should bring back offset \(220_110 - 73), got \(h.view.contentOffset.y)")
    }

    @Test("At the content's end the offset is clamped, and growing back restores the anchor")
    func clampedAtTheEnd() throws {
        let h = try EngineHarness(sections: [engineItemNames(100)])   // 25 rows: content 2740 high
        h.view.setContentOffset(Point(x: 0, y: 2_000))
        let anchor = try #require(h.view.firstVisibleAnchor)
        h.view.setViewportSize(Size(width: 500, height: 1_500))
        #expect(h.view.contentOffset == h.view.maximumContentOffset,
                "a taller viewport near the end should clamp to the end, offset \(h.view.contentOffset) max \(h.view.maximumContentOffset)")
        let clamped = try #require(viewportFrame(h.view, anchor.item))
        #expect(clamped.minY > anchor.offset.y, "clamped: the anchor shows lower than before, not above")
        h.view.setViewportSize(Size(width: 500, height: 600))
        #expect(viewportFrame(h.view, anchor.item)?.minY == anchor.offset.y,
                "shrinking back should put \(anchor.item) at y=\(anchor.offset.y) again")
    }

    @Test("Dragging a window edge through many sizes does not drift")
    func noDriftOverManySizes() throws {
        let h = try EngineHarness(sections: [engineItemNames(5_000)])
        h.view.setContentOffset(Point(x: 0, y: 33_000 + 41))
        let anchor = try #require(h.view.firstVisibleAnchor)
        for width in stride(from: 500.0, through: 1_300, by: 7) { h.view.setViewportSize(Size(width: width, height: 600)) }
        for width in stride(from: 1_300.0, through: 230, by: -11) { h.view.setViewportSize(Size(width: width, height: 600)) }
        h.view.setViewportSize(Size(width: 500, height: 600))
        #expect(h.view.contentOffset.y == 33_041, "after a round trip of sizes the offset is \(h.view.contentOffset.y), expected 33041")
        #expect(h.view.firstVisibleAnchor == anchor)
    }

    @Test("A scroll between two resizes takes the new first visible item")
    func scrollingTakesANewAnchor() throws {
        let h = try EngineHarness(sections: [engineItemNames(1_000)])
        h.view.setContentOffset(Point(x: 0, y: 1_100))
        h.view.setViewportSize(Size(width: 800, height: 600))
        h.wheel(dy: 300, at: 0.1)
        let anchor = try #require(h.view.firstVisibleAnchor)
        h.view.setViewportSize(Size(width: 1_200, height: 700))
        #expect(viewportFrame(h.view, anchor.item)?.minY == anchor.offset.y)
    }

    @Test("A layout switch keeps the anchor and animates the cells from where they were on screen")
    func layoutSwitchKeepsAnchor() throws {
        let names = engineItemNames(2_000)
        let h = try EngineHarness(sections: [names])
        h.view.setContentOffset(Point(x: 0, y: 50_000 + 20))
        let anchor = try #require(h.view.firstVisibleAnchor)
        let shownBefore = Dictionary(uniqueKeysWithValues: h.view.displayList().cells.map { ($0.id, $0.frame) })
        let heights = (0..<names.count).map { Double(60 + ($0 * 37) % 150) }
        let waterfall = try WaterfallLayout(itemHeights: [heights], columnCount: 3, spacing: 10, containerSize: h.view.viewportSize)
        h.view.setLayout(AnyLayout(waterfall), animated: true)
        #expect(viewportFrame(h.view, anchor.item)?.minY == anchor.offset.y,
                "the anchor \(anchor.item) should stay at y=\(anchor.offset.y), is at \(viewportFrame(h.view, anchor.item)?.minY ?? .nan)")
        // The first frame of the animation shows every cell that stayed on screen where it was.
        let first = h.view.displayList()
        let stayed = first.cells.filter { shownBefore[$0.id] != nil }
        #expect(!stayed.isEmpty)
        for cell in stayed {
            #expect(cell.frame == shownBefore[cell.id], "\(cell.id) jumped from \(shownBefore[cell.id]!) to \(cell.frame) at the switch")
        }
        h.advance(to: 2)
        let settled = h.view.displayList()
        let anchorCell = try #require(settled.cells.first { $0.id == anchor.item })
        #expect(anchorCell.frame.minY == anchor.offset.y)
    }

    @Test("A waterfall column count change keeps the anchor")
    func columnCountKeepsAnchor() throws {
        let names = engineItemNames(600)
        let heights = (0..<names.count).map { Double(50 + ($0 * 53) % 200) }
        let h = try EngineHarness(sections: [names], waterfallHeights: [heights], columns: 3)
        h.view.setContentOffset(Point(x: 0, y: 9_000))
        let anchor = try #require(h.view.firstVisibleAnchor)
        h.view.setColumnCount(5, animated: false)
        #expect(viewportFrame(h.view, anchor.item)?.minY == anchor.offset.y)
        h.view.setColumnCount(2, animated: false)
        h.view.setColumnCount(3, animated: false)
        #expect(h.view.contentOffset.y == 9_000, "back to 3 columns the offset should be 9000 again, got \(h.view.contentOffset.y)")
    }

    @Test("scroll(to:) finds the item by identity when its path changed, and says false for a missing item")
    func scrollToAnchor() throws {
        let h = try EngineHarness(sections: [engineItemNames(500)])
        #expect(h.view.scroll(to: ScrollAnchor(item: "Z5", path: ItemPath(0, 0), offset: Point(x: 0, y: 30))))
        let z5 = try #require(h.view.snapshot.path(of: "Z5"))
        #expect(h.view.contentOffset.y == Double(z5.item / 4) * 110 - 30)
        let before = h.view.contentOffset
        #expect(!h.view.scroll(to: ScrollAnchor(item: "nobody", path: ItemPath(0, 3), offset: .zero)))
        #expect(h.view.contentOffset == before)
    }

    @Test("Random sizes, offsets and counts: the anchor keeps its place or the offset is clamped (seeded)")
    func randomResizes() throws {
        let seed: UInt64 = 2205
        print("EngineAnchorTests.randomResizes seed \(seed)")
        var rng = SplitMix64(seed: seed)
        for round in 0..<60 {
            let count = 1 + rng.next(below: 3_000)
            let sections = rng.next(below: 3) == 0 ? [engineItemNames(count / 2), engineItemNames(count - count / 2, from: count / 2)]
                : [engineItemNames(count)]
            let h = try EngineHarness(sections: sections, viewport: Size(width: Double(200 + rng.next(below: 1_400)),
                                                                         height: Double(150 + rng.next(below: 900))))
            h.view.setContentOffset(Point(x: 0, y: Double(rng.next(below: Int(h.view.maximumContentOffset.y) + 1))))
            guard let anchor = h.view.firstVisibleAnchor else { continue }
            let size = Size(width: Double(200 + rng.next(below: 1_400)), height: Double(150 + rng.next(below: 900)))
            h.view.setViewportSize(size)
            let f = try #require(viewportFrame(h.view, anchor.item))
            let clamped = h.view.contentOffset.y == 0 || h.view.contentOffset.y == h.view.maximumContentOffset.y
            let context = "seed \(seed) round \(round): \(count) items, anchor \(anchor.item) at \(anchor.offset.y), now \(f.minY), size \(size)"
            if f.minY != anchor.offset.y {
                #expect(clamped, "the anchor moved without a clamp: \(context)")
                // Clamped at the end: the anchor shows lower; at the top, higher.
                let atTop = h.view.contentOffset.y == 0, atEnd = h.view.contentOffset.y == h.view.maximumContentOffset.y
                #expect((atTop && f.minY < anchor.offset.y) || (atEnd && f.minY > anchor.offset.y), "\(context)")
            } else if f.maxY <= size.height, sections.count == 1 {
                // (Across a section boundary rows are 100 points apart instead of 110, so an
                // anchor 100…110 points down may have a whole row above it there.)
                #expect(someFullyVisibleItemAbove(h.view, anchor.item) == nil, "the anchor is not first: \(context)")
            }
        }
    }
}
