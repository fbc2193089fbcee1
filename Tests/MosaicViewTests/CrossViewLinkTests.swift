import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicView

/// ``CrossViewLink``'s decisions as values: which items a view can host, where an arriving block
/// goes, what the owner's snapshot looks like during a shared drag, how a lifted block leaves, an
/// item is replaced, a hosted block settles, and how the home view of an exchange ends it.
@Suite struct CrossViewLinkTests {
    typealias Link = CrossViewLink<String>
    static let cell = Size(width: 100, height: 100)
    static let pointer = DragPointer(pointer: Point(x: 50, y: 50), grabOffset: Point(x: 50, y: 50), size: cell, time: 0,
                                     byKeyboard: false)

    static func move(_ items: [String], from sources: [ItemPath], to target: ItemPath) -> MoveDrag<String> {
        var c = MoveController()
        _ = c.handle(.lift(sources: sources, origin: sources[0]))
        if target != sources[0] { _ = c.handle(.step(to: target)) }
        return MoveDrag(pointer: pointer, items: items, controller: c)
    }

    @Test func hostsOnlyItsTypeNotInItsModel() throws {
        let s = try SectionedSnapshot<Int, String>(sections: [(0, ["A"])])
        #expect(Link.hostable([AnyHashable("X"), AnyHashable("Y")], in: s) == ["X", "Y"])
        #expect(Link.hostable([AnyHashable("A")], in: s) == nil)
        #expect(Link.hostable([AnyHashable(7)], in: s) == nil)
        #expect(Link.hostable([AnyHashable("X")], in: try SectionedSnapshot<Int, String>(sections: [])) == nil)
        #expect(Link.canHost([AnyHashable("X")], in: s) && !Link.canHost([AnyHashable("X"), AnyHashable(7)], in: s))
        #expect(Link.canHost([], in: s) && Link.hostable([], in: s) == [])
    }

    @Test func anArrivalGoesUnderThePointerAtAKeyStepOrHome() {
        var link = Link()
        let sizes = [Self.cell]
        var asked = 0
        let under = link.arrival(["X"], sizes: sizes, placement: .underPointer, counts: [2, 3]) { asked += 1; return ItemPath(1, 9) }
        #expect(under?.paths == [ItemPath(1, 3)] && asked == 1)
        let step = link.arrival(["X"], sizes: sizes, placement: .at(ItemPath(0, 1)), counts: [2, 3]) { asked += 1; return nil }
        #expect(step?.paths == [ItemPath(0, 1)] && asked == 1)   // the pointer's slot is asked only under the pointer
        // Home: where the owner's latest snapshot had the lent items, in its order, and no longer lent.
        link.lend([AnyHashable("A"), AnyHashable("B")], sources: [ItemPath(0, 0), ItemPath(0, 1)], removed: nil)
        link.departed = (["B", "A"], [ItemPath(0, 2), ItemPath(1, 0)])
        let home = link.arrival(["A", "B"], sizes: [Self.cell, Size(width: 5, height: 5)], placement: .home([]), counts: [2, 0]) { nil }
        #expect(home?.items == ["B", "A"])
        #expect(home?.paths == [ItemPath(0, 2), ItemPath(1, 0)])
        #expect(home?.sizes == [Size(width: 5, height: 5), Self.cell])
        #expect(link.departed == nil && link.isIdle)
    }

    @Test func theOwnersSnapshotKeepsLentItemsOutAndHostedItemsIn() throws {
        var link = Link()
        var untouched = try SectionedSnapshot<Int, String>(sections: [(0, ["B", "A"])])
        #expect(link.adjust(&untouched, lifted: nil) == nil && untouched.sections.map(\.1) == [["B", "A"]], "an idle link")
        var told = 0
        link.lend([AnyHashable("A")], sources: [ItemPath(0, 0)], removed: { told += 1 })
        link.host([AnyHashable("X")], end: nil)
        var s = try SectionedSnapshot<Int, String>(sections: [(0, ["B", "A", "C"])])
        let lifted = Self.move(["X"], from: [ItemPath(0, 1)], to: ItemPath(0, 1))
        #expect(link.adjust(&s, lifted: lifted) == nil)
        #expect(s.sections.map(\.1) == [["B", "X", "C"]])
        #expect(link.departed?.sources == [ItemPath(0, 1)])      // where A comes home to now
        // The owner deletes the lent item: the lending ends, whom to tell is handed back, untold.
        var gone = try SectionedSnapshot<Int, String>(sections: [(0, ["B", "C"])])
        let ended = try #require(link.adjust(&gone, lifted: nil))
        #expect(ended.items == ["A"] && told == 0)
        #expect(ended.actions == [.emit(.cancelMove), .announce(.removed(["A"]))], "the owner hears a cancel, announced")
        ended.tell?()
        #expect(told == 1 && link.departed == nil && link.lentRemoved == nil)
    }

    @Test func aLiftedBlockLeavesModelAndLayout() throws {
        var s = try CrossViewBlockTests.state([(0, ["A", "B", "C"])])
        let m = Self.move(["A"], from: [ItemPath(0, 0)], to: ItemPath(0, 2))   // presented B C A
        s.drag = .move(m)
        Link.removeLifted(from: &s)
        #expect(s.drag == nil)
        #expect(s.snapshot.sections.map(\.1) == [["B", "C"]])
        #expect(s.layout.itemCounts == [2])
        #expect(s.invariantViolations().isEmpty)
    }

    @Test func aReplacementKeepsFocusAtThePlaceAndMarksTheCaughtItemAway() throws {
        var s = try CrossViewBlockTests.state([(0, ["A", "B"])])
        var c = ExchangeController()
        _ = c.handle(.catchItem(at: ItemPath(0, 0)))
        s.drag = .exchange(ExchangeDrag(pointer: Self.pointer, item: "A", controller: c))
        s.focused = "A"
        let wide = Size(width: 200, height: 100)
        Link.replace(at: ItemPath(0, 0), with: "X", size: wide, in: &s)
        #expect(s.snapshot.sections.map(\.1) == [["X", "B"]])
        #expect(s.layout.itemSize(at: ItemPath(0, 0)) == wide)
        #expect(s.focused == "X")
        #expect(s.drag?.exchange?.swappedAway == true)
        Link.replace(at: ItemPath(0, 0), with: "A", size: Self.cell, in: &s)   // swapped back
        #expect(s.drag?.exchange?.swappedAway == false && s.focused == "A")
    }

    @Test func aReturnLandsTellsTheCancelAndSaysWhere() {
        let block = CrossViewBlock(items: ["A", "B"], paths: [ItemPath(0, 2), ItemPath(0, 3)], sizes: [Self.cell, Self.cell])
        let frame = Rect(x: 10, y: 20, width: 100, height: 100)
        #expect(Link.returning(block, from: frame)
                == [.land("A", from: frame, scale: 1), .emit(.cancelMove), .announce(.cancelled(["A", "B"], at: ItemPath(0, 2)))])
        #expect(Link.returning(block, from: nil) == [.emit(.cancelMove), .announce(.cancelled(["A", "B"], at: ItemPath(0, 2)))])
        #expect(!Link.returning(block, from: frame).contains(.takeEffect))   // the view's drag is left alone
    }

    @Test func aHostedBlockSettlesWhereItIsOrWhereTheOwnerSays() {
        let m = Self.move(["X", "Y"], from: [ItemPath(0, 0), ItemPath(0, 1)], to: ItemPath(0, 1))
        #expect(Link.settleStep(to: nil, move: m, presented: [4]) == nil)
        #expect(Link.settleStep(to: ItemPath(0, 1), move: m, presented: [4]) == nil)      // where it is
        #expect(Link.settleStep(to: ItemPath(0, 2), move: m, presented: [4]) == ItemPath(0, 2))
        #expect(Link.settleStep(to: ItemPath(0, 3), move: m, presented: [4]) == nil)      // no room for two
        let actions = Link.settling(m, contentOffset: .zero)
        #expect(actions.first == .commitMove(["X", "Y"], from: [ItemPath(0, 0), ItemPath(0, 1)], to: ItemPath(0, 1)))
        #expect(actions.contains(.announce(.moved(["X", "Y"], to: ItemPath(0, 1)))))
        #expect(!actions.contains { if case .reportMove = $0 { true } else { false } })   // the owner hears it from the group
        var link = Link()
        link.host([AnyHashable("X"), AnyHashable("Y")], end: { _ in })
        #expect(link.settle(m, contentOffset: .zero) == actions)
        #expect(link.hosted == nil && link.end == nil && link.isIdle, "a settled block is no longer hosted")
    }

    @Test func leavingUndoesTheInViewSwapAndEndingFollowsWhatIsAtTheOrigin() {
        var c = ExchangeController()
        _ = c.handle(.catchItem(at: ItemPath(0, 0)))
        let caught = ExchangeDrag(pointer: Self.pointer, item: "A", controller: c)
        #expect(Link.leaving(caught) == nil)                                      // nothing displaced here
        _ = c.handle(.over(ItemPath(0, 2), frame: nil, point: nil))
        let swapped = ExchangeDrag(pointer: Self.pointer, item: "A", controller: c)
        let leaving = Link.leaving(swapped)
        #expect(leaving?.actions == [.relayout([.takeEffect, .exchange(ItemPath(0, 0), ItemPath(0, 2)),
                                                .emit(.didExchange(ItemPath(0, 0), ItemPath(0, 2)))]),
                                     .emit(.didFinishExchangeEvent)])
        #expect(leaving?.next.controller.displaced == nil && leaving?.next.controller.origin == ItemPath(0, 0))

        let words: (String, String) -> String = { "Swapped \($0) and \($1)" }
        #expect(Link.ending(caught, committed: false, other: "X", swapped: words) == .drive(drop: false))
        #expect(Link.ending(caught, committed: true, other: "A", swapped: words) == .drive(drop: true))   // nothing exchanged
        #expect(Link.ending(caught, committed: true, other: "X", swapped: words)
                == .finish([.takeEffect, .completePlacement, .endCatch, .emit(.didFinishExchangeTransaction(ItemPath(0, 0), ItemPath(0, 0))),
                            .emit(.announce("Swapped A and X"))]))
        #expect(Link.ending(ExchangeDrag(pointer: Self.pointer, item: "A", controller: ExchangeController()), committed: true,
                            other: "X", swapped: words) == nil)
    }
}
