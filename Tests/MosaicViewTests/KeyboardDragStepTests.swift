import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// A keyboard step of a drag carried out (``KeyboardDragStep``): which events it hands the view,
/// given where the block stands after each. No view: the test plays the view's part.
@Suite struct KeyboardDragStepTests {
    private typealias Step = KeyboardDragStep<String>
    private static let origin = ItemPath(0, 1)
    /// Rightwards progress: a block frame whose centre lies beyond x 150.
    private static let right = KeyboardMachine.Progress(key: .right, before: 150)

    private static func frame(x: Double) -> Rect { Rect(x: x, y: 0, width: 100, height: 100) }

    /// Drives `step`, the block landing where `landing` says for each event; returns the events.
    private static func run(_ step: KeyboardMachine.DragStep?, landing: (DragMachine<String>.Event) -> ItemPath,
                            frames: [ItemPath: Rect] = [:]) -> (events: [DragMachine<String>.Event], followed: ItemPath?) {
        var s = Step(step, origin: origin)
        var target = origin, events: [DragMachine<String>.Event] = []
        while let e = s.next(target: target, frame: { frames[$0] }) {
            events.append(e)
            target = landing(e)
            #expect(events.count < 20, "a step hands a bounded number of events")
            if events.count >= 20 { break }
        }
        return (events, s.followed(moveTarget: target))
    }

    @Test func withoutACheckTheFirstTargetIsKept() {
        let r = Self.run(.move([ItemPath(0, 2), ItemPath(0, 3)], check: nil), landing: { _ in ItemPath(0, 2) })
        #expect(r.events == [.move(.step(to: ItemPath(0, 2)))])
        #expect(r.followed == ItemPath(0, 2))
    }

    @Test func aRefusedTargetGoesOnToTheNextAndProgressIsKept() {
        let frames = [ItemPath(0, 3): Self.frame(x: 200)]
        let r = Self.run(.move([ItemPath(0, 2), ItemPath(0, 3)], check: Self.right), landing: { e in
            e == .move(.step(to: ItemPath(0, 2))) ? Self.origin : ItemPath(0, 3)   // the owner refuses 0.2
        }, frames: frames)
        #expect(r.events == [.move(.step(to: ItemPath(0, 2))), .move(.step(to: ItemPath(0, 3)))])
        #expect(r.followed == ItemPath(0, 3))
    }

    @Test func theWrongWayGoesBackUncheckedThenTriesTheNext() {
        let frames = [ItemPath(1, 0): Self.frame(x: 0), ItemPath(0, 3): Self.frame(x: 200)]
        let r = Self.run(.move([ItemPath(1, 0), ItemPath(0, 3)], check: Self.right), landing: { e in
            switch e {
            case .move(.step(let to), _): return to
            default: return Self.origin
            }
        }, frames: frames)
        #expect(r.events == [.move(.step(to: ItemPath(1, 0))), .move(.step(to: Self.origin), checked: false),
                             .move(.step(to: ItemPath(0, 3)))])
        #expect(r.followed == ItemPath(0, 3))
    }

    @Test func whenNoTargetMakesProgressTheBlockEndsWhereItWas() {
        let frames = [ItemPath(1, 0): Self.frame(x: 0)]
        let r = Self.run(.move([ItemPath(1, 0)], check: Self.right), landing: { e in
            if case .move(.step(let to), _) = e { return to }
            return Self.origin
        }, frames: frames)
        #expect(r.events == [.move(.step(to: ItemPath(1, 0))), .move(.step(to: Self.origin), checked: false)])
        #expect(r.followed == Self.origin)
    }

    @Test func anExchangeMovesItsOverPositionOnceAndNoStepHandsNothing() {
        let r = Self.run(.exchangeOver(ItemPath(0, 4)), landing: { _ in Self.origin })
        #expect(r.events == [.exchange(.over(ItemPath(0, 4), frame: nil, point: nil))])
        #expect(r.followed == ItemPath(0, 4))
        let none = Self.run(nil, landing: { _ in Self.origin })
        #expect(none.events.isEmpty && none.followed == nil)
        let empty = Self.run(.move([], check: Self.right), landing: { _ in Self.origin })
        #expect(empty.events.isEmpty && empty.followed == Self.origin)
    }

    @Test func aStepOverAStateReadsItsDragAndLayoutAsTheyAreAfterEachEvent() throws {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C", "D", "E", "F"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 400))
        var state = CollectionState(snapshot: snapshot, layout: AnyLayout(flow), mode: .edit)
        let rules = MoveRules(delegate: CollectionViewDelegate(), layout: state.layout, emit: { _ in })
        let pointer = DragPointer(grabbing: Rect(x: 0, y: 0, width: 100, height: 100), at: Point(x: 50, y: 50),
                                  size: Size(width: 100, height: 100), time: 0, byKeyboard: true)
        var machine = DragMachine<String>()
        _ = machine.handle(.lift(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), sizes: [pointer.size], pointer: pointer),
                           rules: rules)
        state.drag = machine.session
        let navigator = KeyboardNavigator(layout: state.layout, viewportSize: Size(width: 340, height: 400))
        #expect(KeyboardDragStep(.right, in: state, navigator: navigator).followed(in: state) == ItemPath(0, 0))
        var step = KeyboardDragStep(.right, in: state, navigator: navigator)
        let first = step.next(in: state)
        let event = try #require(first)
        #expect(event == .move(.step(to: ItemPath(0, 1))), "along the line, one slot on")
        // The view's part: the machine's actions on the state (the relayout's inside, in place).
        var before: SectionedSnapshot<Int, String>?
        for case .relayout(let inside) in machine.handle(event, rules: rules) {
            for action in inside { try state.perform(action, next: machine.session, before: &before) }
        }
        let second = step.next(in: state)
        #expect(second == nil, "no progress check along a line: the first step is kept")
        #expect(step.followed(in: state) == ItemPath(0, 1))
        var none = KeyboardDragStep(.right, in: CollectionState(snapshot: snapshot, layout: AnyLayout(flow), mode: .edit),
                                    navigator: navigator)
        let nothing = none.next(in: state)
        #expect(nothing == nil, "no drag: no step")
    }
}
