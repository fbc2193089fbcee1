import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// `KeyboardNavigator.target(for:from:counts:)`: where a key takes the focus (or a keyboard
/// exchange's "over" position) in a 3-column flow of 10 items.
@Suite struct KeyboardTargetTests {
    private static func navigator() throws -> KeyboardNavigator {
        let flow = try FlowLayout(itemCounts: [10], itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 0, minimumLineSpacing: 0, containerSize: Size(width: 300, height: 200))
        return KeyboardNavigator(layout: AnyLayout(flow), viewportSize: Size(width: 300, height: 200))
    }

    @Test func fromNothingArrowsAndHomeReachTheFirstItemAndEndTheLast() throws {
        let nav = try Self.navigator()
        for key in [Key.left, .right, .up, .down, .home] {
            #expect(nav.target(for: key, from: nil, counts: [10]) == ItemPath(0, 0), "\(key)")
        }
        #expect(nav.target(for: .end, from: nil, counts: [10]) == ItemPath(0, 9))
        #expect(nav.target(for: .escape, from: nil, counts: [10]) == nil)
    }

    @Test func arrowsStepAlongTheGridAndPageKeysGoAViewportAway() throws {
        let nav = try Self.navigator()
        #expect(nav.target(for: .right, from: ItemPath(0, 4), counts: [10]) == ItemPath(0, 5))
        #expect(nav.target(for: .down, from: ItemPath(0, 4), counts: [10]) == ItemPath(0, 7))
        #expect(nav.target(for: .up, from: ItemPath(0, 4), counts: [10]) == ItemPath(0, 1))
        #expect(nav.target(for: .pageDown, from: ItemPath(0, 1), counts: [10]) == nav.pageNeighbor(of: ItemPath(0, 1), direction: 1))
        #expect(nav.target(for: .pageDown, from: nil, counts: [10]) == nav.pageNeighbor(of: ItemPath(0, 0), direction: 1))
        #expect(nav.target(for: .home, from: ItemPath(0, 7), counts: [10]) == ItemPath(0, 0))
    }
}
