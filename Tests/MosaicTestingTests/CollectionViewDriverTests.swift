import Mosaic
import MosaicTesting
import Testing

// The driver through the umbrella module: `import Mosaic` alone gives every type used here.
// Geometry: viewport 400×300, 100×100 items with spacing 10, so 3 per row at x = 0, 110, 220
// and rows at y = 0, 110, 220.

private func makeDriver(_ items: [String] = ["A", "B", "C", "D", "E", "F"], mode: InteractionMode = .browse,
                        configure: (inout CollectionViewConfiguration) -> Void = { _ in }) throws
    -> CollectionViewDriver<Int, String> {
    let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, items)])
    let layout = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                containerSize: Size(width: 330, height: 300))
    var configuration = CollectionViewConfiguration()
    configure(&configuration)
    return try CollectionViewDriver(snapshot: snapshot, layout: layout, viewportSize: Size(width: 330, height: 300),
                                    mode: mode, configuration: configuration)
}

@Suite("CollectionViewDriver")
struct CollectionViewDriverTests {
    @Test("a tap on an item selects it, at the up's time")
    func tapSelects() throws {
        let driver = try makeDriver()
        try driver.tap(item: ItemPath(0, 4))
        #expect(driver.events == [.didSelect(ItemPath(0, 4))], "\(driver.eventLog)")
        #expect(driver.eventTimes == [driver.tapDuration])
        #expect(driver.view.selectedItems == ["E"])
    }

    @Test("advance(by:) moves the clock by exactly that much and ticks the view")
    func advanceMovesTheClock() throws {
        let driver = try makeDriver()
        driver.advance(by: 0.25)
        #expect(driver.now == 0.25)
        driver.advance(by: 1.0 / 3)
        #expect(abs(driver.now - (0.25 + 1.0 / 3)) < 1e-12)
        driver.advance(to: 0.1)   // the past: the clock stays
        #expect(abs(driver.now - (0.25 + 1.0 / 3)) < 1e-12)
    }

    @Test("a drag in edit mode holds, lifts, moves and drops: one move arrives")
    func dragMoves() throws {
        let driver = try makeDriver(mode: .edit)
        var moves: [String] = []
        driver.view.delegate.moveItem = { moves.append("\($0) -> \($1)") }
        try driver.drag(item: ItemPath(0, 0), to: ItemPath(0, 4))
        driver.advance(by: 1)
        #expect(moves == ["0.0 -> 0.4"])
        #expect(driver.view.snapshot.items(inSection: 0) == ["B", "C", "D", "E", "A", "F"])
        #expect(driver.events.contains(.move(from: ItemPath(0, 0), to: ItemPath(0, 4))), "\(driver.eventLog)")
    }

    @Test("a drag that is not released leaves the drag in progress until release(at:)")
    func dragWithoutRelease() throws {
        let driver = try makeDriver(mode: .edit)
        try driver.drag(item: ItemPath(0, 0), to: ItemPath(0, 2), releasing: false)
        #expect(driver.view.dragInProgress)
        driver.key(.escape)
        driver.advance(by: 1)
        #expect(!driver.view.dragInProgress)
        #expect(driver.view.snapshot.items(inSection: 0) == ["A", "B", "C", "D", "E", "F"])
        #expect(driver.events.contains(.cancelMove), "\(driver.eventLog)")
    }

    @Test("a double tap reaches a double-tap recognizer of the owner's")
    func doubleTapReachesARecognizer() throws {
        let driver = try makeDriver()
        var opened: [String] = []
        driver.view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 2),
                                         relations: GestureRelations(requiredToFailBy: [.tap])) { view, event in
            if case .doubleTap(let location) = event, let path = view.itemPath(atViewportPoint: location) {
                opened.append(view.snapshot[path]!)
            }
        }
        try driver.doubleTap(item: ItemPath(0, 1))
        driver.advance(by: 1)
        #expect(opened == ["B"])
        #expect(driver.view.selectedItems.isEmpty)
    }

    @Test("a long press lasts the mode's hold: browse reports it, edit lifts and drops in place")
    func longPress() throws {
        let driver = try makeDriver()
        var pressed: [ItemPath] = []
        driver.view.delegate.didLongPressItem = { pressed.append($0) }
        try driver.longPress(item: ItemPath(0, 2))
        #expect(pressed == [ItemPath(0, 2)])
        #expect(driver.now > driver.liftHold)

        let edit = try makeDriver(mode: .edit)
        try edit.longPress(item: ItemPath(0, 2))
        edit.advance(by: 1)
        #expect(edit.eventLog.first == "canMove 0.2", "\(edit.eventLog)")
        #expect(edit.events.contains(.cancelMove), "a drop where it was lifted moves nothing: \(edit.eventLog)")
    }

    @Test("key(_:modifiers:) reaches the view: ctrl+a selects everything")
    func keysReachTheView() throws {
        let driver = try makeDriver()
        driver.key(.character("a"), modifiers: .ctrl)
        #expect(Set(driver.view.selectedItems) == ["A", "B", "C", "D", "E", "F"])
    }

    @Test("frame(ofItemAt:) is in viewport coordinates: it follows the content offset")
    func framesFollowScrolling() throws {
        let driver = try makeDriver((0..<30).map { "I\($0)" })
        #expect(driver.frame(ofItemAt: ItemPath(0, 4)) == Rect(x: 110, y: 110, width: 100, height: 100))
        driver.wheel(Point(x: 0, y: 1), at: Point(x: 150, y: 150))
        driver.advance(by: 1)
        let offset = driver.view.contentOffset.y
        #expect(offset > 0)
        #expect(driver.frame(ofItemAt: ItemPath(0, 4)) == Rect(x: 110, y: 110 - offset, width: 100, height: 100))
        #expect(driver.frame(ofItemAt: ItemPath(0, 30)) == nil)
    }

    @Test("a gesture aimed at an item that is missing or out of view throws and says why")
    func itemErrors() throws {
        let driver = try makeDriver((0..<30).map { "I\($0)" })
        #expect(throws: DriverError.noSuchItem(ItemPath(0, 30), itemCounts: [30])) {
            try driver.tap(item: ItemPath(0, 30))
        }
        do {
            try driver.tap(item: ItemPath(0, 29))
            Issue.record("a tap on an item below the viewport did not throw")
        } catch let error as DriverError {
            #expect("\(error)".contains("outside the 330.0×300.0 viewport"), "\(error)")
        }
        #expect(driver.events.isEmpty)
    }

    @Test("the driver keeps the onEvent closure that was there and records events in order")
    func keepsThePreviousOnEvent() throws {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B"])])
        let clock = ManualClock()
        let layout = try FlowLayout(itemCounts: [2], itemSizing: .uniform(Size(width: 100, height: 100)),
                                    containerSize: Size(width: 300, height: 300))
        let view = try CollectionView(snapshot: snapshot, layout: AnyLayout(layout),
                                      viewportSize: Size(width: 300, height: 300), clock: clock)
        var seen: [String] = []
        view.onEvent = { seen.append($0.logLine) }
        let driver = CollectionViewDriver(view: view, clock: clock)
        try driver.tap(item: ItemPath(0, 0))
        try driver.tap(item: ItemPath(0, 1))
        #expect(seen == driver.eventLog)
        #expect(driver.eventLog.count >= 2, "\(driver.eventLog)")
        driver.removeAllEvents()
        #expect(driver.events.isEmpty && driver.eventTimes.isEmpty)
    }
}

/// What Gestures and Priority says about a double-tap recognizer of the owner's and the mouse:
/// `TapRecognizer` does not look at the pointer id, so a double-click (pointer 0) is a double tap.
@Suite("A custom double tap and the mouse")
struct CustomDoubleTapMouseTests {
    /// A driver (mouse: pointer 0) with a double-tap recognizer of the owner's and its log.
    private func install(_ relations: GestureRelations) throws -> (CollectionViewDriver<Int, String>, () -> [String]) {
        let driver = try makeDriver()
        var opened: [String] = []
        driver.view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 2), relations: relations) { view, event in
            if case .doubleTap(let location) = event, let path = view.itemPath(atViewportPoint: location) {
                opened.append("opened \(view.snapshot[path]!)")
            }
        }
        return (driver, { opened })
    }

    @Test("with requiredToFailBy: [.tap] a mouse double-click is the owner's double tap only")
    func takesTheDoubleClick() throws {
        let (driver, opened) = try install(GestureRelations(requiredToFailBy: [.tap]))
        #expect(driver.pointer == 0 && PointerKind.isMouse(driver.pointer))
        try driver.doubleTap(item: ItemPath(0, 1))
        driver.advance(by: 1)
        #expect(opened() == ["opened B"])
        #expect(driver.eventLog.isEmpty, "no selection and no built-in primary action: \(driver.eventLog)")
    }

    @Test("without a relation the first click selects at once and the second is the owner's double tap")
    func firstClickSelectsWithoutARelation() throws {
        let (driver, opened) = try install(GestureRelations())
        try driver.doubleTap(item: ItemPath(0, 1))
        driver.advance(by: 1)
        #expect(opened() == ["opened B"])
        #expect(driver.eventLog == ["didSelect 0.1"], "no built-in primary action: \(driver.eventLog)")
    }

    @Test("with cancelsTouchesInView false and simultaneous recognition the built-in double-click acts too")
    func bothActSimultaneously() throws {
        let (driver, opened) = try install(GestureRelations(cancelsTouchesInView: false, recognizesSimultaneously: true))
        try driver.doubleTap(item: ItemPath(0, 1))
        driver.advance(by: 1)
        #expect(opened() == ["opened B"])
        #expect(driver.eventLog == ["didSelect 0.1", "primaryAction 0.1"], "\(driver.eventLog)")
    }

    @Test("a finger's double tap reaches the recognizer too")
    func fingers() throws {
        let (driver, opened) = try install(GestureRelations(requiredToFailBy: [.tap]))
        driver.pointer = PointerKind.firstTouchPointerID
        try driver.doubleTap(item: ItemPath(0, 2))
        driver.advance(by: 1)
        #expect(opened() == ["opened C"])
        #expect(driver.eventLog.isEmpty, "\(driver.eventLog)")
    }
}
