import Testing
import MosaicAnimation
import MosaicCore
@testable import MosaicView

/// The rules of a layout change (`LayoutChange`) alone: a change and the layout in, a plan
/// (or nothing) and the changed layout and viewport out, no view.
@Suite struct LayoutChangeTests {
    private typealias Plan = LayoutChange.Plan

    /// Ten items of 100×100, 10 apart, in a 340×300 flow (three a row), or a waterfall.
    private static func flow(_ direction: FlowLayout.ScrollDirection = .vertical) throws -> AnyLayout {
        AnyLayout(try FlowLayout(itemCounts: [10], itemSizing: .uniform(Size(width: 100, height: 100)), scrollDirection: direction,
                                 minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 300)))
    }

    private static let configuration = CollectionViewConfiguration()

    private static func plan(_ change: LayoutChange, _ layout: AnyLayout, counts: [Int] = [10], animated: Bool = true) -> Plan? {
        change.plan(for: layout, itemCounts: counts, animated: animated, configuration: configuration)
    }

    @Test func aPinchValueAnimatesWithThePinchAnimationKeepsNoAnchorAndIsReported() throws {
        let layout = try Self.flow()
        #expect(Self.plan(.pinchValue(20), layout) == Plan(animation: Self.configuration.pinchAnimation, keepsAnchor: false))
        #expect(Self.plan(.pinchValue(20), layout, animated: false)?.animation == nil)
        var changed = layout, viewport = Viewport(size: Size(width: 340, height: 300))
        #expect(LayoutChange.pinchValue(20).apply(to: &changed, viewport: &viewport) == .spacing(20))
        #expect(changed.pinchValue == 20)
        #expect(LayoutChange.pinchValue(20).apply(to: &changed, viewport: &viewport) == nil, "unchanged: nothing to report")
        #expect(LayoutChange.pinchValue(-50).apply(to: &changed, viewport: &viewport) == .spacing(changed.pinchValue ?? -1),
                "the value as the layout clamped it")
        #expect(changed.pinchValue.map { $0 >= 0 } == true)
    }

    @Test func onlyAPinchValueIsReported() throws {
        var changed = try Self.flow(), viewport = Viewport(size: Size(width: 340, height: 300))
        #expect(LayoutChange.itemSize(Size(width: 50, height: 50)).apply(to: &changed, viewport: &viewport) == nil)
        #expect(LayoutChange.direction(.rightToLeft).apply(to: &changed, viewport: &viewport) == nil)
        #expect(LayoutChange.viewportSize(Size(width: 200, height: 200)).apply(to: &changed, viewport: &viewport) == nil)
    }

    @Test func aPlanForAStateReadsItsLayoutAndItsModelsCounts() throws {
        let layout = try Self.flow()
        let state = try CollectionState(snapshot: try SectionedSnapshot(sections: [(0, Array(0..<10))]), layout: layout,
                                        containerSize: Size(width: 340, height: 300), mode: .browse)
        #expect(LayoutChange.pinchValue(20).plan(for: state, animated: true, configuration: Self.configuration) == Self.plan(.pinchValue(20), layout))
        let nine = AnyLayout(try FlowLayout(itemCounts: [9], itemSizing: .uniform(Size(width: 100, height: 100)),
                                            containerSize: Size(width: 340, height: 300)))
        #expect(LayoutChange.layout(nine).plan(for: state, animated: true, configuration: Self.configuration) == nil,
                "the model's counts, not the new layout's")
    }

    @Test func sizesAndColumnsAnimateWithTheLayoutAnimationAndKeepTheAnchor() throws {
        let layout = try Self.flow()
        let expected = Plan(animation: Self.configuration.layoutAnimation)
        #expect(Self.plan(.itemSize(Size(width: 50, height: 50)), layout) == expected)
        #expect(Self.plan(.columnCount(3), layout) == expected)
        #expect(expected.keepsAnchor && !expected.cancelsDrag && !expected.mirrorsAnchor)
        var changed = layout, viewport = Viewport(size: Size(width: 340, height: 300))
        LayoutChange.itemSize(Size(width: 50, height: 50)).apply(to: &changed, viewport: &viewport)
        #expect(changed.attributesForItem(at: ItemPath(0, 0))?.frame.size == Size(width: 50, height: 50))
    }

    @Test func anotherLayoutNeedsTheModelsCountsCancelsADragAndTakesTheViewportAsContainer() throws {
        let layout = try Self.flow()
        let waterfall = AnyLayout(try WaterfallLayout(itemHeights: [Array(repeating: 80, count: 10)], columnCount: 2,
                                                      containerSize: Size(width: 999, height: 999)))
        #expect(Self.plan(.layout(waterfall), layout) == Plan(animation: Self.configuration.layoutAnimation, cancelsDrag: true))
        #expect(Self.plan(.layout(waterfall), layout, counts: [9]) == nil, "other item counts: nothing changes")
        var changed = layout, viewport = Viewport(size: Size(width: 340, height: 300))
        LayoutChange.layout(waterfall).apply(to: &changed, viewport: &viewport)
        #expect(changed.waterfall != nil && changed.contentSize.width == 340, "the viewport's width, not the layout's 999")
    }

    @Test func aNewDirectionCancelsADragAndMirrorsTheAnchorOnlyWhenTheLayoutScrollsSideways() throws {
        let vertical = try Self.flow(), sideways = try Self.flow(.horizontal)
        #expect(Self.plan(.direction(.leftToRight), vertical) == nil, "already left to right")
        #expect(Self.plan(.direction(.rightToLeft), vertical, animated: false) == Plan(animation: nil, cancelsDrag: true))
        #expect(Self.plan(.direction(.rightToLeft), sideways)
                == Plan(animation: Self.configuration.layoutAnimation, cancelsDrag: true, mirrorsAnchor: true))
        var changed = vertical, viewport = Viewport(size: Size(width: 340, height: 300))
        LayoutChange.direction(.rightToLeft).apply(to: &changed, viewport: &viewport)
        #expect(changed.layoutDirection == .rightToLeft)
    }

    @Test func aViewportSizeMustBePositiveAndFiniteAndNeverAnimates() throws {
        let layout = try Self.flow()
        for bad in [Size(width: 0, height: 300), Size(width: .nan, height: 300), Size(width: 300, height: .infinity),
                    Size(width: -1, height: 10)] {
            #expect(Self.plan(.viewportSize(bad), layout) == nil, "\(bad)")
        }
        #expect(Self.plan(.viewportSize(Size(width: 560, height: 300)), layout) == Plan(animation: nil))
        var changed = layout, viewport = Viewport(size: Size(width: 340, height: 300))
        LayoutChange.viewportSize(Size(width: 560, height: 200)).apply(to: &changed, viewport: &viewport)
        #expect(viewport.size == Size(width: 560, height: 200))
        #expect(changed.attributesForItem(at: ItemPath(0, 4))?.frame.minY == 0, "five a row in 560 points")
    }

    @Test func aLayoutWithoutAPinchValueTakesNone() throws {
        let sizes = [Array(repeating: Size(width: 100, height: 100), count: 3)]
        let pinned = AnyLayout(EnginePinnedStackLayout(), context: LayoutContext(containerSize: Size(width: 340, height: 300), itemSizes: sizes))
        #expect(pinned.pinchValue == nil)
        #expect(Self.plan(.pinchValue(12), pinned, counts: [3]) == nil)
        #expect(Self.plan(.itemSize(Size(width: 50, height: 50)), pinned, counts: [3]) != nil, "the layout clamps or ignores it")
    }
}
