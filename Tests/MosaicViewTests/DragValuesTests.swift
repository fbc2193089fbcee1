import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The decisions the collection view takes from its value types during a drag and an apply —
/// the rebase split, fading ghosts, the lifted block's layout steps, the owner's move rules for
/// "Move to ‹section›", lifts and catches, the committed order — each alone, with no view.
@Suite struct DragValuesTests {
    typealias Snapshot = SectionedSnapshot<String, String>
    static let cell = Size(width: 100, height: 100)

    static func snapshot(_ sections: [(String, [String])]) throws -> Snapshot { try Snapshot(sections: sections) }

    /// A 3-column flow of 100-point cells with 10-point gaps.
    static func layout(_ counts: [Int]) throws -> AnyLayout {
        AnyLayout(try FlowLayout(itemCounts: counts, itemSizing: .uniform(cell), minimumInteritemSpacing: 10,
                                 minimumLineSpacing: 10, containerSize: Size(width: 340, height: 400)))
    }

    static func rules(_ delegate: CollectionViewDelegate = CollectionViewDelegate(), counts: [Int] = [6],
                      log: @escaping (CollectionViewEvent) -> Void = { _ in }) throws -> MoveRules {
        MoveRules(delegate: delegate, layout: try layout(counts), emit: log)
    }

    static func pointer(byKeyboard: Bool = false) -> DragPointer {
        DragPointer(grabbing: Rect(x: 0, y: 0, width: 100, height: 100), at: Point(x: 50, y: 50), size: cell, time: 1,
                    byKeyboard: byKeyboard)
    }

    static func caught(_ item: String, at path: ItemPath, over partner: ItemPath?, byKeyboard: Bool = false) throws -> DragMachine<String> {
        var m = DragMachine<String>()
        _ = m.handle(.catchItem(item, at: path, pointer: pointer(byKeyboard: byKeyboard)), rules: try rules())
        if let partner { _ = m.handle(.exchange(.over(partner, frame: nil, point: nil)), rules: try rules()) }
        return m
    }

    // MARK: - Rebase

    @Test func noDragNothingToRebase() throws {
        var m = DragMachine<String>()
        let old = try Self.snapshot([("s", ["A", "B"])])
        #expect(m.rebase(from: old, to: old, rules: try Self.rules()) == .init())
    }

    /// A movement carried over: the gathering happens inside the apply's relayout, nothing after it.
    @Test func aMovementRebasesInsideTheRelayout() throws {
        var m = DragMachine<String>()
        _ = m.handle(.lift(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), sizes: [Self.cell],
                           pointer: Self.pointer()), rules: try Self.rules())
        let old = try Self.snapshot([("s", ["A", "B", "C"])])
        let new = try Self.snapshot([("s", ["X", "A", "B", "C"])])
        let r = m.rebase(from: old, to: new, rules: try Self.rules(counts: [4]))
        #expect(r.inside == [.takeEffect, .limitPlacement] && r.after.isEmpty && !r.retargets)
        #expect(m.session?.move?.controller.sources == [ItemPath(0, 1)])
    }

    /// The exchange partner deleted: a pointer drag retargets, a keyboard drag does not (it hears "back in place").
    @Test func aLostPartnerRetargetsAPointerExchangeOnly() throws {
        let old = try Self.snapshot([("s", ["C", "B", "A"])])   // A caught at 0.0, swapped live with C at 0.2
        let new = try Self.snapshot([("s", ["A", "B"])])        // committed order, C deleted
        var pointer = try Self.caught("A", at: ItemPath(0, 0), over: ItemPath(0, 2))
        let r = pointer.rebase(from: old, to: new, rules: try Self.rules(counts: [2]))
        #expect(r.retargets && r.inside == [.takeEffect, .limitPlacement] && r.after.isEmpty)
        var keyboard = try Self.caught("A", at: ItemPath(0, 0), over: ItemPath(0, 2), byKeyboard: true)
        let k = keyboard.rebase(from: old, to: new, rules: try Self.rules(counts: [2]))
        #expect(!k.retargets && k.after == [.announce(.backInPlace("A", at: ItemPath(0, 0)))])
    }

    @Test func theCaughtItemDeletedEndsTheDragAfterTheRelayout() throws {
        var m = try Self.caught("A", at: ItemPath(0, 0), over: nil)
        let r = m.rebase(from: try Self.snapshot([("s", ["A", "B"])]), to: try Self.snapshot([("s", ["B"])]), rules: try Self.rules())
        #expect(r.inside == [.takeEffect] && r.after.contains(.emit(.didCancelExchangeTransaction)) && m.session == nil)
    }

    /// A cell coming into view animates from where the old layout presented it: the new block's
    /// model path, then the old path, then the old block's presented path.
    @Test func oldPresentedPathsGoThroughBothBlocks() {
        var c = MoveController()
        _ = c.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        _ = c.handle(.step(to: ItemPath(0, 2)))
        let move = MoveDrag(pointer: Self.pointer(), items: ["A"], controller: c)   // presented B C A D
        let same: (ItemPath) -> ItemPath? = { $0 }
        typealias Rebase = DragRebase<String, String>
        #expect(Rebase.oldPresentedPath(of: ItemPath(0, 0), newMove: nil, oldMove: move, oldModelPath: same) == ItemPath(0, 2))
        #expect(Rebase.oldPresentedPath(of: ItemPath(0, 2), newMove: move, oldMove: nil, oldModelPath: same) == nil, "inside the block")
        #expect(Rebase.oldPresentedPath(of: ItemPath(0, 0), newMove: move, oldMove: move, oldModelPath: same) == ItemPath(0, 0))
        #expect(Rebase.oldPresentedPath(of: ItemPath(0, 1), newMove: nil, oldMove: nil, oldModelPath: { _ in nil }) == nil, "inserted")
    }

    // MARK: - The pointer

    /// The pointer over item 0.2's centre moves the block there; a keyboard drag becomes a pointer one.
    @Test func thePointerMovesTheTargetAndEndsAKeyboardDrag() throws {
        var m = DragMachine<String>()
        _ = m.handle(.lift(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), sizes: [Self.cell],
                           pointer: Self.pointer(byKeyboard: true)), rules: try Self.rules())
        #expect(m.handle(.retarget(contentOffset: .zero), rules: try Self.rules()) == [.takeEffect], "keys retarget a keyboard drag")
        let actions = m.handle(.pointer(Point(x: 270, y: 50), contentOffset: .zero), rules: try Self.rules())
        #expect(actions == [.relayout([.takeEffect, .layout(.move(from: ItemPath(0, 0), to: ItemPath(0, 2), count: 1, fallback: Self.cell))])])
        #expect(m.session?.pointer.byKeyboard == false && m.session?.pointer.pointer == Point(x: 270, y: 50))
        #expect(m.handle(.pointer(Point(x: .nan, y: 0), contentOffset: .zero), rules: try Self.rules()) == [], "a NaN pointer is ignored")
        var none = DragMachine<String>()
        #expect(none.handle(.pointer(Point(x: 1, y: 1), contentOffset: .zero), rules: try Self.rules()) == [])
        #expect(none.handle(.frame(at: 2, viewport: Size(width: 340, height: 400)), rules: try Self.rules()) == [])
    }

    /// In the bottom edge zone a pointer drag auto-scrolls once the zone is entered; a keyboard drag never does.
    @Test func framesAutoScrollAPointerDragInTheEdgeZone() throws {
        var m = DragMachine<String>()
        _ = m.handle(.lift(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), sizes: [Self.cell],
                           pointer: Self.pointer()), rules: try Self.rules())
        let viewport = Size(width: 340, height: 400)
        _ = m.handle(.pointer(Point(x: 170, y: 395), contentOffset: .zero), rules: try Self.rules())
        #expect(m.handle(.frame(at: 1.0, viewport: viewport), rules: try Self.rules()).first == .takeEffect)
        var away = m   // away (an exchange over another view): nothing here, the zone timer untouched
        #expect(away.handle(.frame(at: 1.5, viewport: viewport, away: true), rules: try Self.rules()) == [] && away.session?.pointer == m.session?.pointer)
        let later = m.handle(.frame(at: 1.5, viewport: viewport), rules: try Self.rules())
        guard case .autoScroll(let step)? = later.last else { Issue.record("no auto-scroll step: \(later)"); return }
        #expect(step.y > 0 && step.x == 0, "towards the end, down (mid-width: no sideways zone)")
        var keyboard = DragMachine<String>()
        _ = keyboard.handle(.lift(items: ["A"], sources: [ItemPath(0, 0)], origin: ItemPath(0, 0), sizes: [Self.cell],
                                  pointer: Self.pointer(byKeyboard: true)), rules: try Self.rules())
        #expect(keyboard.handle(.frame(at: 1.5, viewport: viewport), rules: try Self.rules()) == [])
    }

    // MARK: - Fading ghosts

    @Test func ghostsAreTheDeletedCandidatesInTheDisplayRange() {
        var g = FadingGhosts<String>(displayed: ["A": ItemPath(0, 0), "B": ItemPath(0, 1)], animating: ["Z": ItemPath(0, 9), "B": ItemPath(0, 7)])
        let display = Rect(x: 0, y: 0, width: 300, height: 300)
        let far = Rect(x: 0, y: 900, width: 100, height: 100)
        let frames: [ItemPath: Rect] = [ItemPath(0, 0): Rect(x: 0, y: 0, width: 100, height: 100),
                                        ItemPath(0, 1): Rect(x: 110, y: 0, width: 100, height: 100), ItemPath(0, 9): far]
        var ghosts = g.ghosts(isKept: { $0 == "A" }, displayRect: display, presentedFrame: { _ in nil }, layoutFrame: { frames[$0] })
        #expect(ghosts == [.init(item: "B", path: ItemPath(0, 1), frame: frames[ItemPath(0, 1)]!)], "Z is outside, A kept; B at its displayed path")
        // An animating item fades from its presented frame; the dragged one from the dragged snapshot.
        let moving = Rect(x: 50, y: 50, width: 100, height: 100)
        ghosts = g.ghosts(isKept: { _ in false }, displayRect: display, presentedFrame: { $0 == "Z" ? moving : nil },
                          layoutFrame: { frames[$0] })
        #expect(ghosts.map(\.item) == ["A", "B", "Z"] && ghosts.last?.frame == moving)
        g.dragged = (["B", "A"], Rect(x: 200, y: 200, width: 100, height: 100))
        ghosts = g.ghosts(isKept: { _ in false }, displayRect: display, presentedFrame: { _ in nil }, layoutFrame: { frames[$0] })
        #expect(ghosts.map(\.item) == ["B"] && ghosts[0].frame.minX == 200, "the grabbed item from the snapshot, the rest of the stack with it")
    }

    // MARK: - The lifted block's layout steps

    @Test func liftedBlockStepsRoundTrip() throws {
        var layout = try Self.layout([6])
        let before = layout
        layout.perform(.present(remove: [ItemPath(0, 1), ItemPath(0, 3)], insertAt: ItemPath(0, 1), sizes: [Self.cell, Self.cell]))
        #expect(layout.itemCounts == [6])
        layout.perform(.move(from: ItemPath(0, 1), to: ItemPath(0, 4), count: 2, fallback: Self.cell))
        layout.perform(.restore(from: ItemPath(0, 4), to: [ItemPath(0, 1), ItemPath(0, 3)], fallback: Self.cell))
        #expect(layout.attributesForItem(at: ItemPath(0, 5))?.frame == before.attributesForItem(at: ItemPath(0, 5))?.frame)
        layout.perform(.gather(remove: [ItemPath(0, 0)], insertAt: ItemPath(0, 5), fallback: Self.cell))
        #expect(layout.itemCounts == [6])
    }

    // MARK: - The owner's rules

    @Test func moveToTheEndOfASectionAsksTheRulesOfEveryMove() throws {
        let snapshot = try Self.snapshot([("a", ["A", "B"]), ("b", ["C"])])
        var log: [String] = []
        #expect(try Self.rules(counts: [2, 1], log: { log.append($0.logLine) }).moveToEnd(of: 1, item: "A", in: snapshot)
                == .move(from: ItemPath(0, 0), to: ItemPath(1, 1)))
        #expect(log == ["canMove 0.0"])
        #expect(try Self.rules(counts: [2, 1]).moveToEnd(of: 0, item: "A", in: snapshot) == .none, "already there")
        #expect(try Self.rules(counts: [2, 1]).moveToEnd(of: 2, item: "A", in: snapshot) == .none, "no such section")
        #expect(try Self.rules(counts: [2, 1]).moveToEnd(of: 1, item: "Q", in: snapshot) == .none, "not in the model")
        var refusing = CollectionViewDelegate()
        refusing.canMoveItem = { _ in false }
        #expect(try Self.rules(refusing, counts: [2, 1]).moveToEnd(of: 1, item: "A", in: snapshot) == .refused)
        var keeping = CollectionViewDelegate()
        keeping.targetForMove = { origin, _ in origin }
        #expect(try Self.rules(keeping, counts: [2, 1]).moveToEnd(of: 1, item: "A", in: snapshot) == .stays)
    }

    @Test func aLiftTakesTheSelectedItemsTheOwnerAllows() throws {
        var state = CollectionState(snapshot: try Self.snapshot([("s", ["A", "B", "C", "D"])]), layout: try Self.layout([4]), mode: .edit)
        state.selection = ["D", "B", "C"]
        var delegate = CollectionViewDelegate()
        delegate.canMoveItem = { $0 != ItemPath(0, 2) }
        let rules = try Self.rules(delegate, counts: [4])
        #expect(rules.lifted(at: ItemPath(0, 1), in: state, multiple: true, logged: false)! == (["B", "D"], [ItemPath(0, 1), ItemPath(0, 3)]))
        #expect(rules.lifted(at: ItemPath(0, 1), in: state, multiple: false, logged: false)! == (["B"], [ItemPath(0, 1)]))
        #expect(rules.lifted(at: ItemPath(0, 0), in: state, multiple: true, logged: false)! == (["A"], [ItemPath(0, 0)]), "not selected")
        #expect(rules.lifted(at: ItemPath(0, 2), in: state, multiple: true, logged: false) == nil, "refused")
    }

    @Test func aCatchNeedsThePressInsideTheCatchRectangle() throws {
        let frame = Rect(x: 110, y: 0, width: 100, height: 100)
        #expect(try Self.rules().catches(ItemPath(0, 1), frame: frame, contentOffset: .zero, at: Point(x: 115, y: 5)))
        var delegate = CollectionViewDelegate()
        delegate.catchRect = { _, _ in Rect(x: 0, y: 0, width: 20, height: 20) }
        let rules = try Self.rules(delegate)
        #expect(rules.catches(ItemPath(0, 1), frame: frame, contentOffset: .zero, at: Point(x: 115, y: 5)))
        #expect(!rules.catches(ItemPath(0, 1), frame: frame, contentOffset: .zero, at: Point(x: 150, y: 50)))
        #expect(rules.catches(ItemPath(0, 1), frame: frame, contentOffset: Point(x: 100, y: 0), at: Point(x: 15, y: 5)), "viewport coordinates")
    }

    @Test func theGrabCursorFollowsTheModeAndTheOwner() throws {
        var delegate = CollectionViewDelegate()
        delegate.canMoveItem = { $0 != ItemPath(0, 1) }
        delegate.canBeginExchange = { $0 != ItemPath(0, 2) }
        let rules = try Self.rules(delegate)
        #expect(!rules.grabs(ItemPath(0, 0), mode: .browse, standardGesture: true))
        #expect(rules.grabs(ItemPath(0, 0), mode: .edit, standardGesture: true))
        #expect(!rules.grabs(ItemPath(0, 0), mode: .edit, standardGesture: false), "the owner drives movement itself")
        #expect(!rules.grabs(ItemPath(0, 1), mode: .edit, standardGesture: true))
        #expect(rules.grabs(ItemPath(0, 1), mode: .exchange, standardGesture: false))
        #expect(!rules.grabs(ItemPath(0, 2), mode: .exchange, standardGesture: true))
    }

    // MARK: - Waterfall placement

    @Test func aDragPlacesAViewportBelowTheDisplayRangeAndExtendsByHalves() {
        #expect(DragPlacement.limit(current: nil, isWaterfall: false, displayBottom: 700, viewportHeight: 600) == nil)
        #expect(DragPlacement.limit(current: nil, isWaterfall: true, displayBottom: 700, viewportHeight: 600) == 1300)
        #expect(DragPlacement.limit(current: 1300, isWaterfall: true, displayBottom: 1000, viewportHeight: 600) == nil, "still half a viewport ahead")
        #expect(DragPlacement.limit(current: 1300, isWaterfall: true, displayBottom: 1001, viewportHeight: 600) == 1601)
    }

    // MARK: - The committed order

    @Test func theCommittedOrderUndoesTheLiveSwapOnly() throws {
        let live = try Self.snapshot([("s", ["C", "B", "A"])])
        let exchange = try #require(try Self.caught("A", at: ItemPath(0, 0), over: ItemPath(0, 2)).session)
        #expect(exchange.committed(live).sections[0].1 == ["A", "B", "C"])
        #expect(exchange.displacedItem(in: live) == "C")
        let backHome = try #require(try Self.caught("A", at: ItemPath(0, 0), over: nil).session)
        #expect(backHome.committed(live).sections[0].1 == ["C", "B", "A"] && backHome.displacedItem(in: live) == nil)
    }

    // MARK: - Sizes of an apply

    @Test func applySizesFollowItemsThroughTheLiftedBlock() throws {
        let old = try Self.snapshot([("s", ["A", "B"])])
        let new = try Self.snapshot([("s", ["B", "N", "A"])])
        let (_, oldPaths) = new.difference(from: old, recordingOldPaths: true)
        let paths = ApplyPaths(oldPaths: oldPaths, old: old, new: new, extra: [])
        let layout = AnyLayout(try FlowLayout(itemCounts: [2], itemSizing: .perItem({ $0.item == 0 ? Self.cell : Size(width: 50, height: 50) }),
                                              minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 400)))
        let fresh = Size(width: 7, height: 7)
        #expect(paths.sizes(of: new, oldLayout: layout, presentedPath: nil, sizeForNewItem: { _ in fresh })
                == [[Size(width: 50, height: 50), fresh, Self.cell]])
        let swapped: (ItemPath) -> ItemPath = { ItemPath(0, 1 - $0.item) }
        #expect(paths.sizes(of: new, oldLayout: layout, presentedPath: swapped, sizeForNewItem: { _ in fresh })
                == [[Self.cell, fresh, Size(width: 50, height: 50)]])
        #expect(paths.sizes(of: new, oldLayout: try Self.layout([2]), presentedPath: nil, sizeForNewItem: { _ in fresh })
                == nil, "a uniform flow keeps counts only: no array per item")
    }
}
