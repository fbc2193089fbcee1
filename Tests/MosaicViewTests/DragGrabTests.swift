import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// How a drag begins (``DragGrab``), and where a released exchange snapshot goes
/// (``DragRelease``): values over a model state and the owner's rules, no view.
@Suite struct DragGrabTests {
    private typealias State = CollectionState<Int, String>
    private static let cell = Size(width: 100, height: 100)

    /// A 3-column flow of 100-point cells with 10-point gaps over A…F.
    private static func state(selection: [String] = []) throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C", "D", "E", "F"])])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(cell), minimumInteritemSpacing: 10,
                                  minimumLineSpacing: 10, containerSize: Size(width: 340, height: 400))
        var s = State(snapshot: snapshot, layout: AnyLayout(flow), mode: .edit)
        s.selection = selection
        return s
    }

    private static func rules(_ delegate: CollectionViewDelegate = CollectionViewDelegate(), in s: State,
                              log: @escaping (CollectionViewEvent) -> Void = { _ in }) -> MoveRules {
        MoveRules(delegate: delegate, layout: s.layout, emit: log)
    }

    /// A pointer grab at (130, 20) in the viewport, the content scrolled down by 10.
    private static let grab = DragGrab(location: Point(x: 130, y: 20), time: 2, byKeyboard: false, contentOffset: Point(x: 0, y: 10))

    @Test func aLiftTakesTheItemWithAPointerOverItsPresentedCellAndLogsCanMove() throws {
        let s = try Self.state()
        var log: [CollectionViewEvent] = []
        let presented = Rect(x: 110, y: 0, width: 100, height: 100)
        let event = Self.grab.lift(ItemPath(0, 1), presented: presented, in: s, rules: Self.rules(in: s) { log.append($0) }, multiple: false)
        let pointer = DragPointer(grabbing: Rect(x: 110, y: -10, width: 100, height: 100), at: Point(x: 130, y: 20),
                                  size: Self.cell, time: 2, byKeyboard: false)
        #expect(event == .lift(items: ["B"], sources: [ItemPath(0, 1)], origin: ItemPath(0, 1), sizes: [Self.cell], pointer: pointer))
        #expect(pointer.grabOffset == Point(x: 20, y: 30))
        #expect(log == [.canMove(ItemPath(0, 1))])
    }

    @Test func aLiftOfASelectedItemTakesTheSelectionTheOwnerAllows() throws {
        let s = try Self.state(selection: ["E", "B", "D"])
        var delegate = CollectionViewDelegate()
        delegate.canMoveItem = { $0 != ItemPath(0, 3) }
        let event = Self.grab.lift(ItemPath(0, 4), presented: Rect(x: 110, y: 110, width: 100, height: 100), in: s,
                                   rules: Self.rules(delegate, in: s), multiple: true)
        guard case .lift(let items, let sources, let origin, let sizes, _)? = event else { Issue.record("no lift"); return }
        #expect(items == ["B", "E"] && sources == [ItemPath(0, 1), ItemPath(0, 4)] && origin == ItemPath(0, 4))
        #expect(sizes == [Self.cell, Self.cell])
    }

    @Test func noLiftDuringADragOutsideTheModelUnpresentedOrRefused() throws {
        var s = try Self.state()
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        var refusing = CollectionViewDelegate()
        refusing.canMoveItem = { _ in false }
        #expect(Self.grab.lift(ItemPath(0, 0), presented: frame, in: s, rules: Self.rules(refusing, in: s), multiple: false) == nil)
        #expect(Self.grab.lift(ItemPath(0, 9), presented: frame, in: s, rules: Self.rules(in: s), multiple: false) == nil)
        #expect(Self.grab.lift(ItemPath(0, 0), presented: nil, in: s, rules: Self.rules(in: s), multiple: false) == nil)
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        s.drag = .move(MoveDrag(pointer: Self.grab.pointer(over: frame, size: Self.cell), items: ["A"], controller: controller))
        #expect(Self.grab.lift(ItemPath(0, 1), presented: frame, in: s, rules: Self.rules(in: s), multiple: false) == nil)
    }

    @Test func aCatchNeedsThePointerInsideTheCatchRectUnlessByKeyboard() throws {
        let s = try Self.state()
        var delegate = CollectionViewDelegate()
        delegate.catchRect = { _, _ in Rect(x: 0, y: 0, width: 30, height: 30) }   // the cell's top-left corner
        // B's cell is at x 110…210, y 0…100 (viewport y -10…90): its corner is x 110…140, y -10…20.
        var near = Self.grab
        near.location = Point(x: 120, y: 5)
        let caught = near.catchItem(ItemPath(0, 1), in: s, rules: Self.rules(delegate, in: s))
        #expect(caught == .catchItem("B", at: ItemPath(0, 1), pointer: near.pointer(over: Rect(x: 110, y: 0, width: 100, height: 100),
                                                                                    size: Self.cell)))
        var far = Self.grab
        far.location = Point(x: 190, y: 80)
        #expect(far.catchItem(ItemPath(0, 1), in: s, rules: Self.rules(delegate, in: s)) == nil)
        far.byKeyboard = true
        #expect(far.catchItem(ItemPath(0, 1), in: s, rules: Self.rules(delegate, in: s)) != nil)
        #expect(far.catchItem(ItemPath(0, 9), in: s, rules: Self.rules(delegate, in: s)) == nil)
    }

    @Test func aReleaseLandsWithoutTheOwnersAnimationElseAnimatesToTheItemsCell() throws {
        let s = try Self.state()
        let frame = Rect(x: 300, y: 200, width: 100, height: 100)
        let style = ExchangeStyle()
        func release(_ animate: ((ExchangeRelease) -> ExchangeReleaseAnimation)?, item: String = "B") -> DragRelease<String> {
            DragRelease(item, from: frame, origin: ItemPath(0, 4), in: s, contentOffset: Point(x: 0, y: 10), animateRelease: animate,
                        label: item, look: (1.1, 0.8), style: style, at: 5)
        }
        guard case .land(let scale) = release(nil) else { Issue.record("no landing"); return }
        #expect(scale == style.releaseBlinkScale)
        guard case .land = release({ _ in ExchangeReleaseAnimation(keyframes: [], fadeOutDuration: 0.2) }, item: "Z") else {
            Issue.record("an item outside the model lands"); return
        }
        var asked: ExchangeRelease?
        guard case .animate(let r) = release({ asked = $0; return ExchangeReleaseAnimation(keyframes: [], fadeOutDuration: 0.2) })
        else { Issue.record("no animation"); return }
        // B's cell (110, 0) in the viewport is (110, -10); the snapshot was at (300, 190).
        #expect(asked == ExchangeRelease(snapshotFrame: Rect(x: 300, y: 190, width: 100, height: 100),
                                         centerOfCell: Point(x: 160, y: 40), finalPath: ItemPath(0, 1), originalPath: ItemPath(0, 4)))
        #expect(r.item == "B" && r.displaced == "E" && r.start == 5 && r.fadeOut == 0.2)
    }

    @Test func aGrabEventLiftsOrCatchesAtThePointerOrByKeyboardAtTheCellsCentre() throws {
        let s = try Self.state()
        let viewport = Viewport(size: Size(width: 340, height: 400), contentOffset: Point(x: 0, y: 10))
        var presentedAsked = 0
        func event(_ location: Point?, lift: Bool, path: ItemPath = ItemPath(0, 1)) -> DragMachine<String>.Event? {
            DragGrab.event(path, at: location, lift: lift, in: s, viewport: viewport, time: 2, rules: Self.rules(in: s), multiple: false,
                           presented: { presentedAsked += 1; return s.layout.attributesForItem(at: path)?.frame })
        }
        // By pointer: the same events as the grab's own lift and catch.
        #expect(event(Point(x: 130, y: 20), lift: true) == Self.grab.lift(ItemPath(0, 1), presented: Rect(x: 110, y: 0, width: 100, height: 100),
                                                                         in: s, rules: Self.rules(in: s), multiple: false))
        #expect(event(Point(x: 130, y: 20), lift: false) == Self.grab.catchItem(ItemPath(0, 1), in: s, rules: Self.rules(in: s)))
        #expect(presentedAsked == 1, "only a lift asks where the cell is presented")
        // By keyboard: grabbed at the cell's centre in the viewport, B's (160, 40).
        guard case .lift(_, _, _, _, let pointer)? = event(nil, lift: true) else { Issue.record("no keyboard lift"); return }
        #expect(pointer.byKeyboard && pointer.pointer == Point(x: 160, y: 40))
        guard case .catchItem(let item, _, let caught)? = event(nil, lift: false) else { Issue.record("no keyboard catch"); return }
        #expect(item == "B" && caught.byKeyboard && caught.pointer == Point(x: 160, y: 40))
        #expect(event(nil, lift: true, path: ItemPath(0, 9)) == nil, "no cell: no drag")
    }
}
