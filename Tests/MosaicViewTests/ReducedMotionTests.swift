import MosaicAnimation
import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicView

/// `configuration.reducesMotion` (the desktop's "reduce animation"): a keyboard move, a
/// deletion and a selection change land at once — no frames are asked for — while the same
/// steps without it animate.
@Suite struct ReducedMotionTests {
    private func makeView(reduced: Bool, mode: InteractionMode) throws -> (CollectionView<Int, String>, ManualClock) {
        let clock = ManualClock(now: 1)
        let layout = try FlowLayout(itemCounts: [30], itemSizing: .uniform(Size(width: 100, height: 100)),
                                    minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                    containerSize: Size(width: 500, height: 600))
        var configuration = CollectionViewConfiguration()
        configuration.reducesMotion = reduced
        let view = try CollectionView(snapshot: try SectionedSnapshot(sections: [(0, (0..<30).map { "item \($0)" })]),
                                      layout: AnyLayout(layout), viewportSize: Size(width: 500, height: 600),
                                      mode: mode, configuration: configuration, clock: clock)
        return (view, clock)
    }

    private func keys(_ view: CollectionView<Int, String>, _ clock: ManualClock, _ keys: [Key]) {
        for key in keys {
            view.handle(.key(key, modifiers: [], time: clock.now))
            clock.advance(by: 0.05)
        }
    }

    @Test(arguments: [false, true])
    func keyboardMoveAnimatesUnlessMotionIsReduced(reduced: Bool) throws {
        let (view, clock) = try makeView(reduced: reduced, mode: .edit)
        keys(view, clock, [.right, .left, .space, .right, .space])
        #expect(view.snapshot.items(inSection: 0).prefix(3) == ["item 1", "item 0", "item 2"])
        #expect(view.needsAnimationFrames == !reduced, "reduced motion: the drop lands at once")
    }

    @Test(arguments: [false, true])
    func deletionAnimatesUnlessMotionIsReduced(reduced: Bool) throws {
        let (view, clock) = try makeView(reduced: reduced, mode: .edit)
        clock.advance(by: 1)
        view.tick()
        view.deleteItems(at: [ItemPath(0, 0)])
        #expect(view.snapshot.numberOfItems == 29)
        #expect(view.needsAnimationFrames == !reduced, "reduced motion: the others jump, nothing fades")
    }

    @Test(arguments: [false, true])
    func selectionBouncesUnlessMotionIsReduced(reduced: Bool) throws {
        let (view, clock) = try makeView(reduced: reduced, mode: .browse)
        keys(view, clock, [.right, .left, .space])
        #expect(view.selectedItems == ["item 0"])
        #expect(view.needsAnimationFrames == !reduced, "reduced motion: no bounce")
        #expect(view.displayList().cells.allSatisfy { $0.bounceScale == 1 } || !reduced)
    }
}
