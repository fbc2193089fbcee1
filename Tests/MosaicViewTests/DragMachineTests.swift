import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The drag's state machine (`DragMachine`) alone: events in, actions out, no view. Each test
/// reads as the timeline a view performs; the view's own tests check the performed result.
@Suite struct DragMachineTests {
    private typealias Machine = DragMachine<String>
    private static let cell = Size(width: 100, height: 100)

    /// A 3 × 2 flow of 100-point cells with 10-point gaps, the owner's rules answering with `delegate`.
    private static func rules(_ delegate: CollectionViewDelegate = CollectionViewDelegate(), counts: [Int] = [6],
                              log: @escaping (CollectionViewEvent) -> Void = { _ in }) throws -> MoveRules {
        let flow = try FlowLayout(itemCounts: counts, itemSizing: .uniform(cell), minimumInteritemSpacing: 10,
                                  minimumLineSpacing: 10, containerSize: Size(width: 340, height: 400))
        return MoveRules(delegate: delegate, layout: AnyLayout(flow), emit: log)
    }

    private static func pointer(_ x: Double = 50, _ y: Double = 50, byKeyboard: Bool = false) -> DragPointer {
        DragPointer(grabbing: Rect(x: 0, y: 0, width: 100, height: 100), at: Point(x: x, y: y), size: cell, time: 1,
                    byKeyboard: byKeyboard)
    }

    private static func lifted(_ items: [String] = ["A"], sources: [ItemPath] = [ItemPath(0, 0)]) throws -> Machine {
        var m = Machine()
        _ = m.handle(.lift(items: items, sources: sources, origin: sources[0], sizes: items.map { _ in cell },
                           pointer: pointer()), rules: try rules())
        return m
    }

    @Test func aLiftOfOneItemTakesEffectWithoutARelayout() throws {
        var m = Machine()
        let actions = m.handle(.lift(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), sizes: [Self.cell],
                                     pointer: Self.pointer()), rules: try Self.rules())
        #expect(actions == [.clearHighlight, .limitPlacement, .announce(.lifted(["A"], at: ItemPath(0, 0))), .takeEffect])
        #expect(m.session?.move?.items == ["A"] && m.session?.move?.target == ItemPath(0, 0))
    }

    @Test func severalLiftedItemsGatherAsABlockInsideOneRelayout() throws {
        var m = Machine()
        let sources = [ItemPath(0, 1), ItemPath(0, 4)]
        let actions = m.handle(.lift(items: ["B", "E"], sources: sources, origin: ItemPath(0, 4), sizes: [Self.cell, Self.cell],
                                     pointer: Self.pointer()), rules: try Self.rules())
        #expect(actions == [.clearHighlight, .limitPlacement, .announce(.lifted(["B", "E"], at: ItemPath(0, 4))),
                            .relayout([.takeEffect, .layout(.present(remove: sources, insertAt: ItemPath(0, 1), sizes: [Self.cell, Self.cell]))])])
    }

    @Test func aRetargetMovesTheBlockInARelayoutAndTheStateTakesEffectFirstInside() throws {
        var m = try Self.lifted()
        // Over item 0.2's centre (x 220…320): the block takes its slot.
        let frame = Rect(x: 220, y: 0, width: 100, height: 100)
        let actions = m.handle(.move(.over(ItemPath(0, 2), frame: frame, point: Point(x: 270, y: 50))), rules: try Self.rules())
        #expect(actions == [.relayout([.takeEffect, .layout(.move(from: ItemPath(0, 0), to: ItemPath(0, 2), count: 1, fallback: Self.cell))])])
        #expect(m.session?.move?.target == ItemPath(0, 2))
        // Still inside the same item's frame: hysteresis, nothing moves.
        #expect(m.handle(.move(.over(ItemPath(0, 1), frame: frame, point: Point(x: 230, y: 50))), rules: try Self.rules()) == [.takeEffect])
    }

    @Test func theDropCommitsThenEndsWithOneReportAndALanding() throws {
        var m = try Self.lifted()
        _ = m.handle(.move(.step(to: ItemPath(0, 3))), rules: try Self.rules())
        let actions = m.handle(.drop(contentOffset: Point(x: 0, y: 10)), rules: try Self.rules())
        let frame = Rect(x: 0, y: 10, width: 100, height: 100)
        #expect(actions == [.commitMove(["A"], from: [ItemPath(0, 0)], to: ItemPath(0, 3)), .takeEffect, .completePlacement,
                            .reportMove(["A"], from: [ItemPath(0, 0)], to: ItemPath(0, 3)), .announce(.moved(["A"], to: ItemPath(0, 3))),
                            .land("A", from: frame, scale: 1)])
        #expect(m.session == nil)
    }

    @Test func aDropWhereItStartedIsACancelForTheOwner() throws {
        var m = try Self.lifted()
        let actions = m.handle(.drop(contentOffset: .zero), rules: try Self.rules())
        #expect(actions == [.takeEffect, .completePlacement, .emit(.cancelMove), .announce(.droppedInPlace(["A"], at: ItemPath(0, 0))),
                            .land("A", from: Rect(x: 0, y: 0, width: 100, height: 100), scale: 1)])
    }

    @Test func aCancelRestoresTheBlockInARelayout() throws {
        var m = try Self.lifted()
        _ = m.handle(.move(.step(to: ItemPath(0, 2))), rules: try Self.rules())
        let actions = m.handle(.cancel(contentOffset: .zero), rules: try Self.rules())
        #expect(actions.first == .relayout([.takeEffect, .layout(.restore(from: ItemPath(0, 2), to: [ItemPath(0, 0)], fallback: Self.cell))]))
        #expect(actions.dropFirst().first == .completePlacement && actions.contains(.emit(.cancelMove)))
        #expect(m.session == nil)
    }

    @Test func anOwnersRefusalOfTheTargetKeepsTheBlock() throws {
        var delegate = CollectionViewDelegate()
        delegate.targetForMove = { _, _ in nil }
        var m = try Self.lifted()
        #expect(m.handle(.move(.step(to: ItemPath(0, 3))), rules: try Self.rules(delegate)) == [.takeEffect])
        #expect(m.session?.move?.target == ItemPath(0, 0))
        // Unchecked (a target this movement already accepted): the owner is not asked.
        #expect(m.handle(.move(.step(to: ItemPath(0, 3)), checked: false), rules: try Self.rules(delegate)).count == 1)
        #expect(m.session?.move?.target == ItemPath(0, 3))
    }

    @Test func anExchangeCatchAsksTheOwnerAndARefusalLeavesNoSession() throws {
        var delegate = CollectionViewDelegate()
        delegate.canBeginExchange = { $0 != ItemPath(0, 1) }
        var m = Machine()
        let refused = m.handle(.catchItem("B", at: ItemPath(0, 1), pointer: Self.pointer()), rules: try Self.rules(delegate))
        #expect(refused == [.emit(.canBegin(ItemPath(0, 1)))] && m.session == nil)
        let caught = m.handle(.catchItem("A", at: ItemPath(0, 0), pointer: Self.pointer()), rules: try Self.rules(delegate))
        #expect(caught == [.clearHighlight, .emit(.canBegin(ItemPath(0, 0))), .limitPlacement, .announce(.lifted(["A"], at: ItemPath(0, 0))),
                           .takeEffect, .caught(ItemPath(0, 0))])
        #expect(m.session?.exchange?.item == "A")
    }

    @Test func anExchangeSwapsLiveThenReleasesAndCancelSwapsBack() throws {
        var m = Machine()
        _ = m.handle(.catchItem("A", at: ItemPath(0, 0), pointer: Self.pointer()), rules: try Self.rules())
        let swap = m.handle(.exchange(.over(ItemPath(0, 2), frame: nil, point: nil)), rules: try Self.rules())
        #expect(swap == [.relayout([.takeEffect, .emit(.canDisplace(ItemPath(0, 2), from: ItemPath(0, 0))),
                                    .exchange(ItemPath(0, 2), ItemPath(0, 0)), .emit(.didExchange(ItemPath(0, 2), ItemPath(0, 0))),
                                    .emit(.didFinishExchangeEvent)])])
        var cancelled = m
        let back = cancelled.handle(.cancel(contentOffset: .zero), rules: try Self.rules())
        #expect(back.first == .relayout([.exchange(ItemPath(0, 2), ItemPath(0, 0)), .emit(.didExchange(ItemPath(0, 2), ItemPath(0, 0))),
                                          .takeEffect]))
        #expect(back.contains(.endCatch) && back.contains(.emit(.didCancelExchangeTransaction)) && cancelled.session == nil)
        let released = m.handle(.drop(contentOffset: .zero), rules: try Self.rules())
        #expect(released == [.takeEffect, .completePlacement, .emit(.didFinishExchangeTransaction(ItemPath(0, 2), ItemPath(0, 0))),
                             .recordExchange(final: ItemPath(0, 2), origin: ItemPath(0, 0)),
                             .announce(.swapped(ItemPath(0, 2), ItemPath(0, 0))),
                             .release("A", from: Rect(x: 0, y: 0, width: 100, height: 100), origin: ItemPath(0, 0), caughtAt: 1)])
    }

    @Test func eventsOfTheOtherKindOrWithoutADragActNothing() throws {
        var none = Machine()
        #expect(none.handle(.drop(contentOffset: .zero), rules: try Self.rules()) == [])
        #expect(none.handle(.cancel(contentOffset: .zero), rules: try Self.rules()) == [])
        #expect(none.handle(.move(.step(to: ItemPath(0, 1))), rules: try Self.rules()) == [])
        var moving = try Self.lifted()
        #expect(moving.handle(.exchange(.overGap), rules: try Self.rules()) == [])
        #expect(moving.session?.move != nil)
    }

    @Test func theRetargetEventFollowsThePointerOverItemsAndGaps() throws {
        let layout = try Self.rules().layout
        let m = try Self.lifted()
        #expect(m.retargetEvent(in: layout, contentOffset: .zero)
                == .move(.over(ItemPath(0, 0), frame: Rect(x: 0, y: 0, width: 100, height: 100), point: Point(x: 50, y: 50))))
        var keyboard = Machine()
        _ = keyboard.handle(.lift(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), sizes: [Self.cell],
                                  pointer: Self.pointer(byKeyboard: true)), rules: try Self.rules())
        #expect(keyboard.retargetEvent(in: layout, contentOffset: .zero) == nil)
        var exchange = Machine()
        _ = exchange.handle(.catchItem("A", at: ItemPath(0, 0), pointer: Self.pointer(105, 50)), rules: try Self.rules())
        #expect(exchange.retargetEvent(in: layout, contentOffset: .zero) == .exchange(.overGap))
        #expect(Machine().retargetEvent(in: layout, contentOffset: .zero) == nil)
    }
}

extension DragMachineTests {
    @Test func aKeyboardStepIsAnnouncedOnlyWhenItChangedSomething() throws {
        var m = try Self.lifted(["A", "B"], sources: [ItemPath(0, 0), ItemPath(0, 1)])
        let mark = m.session?.stepMark
        #expect(m.stepAnnouncement(since: mark, itemAt: { _ in nil }) == nil)
        _ = m.handle(.move(.step(to: ItemPath(0, 2))), rules: try Self.rules())
        #expect(m.stepAnnouncement(since: mark, itemAt: { _ in nil }) == .movedOver(["A", "B"], at: ItemPath(0, 2)))
        var x = Machine()
        _ = x.handle(.catchItem("A", at: ItemPath(0, 0), pointer: Self.pointer()), rules: try Self.rules())
        let origin = x.session?.stepMark
        _ = x.handle(.exchange(.over(ItemPath(0, 3), frame: nil, point: nil)), rules: try Self.rules())
        #expect(x.stepAnnouncement(since: origin, itemAt: { $0 == ItemPath(0, 0) ? "D" : nil }) == .willSwap("A", with: "D"))
        let swapped = x.session?.stepMark
        _ = x.handle(.exchange(.over(ItemPath(0, 0), frame: nil, point: nil)), rules: try Self.rules())
        #expect(x.stepAnnouncement(since: swapped, itemAt: { _ in nil }) == .backInPlace("A", at: ItemPath(0, 0)))
    }
    @Test func aReleaseInsideTheViewportDropsOutsideCancelsAndAKeyboardDragAlwaysDrops() throws {
        let viewport = Viewport(size: Size(width: 340, height: 400), contentOffset: Point(x: 0, y: 10))
        var m = try Self.lifted()
        #expect(m.releaseEvent(in: viewport) == .drop(contentOffset: Point(x: 0, y: 10)))
        _ = m.handle(.pointer(Point(x: 339, y: 399), contentOffset: viewport.contentOffset), rules: try Self.rules())
        #expect(m.releaseEvent(in: viewport) == .drop(contentOffset: Point(x: 0, y: 10)))
        _ = m.handle(.pointer(Point(x: 340, y: 50), contentOffset: viewport.contentOffset), rules: try Self.rules())
        #expect(m.releaseEvent(in: viewport) == .cancel(contentOffset: Point(x: 0, y: 10)))
        _ = m.handle(.pointer(Point(x: 50, y: -1), contentOffset: viewport.contentOffset), rules: try Self.rules())
        #expect(m.releaseEvent(in: viewport) == .cancel(contentOffset: Point(x: 0, y: 10)))
        var keyboard = Machine()
        _ = keyboard.handle(.lift(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), sizes: [Self.cell],
                                  pointer: Self.pointer(500, 500, byKeyboard: true)), rules: try Self.rules())
        #expect(keyboard.releaseEvent(in: viewport) == .drop(contentOffset: Point(x: 0, y: 10)))
        #expect(Machine().releaseEvent(in: viewport) == .drop(contentOffset: Point(x: 0, y: 10)))
    }

    @Test func theInteractiveMovementAPIMovesOnlyAMovementAndEndsAsAPointerReleaseWould() throws {
        let viewport = Viewport(size: Size(width: 340, height: 400), contentOffset: Point(x: 0, y: 10))
        let p = Point(x: 120, y: 30)
        for call in [Machine.MovementCall.update(p), .end, .cancel] {
            #expect(Machine().event(for: call, in: viewport) == nil, "no drag: \(call) does nothing")
        }
        var exchange = Machine()
        _ = exchange.handle(.catchItem("A", at: ItemPath(0, 0), pointer: Self.pointer()), rules: try Self.rules())
        #expect(exchange.session?.exchange != nil && exchange.event(for: .end, in: viewport) == nil, "the API moves, it does not exchange")
        var m = try Self.lifted()
        #expect(m.event(for: .update(p), in: viewport) == .pointer(p, contentOffset: Point(x: 0, y: 10)))
        #expect(m.event(for: .end, in: viewport) == .drop(contentOffset: Point(x: 0, y: 10)))
        #expect(m.event(for: .cancel, in: viewport) == .cancel(contentOffset: Point(x: 0, y: 10)))
        _ = m.handle(.pointer(Point(x: 500, y: 50), contentOffset: viewport.contentOffset), rules: try Self.rules())
        #expect(m.event(for: .end, in: viewport) == .cancel(contentOffset: Point(x: 0, y: 10)), "outside the viewport: a cancel")
    }

    @Test func onlyADropOrACancelOfADragInProgressEndsIt() throws {
        let offset = Point(x: 0, y: 0)
        #expect(Machine().ending(.drop(contentOffset: offset)) == nil && Machine().ending(.cancel(contentOffset: offset)) == nil)
        let m = try Self.lifted()
        #expect(m.ending(.drop(contentOffset: offset)) == true && m.ending(.cancel(contentOffset: offset)) == false)
        #expect(m.ending(.pointer(Point(x: 1, y: 1), contentOffset: offset)) == nil && m.ending(.retarget(contentOffset: offset)) == nil)
        #expect(m.ending(.frame(at: 1, viewport: Self.cell)) == nil)
    }
}
