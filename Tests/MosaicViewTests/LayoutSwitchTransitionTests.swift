import MosaicAnimation
import MosaicCore
import Testing
@testable import MosaicView

/// Switching flow ↔ waterfall with many items, scrolled to the middle: both directions animate
/// (several frames in which displayed cells are between their old and new frames) and end with
/// every displayed cell exactly at its frame in the target layout.
@MainActor
struct LayoutSwitchTransitionTests {
    static let count = 20_000
    static let viewport = Size(width: 1280, height: 800)

    static func flow() throws -> AnyLayout {
        var flow = try FlowLayout(itemCounts: [count], itemSizing: .uniform(Size(width: 150, height: 160)),
                                  minimumInteritemSpacing: 14, minimumLineSpacing: 14,
                                  sectionInset: EdgeInsets(all: 16), containerSize: viewport)
        flow.setCentersUniformLines(true)
        return AnyLayout(flow)
    }

    static func waterfall() throws -> AnyLayout {
        var heights: [Double] = []
        for i in 0..<count {
            let mixed: Int = (i &* 2_654_435_761) >> 7
            let step: Int = mixed % 5
            heights.append(130 + 25 * Double(step))
        }
        return AnyLayout(try WaterfallLayout(itemHeights: [heights], columnCount: 6, spacing: 14,
                                             sectionInset: EdgeInsets(all: 16), containerSize: viewport))
    }

    static func view(clock: ManualClock) throws -> CollectionView<Int, Int> {
        var s = SectionedSnapshot<Int, Int>()
        try s.appendSections([0])
        try s.appendItems(Array(0..<count), toSection: 0)
        let view = try CollectionView(snapshot: s, layout: try flow(), viewportSize: viewport, clock: clock)
        view.setContentOffset(Point(x: 0, y: (view.layout.contentSize.height / 2).rounded()))
        return view
    }

    /// Cells whose displayed frame is not their target layout frame (viewport coordinates).
    static func cellsAway(from layout: AnyLayout, in view: CollectionView<Int, Int>) -> Int {
        view.displayList().cells.filter { cell in
            guard let target = layout.attributesForItem(at: cell.path)?.frame else { return true }
            return cell.frame != target.offsetBy(dx: -view.contentOffset.x, dy: -view.contentOffset.y)
        }.count
    }

    /// Switches to `target`, runs the animation at 60 frames a second; returns the frames in
    /// which some displayed cell was not yet at its target frame.
    static func switchAndRun(_ view: CollectionView<Int, Int>, to target: AnyLayout, clock: ManualClock) -> Int {
        view.setLayout(target)
        var animatedFrames = 0
        for _ in 0..<120 {
            clock.advance(by: 1.0 / 60)
            view.tick()
            if cellsAway(from: view.layout, in: view) > 0 { animatedFrames += 1 }
            if !view.needsAnimationFrames { break }
        }
        return animatedFrames
    }

    @Test func flowToWaterfallAnimatesAndEndsInTheWaterfall() throws {
        let clock = ManualClock()
        let view = try Self.view(clock: clock)
        let animated = Self.switchAndRun(view, to: try Self.waterfall(), clock: clock)
        #expect(animated >= 10, "flow → waterfall: \(animated) animated frames")
        #expect(view.layout.isWaterfall)
        #expect(!view.needsAnimationFrames)
        #expect(Self.cellsAway(from: view.layout, in: view) == 0)
        #expect(!view.displayList().cells.isEmpty)
    }

    @Test func waterfallToFlowAnimatesAndEndsInTheFlow() throws {
        let clock = ManualClock()
        let view = try Self.view(clock: clock)
        _ = Self.switchAndRun(view, to: try Self.waterfall(), clock: clock)
        let animated = Self.switchAndRun(view, to: try Self.flow(), clock: clock)
        #expect(animated >= 10, "waterfall → flow: \(animated) animated frames")
        #expect(view.layout.flow != nil)
        #expect(!view.needsAnimationFrames)
        #expect(Self.cellsAway(from: view.layout, in: view) == 0)
        // The flow it ended in is the one asked for: the same frames as a fresh one.
        let fresh = try Self.flow()
        for cell in view.displayList().cells {
            #expect(fresh.attributesForItem(at: cell.path)?.frame
                    == cell.frame.offsetBy(dx: view.contentOffset.x, dy: view.contentOffset.y))
        }
    }
}
