import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// A custom layout that ignores the sizes it is told: every item is 300×60 in one column, 10
/// points apart (as a board's column sizes its cards by its own width).
private struct WideRowLayout: CollectionLayout {
    private var count = 0
    mutating func prepare(_ context: LayoutContext) { count = context.itemCounts.first ?? 0 }
    var contentSize: Size { Size(width: 320, height: Double(count) * 70) }
    func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard path.section == 0, (0..<count).contains(path.item) else { return nil }
        return LayoutAttributes(path: path, frame: Rect(x: 10, y: Double(path.item) * 70, width: 300, height: 60))
    }
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).compactMap { attributesForItem(at: ItemPath(0, $0)) }.filter { $0.frame.intersects(rect) }
    }
}

/// A lifted item's snapshot has the size of the item's frame in the layout — not the size the
/// layout stores for it (a custom layout is told 100×100 by default) — times the lift scale.
@Suite struct LiftedSizeTests {
    private func view(mode: InteractionMode) throws -> (CollectionView<Int, Int>, ManualClock) {
        let clock = ManualClock()
        let s = try SectionedSnapshot<Int, Int>(sections: [(0, Array(0..<8))])
        let v = try CollectionView(snapshot: s, layout: WideRowLayout(), viewportSize: Size(width: 400, height: 500),
                                   mode: mode, clock: clock)
        return (v, clock)
    }

    private func ghost(_ v: CollectionView<Int, Int>) -> DragSnapshot<Int>? {
        for case .dragSnapshot(let s) in v.displayList().overlays { return s }
        return nil
    }

    @Test func aMovedItemKeepsItsFrameSize() throws {
        let (v, clock) = try view(mode: .edit)
        #expect(v.layout.itemSize(at: ItemPath(0, 2)) == Size(width: 100, height: 100))
        clock.advance(to: 1)
        #expect(v.beginInteractiveMovementForItem(at: ItemPath(0, 2)))
        clock.advance(to: 1.5)
        v.tick()
        let g = try #require(ghost(v))
        #expect(g.frame.size == Size(width: 300, height: 60))
        #expect(abs(g.scale - 1.1) < 1e-9)
        #expect(abs(g.frame.width * g.scale - 330) < 1e-9 && abs(g.frame.height * g.scale - 66) < 1e-9)
        // Its place in the layout keeps the stored size: the layout frames are unchanged.
        v.updateInteractiveMovementTargetPosition(Point(x: 150, y: 30))
        v.endInteractiveMovement()
        #expect(v.snapshot.items(inSection: 0).first == 2)
        #expect(v.layout.attributesForItem(at: ItemPath(0, 0))?.frame.size == Size(width: 300, height: 60))
    }

    @Test func aPointerLiftKeepsItsFrameSize() throws {
        let (v, clock) = try view(mode: .edit)
        clock.advance(to: 1)
        v.handle(.pointerDown(id: 0, position: Point(x: 200, y: 100), time: 1))
        clock.advance(to: 2)
        v.tick()   // the long press lifts
        clock.advance(to: 2.5)
        let g = try #require(ghost(v))
        #expect(g.frame.size == Size(width: 300, height: 60))
        #expect(abs(g.scale - 1.1) < 1e-9)
        // Grabbed where the pointer is: the snapshot's origin is the cell's.
        #expect(g.frame.origin == Point(x: 10, y: 70))
        v.handle(.pointerUp(id: 0, position: Point(x: 200, y: 100), time: 2.5))
    }

    @Test func aCaughtItemKeepsItsFrameSize() throws {
        let (v, clock) = try view(mode: .exchange)
        clock.advance(to: 1)
        v.handle(.pointerDown(id: 0, position: Point(x: 200, y: 240), time: 1))
        clock.advance(to: 2)
        v.tick()
        let g = try #require(ghost(v))
        #expect(g.frame.size == Size(width: 300, height: 60))
        v.handle(.pointerUp(id: 0, position: Point(x: 200, y: 240), time: 2))
    }
}
