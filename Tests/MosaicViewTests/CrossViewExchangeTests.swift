import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// Exchange mode across the views of a `CollectionViewGroup` (the article "Dragging Between
/// Views", section "Exchange mode"): live swaps in both views, swap-backs, the delegate order in
/// both, one `CrossViewExchange` per committed exchange, everything back on a cancel or refusal.
@Suite struct CrossViewExchangeTests {
    let two = ["a": [["A", "B", "C", "D"]], "b": [["E", "F", "G", "H"]]]

    /// A harness in exchange mode whose owners persist exchanges between views and their own.
    static func harness(_ sections: [String: [[String]]]) throws -> (CrossViewHarness, Box) {
        let h = try CrossViewHarness(sections, mode: .exchange)
        let box = Box()
        h.group.shouldExchangeBetweenViews = { x in box.asked.append(x); return box.answer }
        h.group.didExchangeBetweenViews = { [unowned h] x in
            box.told.append(x)
            h.log.append("group: exchangeBetweenViews \(x.sourceView) \(x.sourcePath) <-> \(x.destinationView) \(x.destinationPath)")
            h.owners[x.sourceView]![x.sourcePath.section][x.sourcePath.item] = x.convertedDisplacedItem(as: String.self)!
            h.owners[x.destinationView]![x.destinationPath.section][x.destinationPath.item] = x.convertedItem(as: String.self)!
        }
        for (id, view) in h.views {
            view.delegate.didFinishExchangeTransaction = { [unowned h] a, b in
                guard a != b else { return }
                let x = h.owners[id]![a.section][a.item]
                h.owners[id]![a.section][a.item] = h.owners[id]![b.section][b.item]
                h.owners[id]![b.section][b.item] = x
            }
        }
        return (h, box)
    }

    /// A (0.0 in a) caught and carried over F (0.1 in b): swapped.
    func swappedWithF() throws -> (CrossViewHarness, Box) {
        let (h, box) = try Self.harness(two)
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)
        h.move(600 + 160, 50, at: 0.5)
        return (h, box)
    }

    final class Box {
        var asked: [CrossViewExchange] = []
        var told: [CrossViewExchange] = []
        var answer = true
    }

    @Test func aSwapWithAnotherViewsItemIsLiveInBothAndOneTransaction() throws {
        let (h, box) = try Self.harness(two)
        h.down(50, 50, at: 0)                      // A, in a
        h.move(55, 50, at: 0.3)                    // caught (0.15 s)
        #expect(h.views["a"]!.dragInProgress)
        h.move(600 + 160, 50, at: 0.5)             // well inside F, in b
        #expect(h.group.isExchangingBetweenViews)
        #expect(h.sections("a") == [["F", "B", "C", "D"]])
        #expect(h.sections("b") == [["E", "A", "G", "H"]])
        #expect(h.views["a"]!.committedSnapshot.sections.map(\.1) == [["A", "B", "C", "D"]])
        h.move(600 + 270, 50, at: 0.7)             // on to G: F swaps back first
        #expect(h.sections("a") == [["G", "B", "C", "D"]])
        #expect(h.sections("b") == [["E", "F", "A", "H"]])
        h.up(600 + 270, 50, at: 0.9)
        #expect(!h.group.isExchangingBetweenViews && !h.views["a"]!.dragInProgress)
        #expect(h.sections("a") == [["G", "B", "C", "D"]])
        #expect(h.sections("b") == [["E", "F", "A", "H"]])
        let expected = CrossViewExchange(sourceView: "a", sourcePath: ItemPath(0, 0), item: "A", destinationView: "b",
                                         destinationPath: ItemPath(0, 2), displacedItem: "G", convertedItem: "A",
                                         convertedDisplacedItem: "G")
        #expect(box.asked == [expected] && box.told == [expected])
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
        let lines = h.log.filter { !$0.contains("willDisplay") && !$0.contains("didEndDisplaying") }
        #expect(lines == [
            "a: canBegin 0.0", "a: announce Lifted A, position 1 of 4",
            "b: canDisplace 0.1 from 0.0", "a: didExchange 0.0 0.0", "b: didExchange 0.1 0.1",
            "a: didFinishExchangeEvent", "b: didFinishExchangeEvent", "a: announce A will swap with F",
            "b: canDisplace 0.2 from 0.0", "a: didExchange 0.0 0.0", "b: didExchange 0.1 0.1",
            "a: didExchange 0.0 0.0", "b: didExchange 0.2 0.2",
            "a: didFinishExchangeEvent", "b: didFinishExchangeEvent", "a: announce A will swap with G",
            "a: didFinishExchangeTransaction 0.0 0.0", "a: announce Swapped A and G",
            "b: didFinishExchangeTransaction 0.2 0.2", "group: exchangeBetweenViews a 0.0 <-> b 0.2",
        ], "\(lines)")
        h.advance(to: 3)
        #expect(engineSettledDisplayProblems(h.views["a"]!) == [])
        #expect(engineSettledDisplayProblems(h.views["b"]!) == [])
    }

    @Test func backOverItsOwnViewTheSwapIsUndoneAndTheInViewExchangeGoesOn() throws {
        let (h, box) = try Self.harness(two)
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)
        h.move(600 + 160, 50, at: 0.5)             // swapped with F
        h.move(270, 50, at: 0.7)                   // back in a, over C: the swap undone, then A and C swap
        #expect(!h.group.isExchangingBetweenViews)
        #expect(h.sections("b") == [["E", "F", "G", "H"]])
        #expect(h.sections("a") == [["C", "B", "A", "D"]])
        h.up(270, 50, at: 0.9)
        #expect(box.told.isEmpty)
        #expect(h.lines("b").suffix(2) == ["didExchange 0.1 0.1", "didFinishExchangeEvent"])
        #expect(h.lines("a").contains("didFinishExchangeTransaction 0.2 0.0"))
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
    }

    @Test func aGapKeepsTheSwapAndAReleaseThereCommitsItAsInOneView() throws {
        let (h, box) = try swappedWithF()
        h.move(600 + 160, 400, at: 0.7)            // b's empty space: nothing changes
        #expect(h.group.isExchangingBetweenViews)
        #expect(h.sections("a") == [["F", "B", "C", "D"]] && h.sections("b") == [["E", "A", "G", "H"]])
        h.move(600 + 160, 50, at: 0.8)             // back over A (now at F's place): still nothing new
        h.move(600 + 160, 400, at: 0.9)
        #expect(h.lines("b").filter { $0.hasPrefix("canDisplace") } == ["canDisplace 0.1 from 0.0"])
        h.up(600 + 160, 400, at: 1.0)              // released on a gap: the live swap is kept
        #expect(!h.views["a"]!.dragInProgress && !h.group.isExchangingBetweenViews)
        #expect(h.sections("a") == [["F", "B", "C", "D"]] && h.sections("b") == [["E", "A", "G", "H"]])
        #expect(box.asked.count == 1 && box.told.map(\.destinationPath) == [ItemPath(0, 1)])
        #expect(h.lines("a").contains("didFinishExchangeTransaction 0.0 0.0"))
        #expect(h.lines("b").last == "didFinishExchangeTransaction 0.1 0.1")
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
    }

    @Test func outsideEveryViewTheSwapStaysAndAReleaseThereCancels() throws {
        let (h, box) = try swappedWithF()
        h.move(550, 50, at: 0.7)                   // between the views: no view
        #expect(h.group.isExchangingBetweenViews)
        #expect(h.sections("b") == [["E", "A", "G", "H"]])
        h.up(550, 50, at: 0.9)                     // as a release outside the viewport: cancelled
        #expect(!h.views["a"]!.dragInProgress && box.asked.isEmpty)
        #expect(h.sections("a") == [["A", "B", "C", "D"]] && h.sections("b") == [["E", "F", "G", "H"]])
        #expect(h.lines("a").suffix(2) == ["didCancelExchangeTransaction", "announce Drop cancelled, A returned to position 1"])
        #expect(h.lines("b").suffix(2) == ["didExchange 0.1 0.1", "didCancelExchangeTransaction"])
    }

    @Test func aReleaseOnAnotherViewsGapWithNoSwapEndsWithNothingExchanged() throws {
        let (h, box) = try Self.harness(two)
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)
        h.move(600 + 160, 400, at: 0.5)            // b's empty space, no swap yet
        #expect(h.group.isExchangingBetweenViews)
        h.up(600 + 160, 400, at: 0.7)
        #expect(!h.views["a"]!.dragInProgress && box.asked.isEmpty && box.told.isEmpty)
        #expect(h.lines("a").suffix(2) == ["didFinishExchangeTransaction 0.0 0.0",
                                           "announce Dropped A at position 1; nothing exchanged"], "\(h.lines("a"))")
        #expect(!h.lines("a").contains("didCancelExchangeTransaction"))
        #expect(h.sections("a") == [["A", "B", "C", "D"]] && h.sections("b") == [["E", "F", "G", "H"]])
        h.advance(to: 2)
        #expect(engineSettledDisplayProblems(h.views["a"]!) == [])
    }

    @Test func escapeAndRefusalReturnEverything() throws {
        for refuse in [false, true] {
            let (h, box) = try Self.harness(two)
            box.answer = !refuse
            h.down(160, 50, at: 0)                 // B
            h.move(165, 50, at: 0.3)
            h.move(600 + 50, 160, at: 0.5)         // b's gap below E: nothing to swap with
            h.move(600 + 380, 50, at: 0.6)         // H
            #expect(h.sections("b") == [["E", "F", "G", "B"]])
            if refuse { h.up(600 + 380, 50, at: 0.8) } else { h.key(.escape, at: 0.8) }
            #expect(!h.group.isExchangingBetweenViews && !h.views["a"]!.dragInProgress)
            #expect(h.sections("a") == [["A", "B", "C", "D"]] && h.sections("b") == [["E", "F", "G", "H"]])
            #expect(box.asked.count == (refuse ? 1 : 0) && box.told.isEmpty)
            #expect(h.lines("a").suffix(3) == ["didExchange 0.1 0.1", "didCancelExchangeTransaction",
                                               "announce Drop cancelled, B returned to position 2"], "\(h.lines("a"))")
            #expect(h.lines("b").suffix(2) == ["didExchange 0.3 0.3", "didCancelExchangeTransaction"])
            if refuse { continue }
            h.up(600 + 380, 50, at: 0.9)
            #expect(h.sections("b") == [["E", "F", "G", "H"]])
        }
    }

    @Test func aRefusedPartnerIsSkippedAndTheTargetRuleHolds() throws {
        let (h, _) = try Self.harness(two)
        h.views["b"]!.delegate.canDisplace = { item, _ in item != ItemPath(0, 1) }
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)
        h.move(600 + 115, 50, at: 0.5)             // F's edge: not yet a partner
        #expect(h.sections("b") == [["E", "F", "G", "H"]] && !h.lines("b").contains { $0.hasPrefix("canDisplace") })
        h.move(600 + 160, 50, at: 0.6)             // inside F: asked, refused
        h.move(600 + 165, 50, at: 0.7)             // not asked again
        #expect(h.lines("b").filter { $0.hasPrefix("canDisplace") } == ["canDisplace 0.1 from 0.0"])
        #expect(h.sections("b") == [["E", "F", "G", "H"]])
    }

    @Test func viewsOfDifferentTypesSwapThroughTheConversions() throws {
        let (h, box) = try Self.harness(["a": [["A", "B"]]])
        let clock = h.clock
        let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, [1, 2, 3])])
        let layout = AnyLayout(try FlowLayout(itemCounts: [3], itemSizing: .uniform(Size(width: 100, height: 100)),
                                              minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                              containerSize: Size(width: 500, height: 600)))
        let numbers = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: Size(width: 500, height: 600),
                                         mode: .exchange, clock: clock)
        var numberLog: [String] = []
        numbers.onEvent = { numberLog.append($0.logLine) }
        try h.group.addView(numbers, id: "n", frame: Rect(x: 600, y: 0, width: 500, height: 600))
        h.group.didExchangeBetweenViews = { box.told.append($0) }
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)
        h.move(600 + 160, 50, at: 0.5)             // over 2: no conversion yet, nothing happens
        #expect(numbers.snapshot.sections[0].1 == [1, 2, 3] && h.sections("a") == [["A", "B"]])
        h.up(600 + 160, 50, at: 0.6)
        h.group.setConversion(from: "a", to: "n") { (s: String) -> Int? in Int(s.unicodeScalars.first!.value) }
        h.group.setConversion(from: "n", to: "a") { (n: Int) -> String? in "#\(n)" }
        h.down(160, 50, at: 1)                      // B
        h.move(165, 50, at: 1.3)
        h.move(600 + 160, 50, at: 1.5)
        #expect(numbers.snapshot.sections[0].1 == [1, 66, 3] && h.sections("a") == [["A", "#2"]])
        h.up(600 + 160, 50, at: 1.7)
        #expect(box.told.count == 1)
        let x = try #require(box.told.first)
        #expect(x.item(as: String.self) == "B" && x.convertedItem(as: Int.self) == 66)
        #expect(x.displacedItem(as: Int.self) == 2 && x.convertedDisplacedItem(as: String.self) == "#2")
        #expect(numberLog.contains("didFinishExchangeTransaction 0.1 0.1"))
    }

    @Test func anOwnersApplyDuringASwapUndoesItFirstAndTheExchangeGoesOn() throws {
        let (h, box) = try Self.harness(two)
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)
        h.move(600 + 160, 50, at: 0.5)             // swapped with F
        let model = [["X", "E", "F", "G", "H"]]
        h.owners["b"] = model
        h.views["b"]!.apply(try SectionedSnapshot(sections: [(0, model[0])]))
        #expect(h.sections("a") == [["A", "B", "C", "D"]], "the swap undone before the apply")
        #expect(h.sections("b") == model)
        #expect(h.group.isExchangingBetweenViews && h.views["a"]!.dragInProgress)
        h.move(600 + 270, 50, at: 0.7)             // F, now at 0.2
        #expect(h.sections("b") == [["X", "E", "A", "G", "H"]] && h.sections("a") == [["F", "B", "C", "D"]])
        h.up(600 + 270, 50, at: 0.9)
        #expect(box.told.map(\.destinationPath) == [ItemPath(0, 2)])
        #expect(h.owners["a"] == h.sections("a") && h.owners["b"] == h.sections("b"))
    }

    @Test func escapeGoesToTheCaughtItemsViewWhateverHasFocus() throws {
        let (h, _) = try Self.harness(two)
        h.down(50, 50, at: 0)
        h.move(55, 50, at: 0.3)
        h.move(600 + 160, 50, at: 0.5)
        h.group.focusViewWithID("b")
        h.key(.escape, at: 0.6)
        #expect(!h.group.isExchangingBetweenViews && !h.views["a"]!.dragInProgress)
        #expect(h.sections("a") == [["A", "B", "C", "D"]] && h.sections("b") == [["E", "F", "G", "H"]])
    }

    @Test func theMachineSwapsBackBeforeEachNewPartnerAndEndsOnce() {
        var m = CrossViewExchangeMachine()
        let f = CrossViewExchangeMachine.Partner(view: "b", path: ItemPath(0, 1))
        let g = CrossViewExchangeMachine.Partner(view: "c", path: ItemPath(0, 0))
        let frame = Rect(x: 0, y: 0, width: 100, height: 100), far = Rect(x: 200, y: 0, width: 100, height: 100)
        #expect(m.handle(.over(f, frame: frame, point: Point(x: 50, y: 50))) == [], "no session yet")
        _ = m.handle(.begin(home: "a", origin: ItemPath(0, 0)))
        #expect(m.handle(.over(f, frame: frame, point: Point(x: 5, y: 50))) == [], "outside the central 60 %")
        #expect(m.handle(.over(f, frame: frame, point: Point(x: 50, y: 50))) ==
                [.askCanDisplace(f), .swap(f), .finishEvent(views: ["b"])])
        #expect(m.handle(.over(g, frame: far, point: Point(x: 90, y: 50))) == [], "still inside the lock")
        #expect(m.handle(.over(g, frame: far, point: Point(x: 250, y: 50))) ==
                [.askCanDisplace(g), .swap(f), .swap(g), .finishEvent(views: ["b", "c"])])
        #expect(m.handle(.release) == [.propose(g)])
        #expect(m.handle(.answer(false)) == [.swap(g), .cancel(partner: g)])
        #expect(m.session == nil && m.handle(.cancel) == [])
        _ = m.handle(.begin(home: "a", origin: ItemPath(0, 0)))
        #expect(m.handle(.over(f, frame: frame, point: Point(x: 50, y: 50)), canDisplace: { _ in false }) == [.askCanDisplace(f)])
        #expect(m.handle(.over(f, frame: frame, point: Point(x: 55, y: 50))) == [], "asked once per new partner")
        #expect(m.handle(.home) == [] && m.session == nil)
        _ = m.handle(.begin(home: "a", origin: ItemPath(0, 0)))
        #expect(m.handle(.over(f, frame: frame, point: Point(x: 50, y: 50))) == [.askCanDisplace(f), .swap(f), .finishEvent(views: ["b"])])
        #expect(m.handle(.gap) == [] && m.session?.partner == f, "a gap changes nothing")
        #expect(m.handle(.unswap) == [.swap(f), .finishEvent(views: ["b"])] && m.session != nil)
        #expect(m.handle(.release) == [.finishInPlace] && m.session == nil, "nothing swapped: finished in place")
    }
}
