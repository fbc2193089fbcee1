import Testing
import MosaicCore
@testable import MosaicView

/// `DragPointer`: the grab, the drop frame, the auto-scroll step per frame and the keyboard
/// drag's centring; and the lifted block's presentation in a layout (`AnyLayout+LiftedBlock`).
@Suite struct DragPointerTests {
    private static let viewport = Size(width: 400, height: 400)

    @Test func theGrabKeepsWhereThePointerHeldTheCell() {
        let p = DragPointer(grabbing: Rect(x: 100, y: 50, width: 80, height: 60), at: Point(x: 110, y: 70),
                            size: Size(width: 80, height: 60), time: 2, byKeyboard: false)
        #expect(p.grabOffset == Point(x: 10, y: 20) && p.beganAt == 2 && p.lastAutoScrollTime == 2)
        #expect(p.frame(contentOffset: Point(x: 0, y: 1000)) == Rect(x: 100, y: 1050, width: 80, height: 60))
    }

    @Test func outsideTheEdgeZoneNothingScrollsAndInsideTheSpeedRampsUp() {
        var p = DragPointer(pointer: Point(x: 200, y: 200), grabOffset: .zero, size: Size(width: 10, height: 10), time: 0, byKeyboard: false)
        #expect(p.autoScrollStep(at: 0.1, viewport: Self.viewport) == nil)
        #expect(p.edgeEnteredAt == nil && p.lastAutoScrollTime == 0.1)
        // Deep in the bottom zone: entering records the time, the first step has no ramp yet.
        p.pointer = Point(x: 200, y: 399)
        let first = p.autoScrollStep(at: 0.2, viewport: Self.viewport)
        #expect(p.edgeEnteredAt == 0.2)
        #expect(first == nil || first == Point(x: 0, y: 0), "no time in the zone yet, no distance: \(String(describing: first))")
        let second = p.autoScrollStep(at: 0.4, viewport: Self.viewport)
        let third = p.autoScrollStep(at: 0.6, viewport: Self.viewport)
        guard let second, let third else {
            Issue.record("a pointer deep in the zone scrolls, got \(String(describing: second)), \(String(describing: third))")
            return
        }
        #expect(second.x == 0 && second.y > 0 && third.y > second.y, "the speed ramps up: \(second.y) then \(third.y)")
        #expect(third.y <= AutoScroll.maxSpeed * 0.2 + 1e-9, "never faster than the maximum speed")
        // Back to the middle: the zone is left and forgotten.
        p.pointer = Point(x: 200, y: 200)
        #expect(p.autoScrollStep(at: 0.7, viewport: Self.viewport) == nil && p.edgeEnteredAt == nil)
    }

    @Test func aKeyboardDragIsCentredOverItsSlot() {
        var p = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: true)
        p.center(over: Rect(x: 100, y: 600, width: 100, height: 80), contentOffset: Point(x: 0, y: 500))
        #expect(p.pointer == Point(x: 150, y: 140) && p.grabOffset == Point(x: 50, y: 40))
    }

    @Test func theLiftedBlockMovesAndIsRestoredWithItsOwnSizes() throws {
        let heights: [Double] = [10, 20, 30, 40, 50]
        var layout = AnyLayout(try FlowLayout(itemCounts: [5], itemSizing: .perItem { Size(width: 50, height: heights[$0.item]) },
                                              minimumInteritemSpacing: 0, minimumLineSpacing: 0,
                                              containerSize: Size(width: 50, height: 500)))
        // Two lifted items (sources 0.1 and 0.3) gathered at 0.1, then moved to 0.3.
        layout.presentBlock(remove: [ItemPath(0, 1), ItemPath(0, 3)], insertAt: ItemPath(0, 1),
                            sizes: [Size(width: 50, height: 20), Size(width: 50, height: 40)])
        #expect((0..<5).map { layout.itemSize(at: ItemPath(0, $0))?.height } == [10, 20, 40, 30, 50])
        layout.moveBlock(from: ItemPath(0, 1), count: 2, to: ItemPath(0, 3), fallback: .zero)
        #expect((0..<5).map { layout.itemSize(at: ItemPath(0, $0))?.height } == [10, 30, 50, 20, 40])
        layout.restoreBlock(from: ItemPath(0, 3), to: [ItemPath(0, 1), ItemPath(0, 3)], fallback: .zero)
        #expect((0..<5).map { layout.itemSize(at: ItemPath(0, $0))?.height } == heights)
        #expect(layout.itemCounts == [5])
    }
}
