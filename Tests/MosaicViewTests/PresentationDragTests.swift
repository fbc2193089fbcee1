import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The drag as the presentation shows and releases it (`DragRelease+Presentation.swift`): what
/// the display list shows for a drag or a released snapshot, and a release ending the catch
/// animation and either landing or playing the owner's release animation.
@Suite struct PresentationDragTests {
    private typealias State = CollectionState<Int, String>
    private static let cell = Size(width: 100, height: 100)

    /// A 3-column flow of 100-point cells with 10-point gaps over A…F, B caught for an exchange.
    private static func caught() throws -> (State, MoveRules) {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C", "D", "E", "F"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(cell), minimumInteritemSpacing: 10,
                                  minimumLineSpacing: 10, containerSize: Size(width: 340, height: 400))
        var s = State(snapshot: snapshot, layout: AnyLayout(flow), mode: .exchange)
        let rules = MoveRules(delegate: CollectionViewDelegate(), layout: s.layout, emit: { _ in })
        var m = DragMachine<String>()
        let pointer = DragPointer(grabbing: Rect(x: 110, y: 0, width: 100, height: 100), at: Point(x: 160, y: 50), size: cell, time: 1,
                                  byKeyboard: false)
        _ = m.handle(.catchItem("B", at: ItemPath(0, 1), pointer: pointer), rules: rules)
        s.drag = m.session
        return (s, rules)
    }

    @Test func theDragShowsItsSnapshotInTheCatchLookAndAReleasedSnapshotShowsWithoutADrag() throws {
        let (s, _) = try Self.caught()
        var p = Presentation<String>()
        let style = ExchangeStyle()
        let shown = p.dragPresentation(in: s, label: { "·\($0)" }, style: style, at: 1.5)
        let look = p.exchangeLook(at: 1.5, since: 1, style: style)
        #expect(shown.hidden == "B" && shown.snapshot?.label == "·B")
        #expect(shown.snapshot?.alpha == look.alpha && shown.snapshot?.scale == look.scale)
        #expect(look == style.snapshotLook(at: 1.5, since: 1, catchAnimation: nil))
        p.catchAnimation = (keyframes: [SnapshotKeyframe(scale: 2, alpha: 0.5, duration: 1)], start: 1)
        #expect(p.exchangeLook(at: 1.5, since: 1, style: style) == style.snapshotLook(at: 1.5, since: 1, catchAnimation: p.catchAnimation))
        var idle = s
        idle.drag = nil
        #expect(p.dragPresentation(in: idle, label: { $0 }, style: style, at: 2).snapshot == nil, "no drag, nothing released: nothing to show")
    }

    @Test func aReleaseEndsTheCatchAnimationThenLandsOrPlaysTheOwnersAnimation() throws {
        let (s, _) = try Self.caught()
        let style = ExchangeStyle(), frame = Rect(x: 300, y: 200, width: 100, height: 100)
        var p = Presentation<String>()
        p.catchAnimation = (keyframes: [], start: 1)
        p.release("B", from: frame, origin: ItemPath(0, 1), caughtAt: 1, in: s, contentOffset: .zero, animateRelease: nil,
                              reducesMotion: false, label: "B", style: style, at: 2)
        #expect(p.catchAnimation == nil && p.releasing == nil, "no owner animation: the snapshot lands")
        #expect(p.animator.isAnimating(at: 2.01), "from the snapshot's frame to B's cell")
        p.catchAnimation = (keyframes: [], start: 1)
        p.release("B", from: frame, origin: ItemPath(0, 1), caughtAt: 1, in: s, contentOffset: .zero,
                                 animateRelease: { _ in ExchangeReleaseAnimation(keyframes: [], fadeOutDuration: 0.2) },
                                 reducesMotion: false, label: "B", style: style, at: 2)
        #expect(p.catchAnimation == nil && p.releasing?.item == "B")
        var reduced = Presentation<String>()
        reduced.release("B", from: frame, origin: ItemPath(0, 1), caughtAt: 1, in: s, contentOffset: .zero,
                        animateRelease: { _ in ExchangeReleaseAnimation(keyframes: [], fadeOutDuration: 0.2) },
                        reducesMotion: true, label: "B", style: style, at: 2)
        #expect(reduced.isAtRest, "reduced motion: in its cell at once, no animation")
        var idle = s
        idle.drag = nil
        let shown = p.dragPresentation(in: idle, label: { $0 }, style: style, at: 2)
        #expect(shown.snapshot != nil && shown.snapshot?.items == ["B"], "no drag: the released snapshot shows")
    }

    @Test func aCatchEndsAReleasedSnapshotAndStartsTheOwnersCatchAnimation() throws {
        let (s, _) = try Self.caught()
        var p = Presentation<String>()
        p.release("B", from: Rect(x: 0, y: 0, width: 100, height: 100), origin: ItemPath(0, 1), caughtAt: 0, in: s,
                      contentOffset: .zero, animateRelease: { _ in ExchangeReleaseAnimation(keyframes: [], fadeOutDuration: 0.2) },
                      reducesMotion: false, label: "B", style: ExchangeStyle(), at: 1)
        #expect(p.releasing != nil)
        let keyframes = [SnapshotKeyframe(scale: 1.2, duration: 0.1)]
        p.caught(keyframes: keyframes, at: 3)
        #expect(p.releasing == nil && p.catchAnimation?.keyframes == keyframes && p.catchAnimation?.start == 3)
        p.caught(keyframes: nil, at: 4)
        #expect(p.catchAnimation == nil, "no owner animation: the default blink")
    }

    @Test func aLandingAnimatesToTheItemsCellUnlessItIsGone() throws {
        let (s, _) = try Self.caught()
        var p = Presentation<String>()
        p.land("E", from: Rect(x: 300, y: 300, width: 100, height: 100), in: s, scale: 1.2, at: 2)
        #expect(p.animator.isAnimating(at: 2.01), "E animates to its cell")
        var q = Presentation<String>()
        q.land("Z", from: Rect(x: 300, y: 300, width: 100, height: 100), in: s, scale: 1, at: 2)
        #expect(q.animator.isEmpty && q.isAtRest, "no such item: nothing lands")
    }
}
