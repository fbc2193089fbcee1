import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// A custom layout that answers badly on purpose.
private struct BrokenLayout: CollectionLayout {
    enum Fault { case none, nanFrame, infiniteFrame, nanContentSize, noItems }
    var fault: Fault
    /// Breaks only once the content has more than this many items (to break after an update).
    var breaksBeyond = 0
    private var count = 0

    init(_ fault: Fault, breaksBeyond: Int = 0) {
        self.fault = fault
        self.breaksBeyond = breaksBeyond
    }

    private var broken: Bool { count > breaksBeyond }

    mutating func prepare(_ context: LayoutContext) { count = context.itemSizes.reduce(0) { $0 + $1.count } }
    var contentSize: Size {
        broken && fault == .nanContentSize ? Size(width: .nan, height: 100) : Size(width: 500, height: Double(count) * 110)
    }
    func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard path.section == 0, path.item < count else { return nil }
        var frame = Rect(x: 0, y: Double(path.item) * 110, width: 100, height: 100)
        if broken, path.item == 1, fault == .nanFrame { frame = Rect(x: .nan, y: 0, width: 100, height: 100) }
        if broken, path.item == 1, fault == .infiniteFrame { frame = Rect(x: 0, y: 0, width: .infinity, height: 100) }
        return LayoutAttributes(path: path, frame: frame)
    }
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard !(broken && fault == .noItems) else { return [] }
        return (0..<count).compactMap { attributesForItem(at: ItemPath(0, $0)) }.filter { $0.frame.intersects(rect) }
    }
}

@Suite struct LayoutValidationTests {
    private static let items = ["A", "B", "C"]

    private func make(_ layout: BrokenLayout, itemSize: Size = Size(width: 100, height: 100)) throws -> CollectionView<Int, String> {
        try CollectionView(snapshot: SectionedSnapshot(sections: [(0, Self.items)]), layout: layout,
                           viewportSize: Size(width: 500, height: 600), itemSize: { _ in itemSize }, clock: ManualClock(now: 0))
    }

    @Test func aSoundCustomLayoutIsAccepted() throws {
        _ = try make(BrokenLayout(.none))
    }

    @Test func aNaNOrInfiniteFrameIsATypedErrorAtCreation() throws {
        #expect(throws: MosaicError.invalidParameter(name: "frame of item 0.1", value: "\(Rect(x: .nan, y: 0, width: 100, height: 100))",
                                                     expected: "a finite origin and a finite, non-negative size")) {
            try make(BrokenLayout(.nanFrame))
        }
        #expect(throws: MosaicError.invalidParameter(name: "frame of item 0.1", value: "\(Rect(x: 0, y: 0, width: .infinity, height: 100))",
                                                     expected: "a finite origin and a finite, non-negative size")) {
            try make(BrokenLayout(.infiniteFrame))
        }
    }

    @Test func aNaNContentSizeNaNItemSizesOrNoItemsAreTypedErrorsAtCreation() throws {
        #expect(throws: MosaicError.invalidParameter(name: "layout content size", value: "\(Size(width: .nan, height: 100))",
                                                     expected: "a finite, non-negative width and height")) {
            try make(BrokenLayout(.nanContentSize))
        }
        #expect(throws: MosaicError.invalidParameter(name: "layout attributes(in:)", value: "no cell in the content rectangle",
                                                     expected: "the cells of the 3 items")) {
            try make(BrokenLayout(.noItems))
        }
        #expect(throws: MosaicError.invalidParameter(name: "size of item 0.0", value: "\(Size(width: .nan, height: 100))",
                                                     expected: "a finite, non-negative width and height")) {
            try make(BrokenLayout(.none), itemSize: Size(width: .nan, height: 100))
        }
    }

    @Test func aLayoutThatBreaksAfterAnUpdateIsReportedToTheOwner() throws {
        let view = try make(BrokenLayout(.nanFrame, breaksBeyond: 3))
        var events: [CollectionViewEvent] = []
        view.onEvent = { events.append($0) }
        var next = view.snapshot
        try next.appendItems(["D"], toSection: 0)
        view.apply(next)
        let expected = MosaicError.invalidParameter(name: "frame of item 0.1", value: "\(Rect(x: .nan, y: 0, width: 100, height: 100))",
                                                    expected: "a finite origin and a finite, non-negative size")
        #expect(events == [.layoutError(expected)])
        #expect(events.first?.logLine == "layoutError invalid frame of item 0.1 \(Rect(x: .nan, y: 0, width: 100, height: 100)): "
                + "expected a finite origin and a finite, non-negative size")
    }
}

/// Interactive movement driven through the API ends as pointer movement does.
@Suite struct InteractiveMovementAPITests {
    @Test func aTargetOutsideTheViewportCancelsInsteadOfCommitting() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)], mode: .edit)
        #expect(h.view.beginInteractiveMovementForItem(at: ItemPath(0, 0)))
        h.view.updateInteractiveMovementTargetPosition(Point(x: 270, y: 160))   // over 0.6, inside
        h.view.updateInteractiveMovementTargetPosition(Point(x: 270, y: 900))   // below the viewport
        h.view.endInteractiveMovement()
        #expect(h.sections == [engineItemNames(8)])
        #expect(h.log == ["canMove 0.0", "cancelMove", "announce Drop cancelled, A returned to position 1"])
        #expect(h.view.state.invariantViolations() == [])
    }

    @Test func aTargetInsideTheViewportCommits() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)], mode: .edit)
        h.view.beginInteractiveMovementForItem(at: ItemPath(0, 0))
        h.view.updateInteractiveMovementTargetPosition(Point(x: 270, y: 160))
        h.view.endInteractiveMovement()
        #expect(h.log.prefix(2) == ["canMove 0.0", "move 0.0 -> 0.6"])
    }

    @Test func anInvalidTargetForMoveAnswerIsReportedWithWhatWasProposed() throws {
        let h = try EngineHarness(sections: [engineItemNames(4), engineItemNames(2, from: 4)], mode: .edit)
        h.view.delegate.targetForMove = { _, proposed in proposed.section == 1 ? ItemPath(1, 5) : proposed }
        h.view.beginInteractiveMovementForItem(at: ItemPath(0, 0))
        h.view.updateInteractiveMovementTargetPosition(Point(x: 50, y: 160))   // over 1.0
        #expect(h.view.drag?.move?.target == ItemPath(0, 0), "the invalid answer is not used")
        h.view.updateInteractiveMovementTargetPosition(Point(x: 270, y: 50))   // over 0.2, a valid proposal
        h.view.endInteractiveMovement()
        #expect(h.events.contains(.invalidMoveTarget(proposed: ItemPath(1, 0), answer: ItemPath(1, 5), count: 1)))
        #expect(h.log.prefix(3) == ["canMove 0.0", "invalidMoveTarget 1.0 -> 1.5", "move 0.0 -> 0.2"])
    }
}
