import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The view actions a value performs on its own state (`ViewAction+Values.swift`): the model's
/// highlight and keyboard focus, scrolling, the built-in gestures — each taking exactly its own
/// actions and leaving every other one alone.
@Suite struct ViewActionValuesTests {
    /// Every action the view performs; each value claims a disjoint part of them.
    private static let all: [ViewAction] = [
        .clearHighlight, .stopMomentum, .deselectAll, .click(ItemPath(0, 0)), .doubleTap(ItemPath(0, 0)),
        .browseLongPress(ItemPath(0, 0)), .confirmDeletion([ItemPath(0, 0)], anchor: ItemPath(0, 0)),
        .lift(ItemPath(0, 0), grabbedAt: nil), .catchItem(ItemPath(0, 0), grabbedAt: nil), .dragTo(Point(x: 1, y: 1)), .drop,
        .cancelDrag, .scroll(to: Point(x: 0, y: 50)), .fling(velocity: Point(x: 0, y: 2_000)), .setSpacing(10), .undo, .redo,
        .selectAll, .focusLeaves(forward: true), .tell(.cancelMove), .select(ItemPath(0, 0)), .moveFocus(.down, extending: false),
        .dragStep(.down), .advanceGestures(to: 1), .key(.down, modifiers: []), .wheelPinch(deltaY: 1), .scrollBy(Point(x: 0, y: 5)),
        .focusEnters, .highlight(ItemPath(0, 1)), .pointersLifted, .forgetActiveGestures, .focus(ItemPath(0, 0)),
        .extendSelection(fromFocusAt: nil),
    ]

    private static func state() throws -> CollectionState<Int, String> {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  containerSize: Size(width: 100, height: 200))
        return CollectionState(snapshot: snapshot, layout: AnyLayout(flow), mode: .browse)
    }

    @Test func theModelTakesTheHighlightAndTheKeyboardFocus() throws {
        var s = try Self.state()
        var performed = s.perform(.highlight(ItemPath(0, 1)))
        #expect(performed && s.highlighted == "B")
        performed = s.perform(.clearHighlight)
        #expect(performed && s.highlighted == nil)
        performed = s.perform(.focusLeaves(forward: false))
        #expect(performed && !s.hasKeyboardFocus)
        performed = s.perform(.focusEnters)
        #expect(performed && s.hasKeyboardFocus)
        performed = s.perform(.highlight(ItemPath(0, 9)))
        #expect(performed && s.highlighted == nil, "no item there: nothing pressed")
    }

    @Test func scrollingTakesOffsetsFlingsAndMomentum() throws {
        let s = try Self.state()
        var scrolling = Scrolling<String>(viewport: Viewport(size: Size(width: 100, height: 100)))
        let configuration = CollectionViewConfiguration()
        func perform(_ action: ViewAction, at time: Double = 0) -> Bool {
            scrolling.perform(action, in: s.layout, configuration: configuration, at: time)
        }
        // Three rows of 100-point cells in a 100-point viewport: the offset is clamped to the content.
        let end = s.layout.contentSize.height - 100
        #expect(perform(.scroll(to: Point(x: 0, y: 500))))
        #expect(scrolling.contentOffset.y == end)
        #expect(perform(.scrollBy(Point(x: 0, y: -30))))
        #expect(scrolling.contentOffset.y == end - 30)
        #expect(perform(.fling(velocity: Point(x: 0, y: -2_000)), at: 1))
        #expect(scrolling.momentum != nil)
        #expect(perform(.stopMomentum, at: 1))
        #expect(scrolling.momentum == nil)
        #expect(perform(.fling(velocity: Point(x: 0, y: 1)), at: 1))
        #expect(scrolling.momentum == nil, "slower than the minimum fling velocity: no momentum")
    }

    @Test func theBuiltInGesturesForgetWhatIsOver() {
        var gestures = BuiltInGestures(tap: TapArbiter(double: nil), longPress: LongPressRecognizer())
        _ = gestures.longPress(.began, begins: true)
        var performed = gestures.perform(.pointersLifted)
        #expect(performed && gestures.active == .idle)
        _ = gestures.longPress(.began, begins: true)
        performed = gestures.perform(.forgetActiveGestures)
        #expect(performed && gestures.active == .idle)
    }

    @Test func eachActionHasAtMostOneOfTheseOwnersAndTheOthersChangeNothing() throws {
        let base = try Self.state()
        let configuration = CollectionViewConfiguration()
        var claimed: [ViewAction] = []
        for action in Self.all {
            var s = base, scrolling = Scrolling<String>(viewport: Viewport(size: Size(width: 100, height: 100)))
            var gestures = BuiltInGestures(tap: TapArbiter(double: nil), longPress: LongPressRecognizer())
            let owners = [s.perform(action), scrolling.perform(action, in: base.layout, configuration: configuration, at: 0),
                          gestures.perform(action)].filter { $0 }.count
            #expect(owners <= 1, "\(action) has \(owners) owners")
            if owners == 1 { claimed.append(action) } else {
                #expect(s.highlighted == base.highlighted && s.hasKeyboardFocus == base.hasKeyboardFocus)
                #expect(scrolling.contentOffset == .zero && scrolling.momentum == nil)
            }
        }
        #expect(claimed.count == 10, "the model 4, scrolling 4, the gestures 2: \(claimed)")
    }
}
