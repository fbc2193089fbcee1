import Testing
import MosaicAnimation
import MosaicCore
@testable import MosaicView

/// One relayout (`RelayoutTransition`) alone: the presentation and the scroll position before a
/// change in, the anchor to keep and the animations after it out, no view.
@Suite struct RelayoutTransitionTests {
    private typealias Transition = RelayoutTransition<String>

    /// Items "0"…"11" of 100×100, 10 apart, three a row in 340 points, or four in 450.
    private static func flow(width: Double) throws -> AnyLayout {
        AnyLayout(try FlowLayout(itemCounts: [12], itemSizing: .uniform(Size(width: 100, height: 100)),
                                 minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: width, height: 300)))
    }
    private static let snapshot = try! SectionedSnapshot<Int, String>(sections: [(0, (0..<12).map(String.init))])
    private static func item(_ p: ItemPath) -> String? { snapshot[p] }
    private static let all = Rect(x: -1000, y: -1000, width: 5000, height: 5000)

    @Test func withoutAnAnimationNothingIsCapturedAndNothingAnimates() throws {
        let layout = try Self.flow(width: 340)
        var transition = Transition(animation: nil, keepingAnchor: false, scrolling: Scrolling(viewport: Viewport(size: Size(width: 340, height: 300))),
                                    layout: layout, displayRect: Self.all, animator: AttributeAnimator(), time: 0,
                                    modelItem: Self.item, item: Self.item)
        #expect(transition.anchor == nil)
        var presentation = Presentation<String>()
        transition.animate(to: try Self.flow(width: 450), displayRect: Self.all, contentOffset: .zero, oldPath: nil, item: Self.item,
                           presentation: &presentation, snapshot: Self.snapshot)
        #expect(presentation.animator.isEmpty, "the change shows at once")
    }

    @Test func cellsAnimateFromWhereTheyWereToTheirNewFramesAndNewItemsFadeIn() throws {
        let before = try Self.flow(width: 340), after = try Self.flow(width: 450)
        var transition = Transition(animation: .linear(duration: 1), keepingAnchor: false,
                                    scrolling: Scrolling(viewport: Viewport(size: Size(width: 340, height: 300))),
                                    layout: before, displayRect: Self.all, animator: AttributeAnimator(), time: 0,
                                    modelItem: Self.item, item: Self.item)
        var presentation = Presentation<String>()
        transition.animate(to: after, displayRect: Self.all, contentOffset: .zero, oldPath: nil, item: Self.item,
                           presentation: &presentation, snapshot: Self.snapshot)
        // "3" goes from the second row's start (0, 110) to the first row's end (330, 0).
        #expect(presentation.animator.presentedValue(for: "3", at: 0)?.frame.origin == Point(x: 0, y: 110))
        #expect(presentation.animator.presentedValue(for: "3", at: 1)?.frame.origin == Point(x: 330, y: 0))
        #expect(presentation.animator.targetValue(for: "0") == nil, "the first item stays where it is: no animation")

        var fresh = Transition(animation: .linear(duration: 1), keepingAnchor: false,
                               scrolling: Scrolling(viewport: Viewport(size: Size(width: 340, height: 300))),
                               layout: before, displayRect: Rect(x: 0, y: 0, width: 340, height: 300), animator: AttributeAnimator(),
                               time: 0, modelItem: Self.item, item: Self.item)   // "11", in the fourth row, is not displayed
        var faded = Presentation<String>()
        fresh.animate(to: after, displayRect: Self.all, contentOffset: .zero, oldPath: { $0.item == 11 ? nil : $0 }, item: Self.item,
                      presentation: &faded, snapshot: Self.snapshot)
        #expect(faded.animator.presentedValue(for: "11", at: 0)?.alpha == 0, "an item with no old path fades in")
    }

    /// Three a row scrolled to row 1 ("3" at the top), about to become four a row: the transition
    /// keeping the anchor, animated over 1 s, and the scroll position before.
    private static func anchoredAtRow1() throws -> (before: AnyLayout, after: AnyLayout, scrolling: Scrolling<String>, transition: Transition) {
        let before = try flow(width: 340), after = try flow(width: 450)
        var scrolling = Scrolling<String>(viewport: Viewport(size: Size(width: 340, height: 300)))
        scrolling.setOffset(Point(x: 0, y: 110), contentSize: before.contentSize)
        let transition = Transition(animation: .linear(duration: 1), keepingAnchor: true, scrolling: scrolling, layout: before,
                                    displayRect: all, animator: AttributeAnimator(), time: 0, modelItem: item, item: item)
        return (before, after, scrolling, transition)
    }

    @Test func keepingAnAnchorCapturesTheFirstVisibleItemAndShiftsTheStartWithTheContent() throws {
        var (before, after, scrolling, transition) = try Self.anchoredAtRow1()
        #expect(transition.anchor?.item == "3" && transition.anchor?.offset == Point(x: 0, y: 0))
        var presentation = Presentation<String>()
        // The view placed the anchor: the content scrolled back to 0 (four a row: "3" ends the first row).
        transition.animate(to: after, displayRect: Self.all, contentOffset: .zero, oldPath: nil, item: Self.item,
                           presentation: &presentation, snapshot: Self.snapshot)
        #expect(presentation.animator.presentedValue(for: "3", at: 0)?.frame.origin == Point(x: 0, y: 0),
                "it starts where it was on screen: 110 in content before, moved up with the content by 110")
        #expect(presentation.animator.presentedValue(for: "3", at: 1)?.frame.origin == Point(x: 330, y: 0))
        #expect(Transition(animation: nil, keepingAnchor: false, scrolling: scrolling, layout: before, displayRect: Self.all,
                           animator: AttributeAnimator(), time: 0, modelItem: Self.item, item: Self.item).anchor == nil)
    }

    @Test func finishingPlacesTheAnchorThenAnimatesInTheViewportAsScrolled() throws {
        var (_, after, scrolling, transition) = try Self.anchoredAtRow1()
        var presentation = Presentation<String>()
        transition.finish(after, scrolling: &scrolling, margin: 0, oldPath: nil, item: Self.item, presentation: &presentation,
                          snapshot: Self.snapshot)
        #expect(scrolling.contentOffset == .zero, "\"3\" ends the first row of four: kept at the top, the content at 0")
        #expect(presentation.animator.presentedValue(for: "3", at: 0)?.frame.origin == Point(x: 0, y: 0))
        #expect(presentation.animator.presentedValue(for: "3", at: 1)?.frame.origin == Point(x: 330, y: 0))
        #expect(presentation.animator.presentedValue(for: "11", at: 1)?.frame.origin == Point(x: 330, y: 220), "to its new frame")
        #expect(presentation.offscreenPaths.isEmpty, "every item ends in the viewport as scrolled")
    }

    @Test func finishingWithoutAnAnchorClampsTheOffsetToTheNewContent() throws {
        let tall = try Self.flow(width: 340), wide = try Self.flow(width: 450)
        var scrolling = Scrolling<String>(viewport: Viewport(size: Size(width: 340, height: 300)))
        scrolling.setOffset(Point(x: 0, y: 140), contentSize: tall.contentSize)   // the end of four rows (430 − 300 = 130… clamped)
        let offsetBefore = scrolling.contentOffset
        var transition = Transition(animation: nil, keepingAnchor: false, scrolling: scrolling, layout: tall, displayRect: Self.all,
                                    animator: AttributeAnimator(), time: 0, modelItem: Self.item, item: Self.item)
        var presentation = Presentation<String>()
        transition.finish(wide, scrolling: &scrolling, margin: 100, oldPath: nil, item: Self.item, presentation: &presentation,
                          snapshot: Self.snapshot)
        #expect(offsetBefore.y > 0 && scrolling.contentOffset.y == max(0, wide.contentSize.height - 300), "three rows: clamped")
        #expect(presentation.animator.isEmpty)
    }

    @Test func aTransitionOverAStateReadsItsLayoutItsModelAndTheItemsItDisplays() throws {
        var (before, after, scrolling, transition) = try Self.anchoredAtRow1()
        var state = CollectionState(snapshot: Self.snapshot, layout: before, mode: .browse)
        var overState = Transition(animation: .linear(duration: 1), keepingAnchor: true, scrolling: scrolling, state: state,
                                   displayRect: Self.all, animator: AttributeAnimator(), time: 0)
        #expect(overState.anchor == transition.anchor)
        state.layout = after
        var byClosures = scrolling, presentation = Presentation<String>(), expected = Presentation<String>()
        overState.finish(state, scrolling: &scrolling, margin: 0, oldPath: nil, presentation: &presentation)
        transition.finish(after, scrolling: &byClosures, margin: 0, oldPath: nil, item: Self.item, presentation: &expected,
                          snapshot: Self.snapshot)
        #expect(scrolling.contentOffset == byClosures.contentOffset)
        for item in Self.snapshot.items(inSection: 0) {
            #expect(presentation.animator.presentedValue(for: item, at: 0.5) == expected.animator.presentedValue(for: item, at: 0.5))
        }
    }
}
