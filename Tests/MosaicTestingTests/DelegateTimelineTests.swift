import Mosaic
import MosaicTesting
import Testing

// The timelines Moving and Exchanging documents, checked event by event. Geometry: viewport
// 500×600, 100×100 items with spacing 10; section 0 = A B C D (D at 0.3, centred at (380, 50)),
// section 1 = E…L from y = 110 (H at 1.3 centred at (380, 160), I at 1.4 (50, 270), J at 1.5
// (160, 270)).

private func makeDriver(mode: InteractionMode) throws -> CollectionViewDriver<Int, String> {
    let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C", "D"]),
                                                                 (1, ["E", "F", "G", "H", "I", "J", "K", "L"])])
    let layout = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                containerSize: Size(width: 500, height: 600))
    let driver = try CollectionViewDriver(snapshot: snapshot, layout: layout, viewportSize: Size(width: 500, height: 600),
                                          mode: mode)
    driver.view.labelProvider = { $0 }
    return driver
}

@Suite("The delegate's timelines")
struct DelegateTimelineTests {
    @Test("exchange mode: live swaps and swap-backs, then one transaction end an owner persists")
    func exchangeTimeline() throws {
        let driver = try makeDriver(mode: .exchange)
        var persisted: [String] = []
        driver.view.delegate.didFinishExchangeTransaction = { dragged, displaced in
            if dragged != displaced { persisted.append("\(dragged) <-> \(displaced)") }
        }
        var snapshotsDuringDrag: [[String]] = []
        driver.press(at: Point(x: 380, y: 50))
        driver.advance(by: 0.2)                           // caught after 0.15 s
        driver.move(to: Point(x: 380, y: 160))            // over H
        driver.advance(by: 0.2)
        snapshotsDuringDrag.append(driver.view.snapshot.items(inSection: 1))
        driver.move(to: Point(x: 50, y: 270))             // over I
        driver.advance(by: 0.2)
        driver.move(to: Point(x: 160, y: 270))            // over J
        driver.advance(by: 0.2)
        driver.release(at: Point(x: 160, y: 270))
        driver.advance(by: 1)
        #expect(driver.eventLog == [
            "canBegin 0.3", "announce Lifted D, position 4 of 4 in section 1",
            "canDisplace 1.3 from 0.3", "didExchange 1.3 0.3", "didFinishExchangeEvent",
            "canDisplace 1.4 from 0.3", "didExchange 0.3 1.3", "didExchange 1.4 0.3", "didFinishExchangeEvent",
            "canDisplace 1.5 from 0.3", "didExchange 0.3 1.4", "didExchange 1.5 0.3", "didFinishExchangeEvent",
            "didFinishExchangeTransaction 1.5 0.3",
            "announce Swapped D and J",
        ])
        #expect(snapshotsDuringDrag == [["E", "F", "G", "D", "I", "J", "K", "L"]], "the model changes live")
        #expect(persisted == ["1.5 <-> 0.3"])
        #expect(driver.view.snapshot.sections.map(\.1) == [["A", "B", "C", "J"], ["E", "F", "G", "H", "I", "D", "K", "L"]])
    }

    @Test("exchange mode: a cancel undoes every live swap and ends with didCancelExchangeTransaction")
    func exchangeCancel() throws {
        let driver = try makeDriver(mode: .exchange)
        driver.press(at: Point(x: 380, y: 50))
        driver.advance(by: 0.2)
        driver.move(to: Point(x: 380, y: 160))
        driver.advance(by: 0.2)
        driver.key(.escape)
        driver.advance(by: 1)
        #expect(driver.eventLog == [
            "canBegin 0.3", "announce Lifted D, position 4 of 4 in section 1",
            "canDisplace 1.3 from 0.3", "didExchange 1.3 0.3", "didFinishExchangeEvent",
            "didExchange 1.3 0.3", "didCancelExchangeTransaction", "announce Drop cancelled, D returned to position 4",
        ])
        #expect(driver.view.snapshot.sections.map(\.1) == [["A", "B", "C", "D"], ["E", "F", "G", "H", "I", "J", "K", "L"]])
    }

    @Test("edit mode: the model does not change during the drag; one move at the drop")
    func moveTimeline() throws {
        let driver = try makeDriver(mode: .edit)
        var asked: [String] = []
        driver.view.delegate.targetForMove = { from, proposed in
            asked.append("\(from) -> \(proposed)")
            return proposed
        }
        driver.drag(from: Point(x: 50, y: 50), to: Point(x: 380, y: 50), releasing: false)
        #expect(driver.view.snapshot.items(inSection: 0) == ["A", "B", "C", "D"], "unchanged until the drop")
        driver.release(at: Point(x: 380, y: 50))
        driver.advance(by: 1)
        #expect(driver.eventLog == ["canMove 0.0", "announce Lifted A, position 1 of 4 in section 1", "move 0.0 -> 0.3",
                                    "announce Moved A to position 4 in section 1"])
        #expect(asked.last == "0.0 -> 0.3", "targetForMove is asked for each proposed target: \(asked)")
        #expect(driver.view.snapshot.items(inSection: 0) == ["B", "C", "D", "A"])
    }
}
