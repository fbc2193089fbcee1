import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// A layout written the way a user writes one: only the four required members and a pinch
/// value. Items stack in one column of width 200 at x = 10, each with its own height, `spread`
/// points apart; sections follow each other. Queries binary-search the prefix sums.
struct EngineStackLayout: CollectionLayout {
    var spread: Double = 10
    private var tops: [[Double]] = []
    private var heights: [[Double]] = []
    private var sectionTops: [Double] = []
    private var height = 0.0
    private var width = 0.0

    init(spread: Double = 10) { self.spread = spread }

    mutating func prepare(_ context: LayoutContext) {
        width = context.containerSize.width
        tops = []
        heights = []
        sectionTops = []
        var y = 0.0
        for section in context.itemSizes {
            sectionTops.append(y)
            var t: [Double] = []
            for size in section {
                t.append(y)
                y += size.height + spread
            }
            tops.append(t)
            heights.append(section.map(\.height))
        }
        height = y
    }

    var contentSize: Size { Size(width: width, height: height) }

    func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard tops.indices.contains(path.section), tops[path.section].indices.contains(path.item) else { return nil }
        return LayoutAttributes(path: path, frame: Rect(x: 10, y: tops[path.section][path.item], width: 200,
                                                        height: heights[path.section][path.item]))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for s in tops.indices {
            let t = tops[s]
            var low = 0, high = t.count
            while low < high {   // first item whose bottom is below rect.minY
                let mid = (low + high) / 2
                if t[mid] + heights[s][mid] > rect.minY { high = mid } else { low = mid + 1 }
            }
            var i = low
            while i < t.count, t[i] < rect.maxY {
                if let a = attributesForItem(at: ItemPath(s, i)), a.frame.intersects(rect) { result.append(a) }
                i += 1
            }
        }
        return result
    }

    var pinchValue: Double? { spread }
    mutating func setPinchValue(_ value: Double) { spread = min(100, max(0, value)) }
}

/// A layout that refuses targets in the first two slots of section 0 (a pinned header row).
struct EnginePinnedStackLayout: CollectionLayout {
    var stack = EngineStackLayout()
    mutating func prepare(_ context: LayoutContext) { stack.prepare(context) }
    var contentSize: Size { stack.contentSize }
    func attributesForItem(at path: ItemPath) -> LayoutAttributes? { stack.attributesForItem(at: path) }
    func attributes(in rect: Rect) -> [LayoutAttributes] { stack.attributes(in: rect) }
    func targetPath(forInteractivelyMovingItemAt origin: ItemPath, withPosition position: Point,
                    proposed: ItemPath) -> ItemPath {
        proposed.section == 0 && proposed.item < 2 ? ItemPath(0, 2) : proposed
    }
}

/// A stack whose attributes are not at rest: item i has alpha 1 − i/10, scale 1 + i/100, zIndex
/// −i (the first drawn last, a deck of cards), and item 2 is hidden.
struct EngineDeckLayout: CollectionLayout {
    var stack = EngineStackLayout()
    mutating func prepare(_ context: LayoutContext) { stack.prepare(context) }
    var contentSize: Size { stack.contentSize }
    func dress(_ a: LayoutAttributes) -> LayoutAttributes {
        var a = a
        let i = Double(a.path.item)
        a.alpha = 1 - i / 10
        a.scale = 1 + i / 100
        a.zIndex = -a.path.item
        a.isHidden = a.path.item == 2
        return a
    }
    func attributesForItem(at path: ItemPath) -> LayoutAttributes? { stack.attributesForItem(at: path).map(dress) }
    func attributes(in rect: Rect) -> [LayoutAttributes] { stack.attributes(in: rect).map(dress) }
}

@Suite("Custom layouts")
struct EngineCustomLayoutTests {
    static let heights: [Double] = [50, 120, 80, 60, 100, 40]

    func harness(mode: InteractionMode = .edit, layout: some CollectionLayout = EngineStackLayout()) throws -> EngineHarness {
        let names = engineItemNames(Self.heights.count)
        let sizes = [Self.heights.map { Size(width: 200, height: $0) }]
        let context = LayoutContext(containerSize: Size(width: 500, height: 600), itemSizes: sizes)
        return try EngineHarness(sections: [names], mode: mode, layout: AnyLayout(layout, context: context))
    }

    @Test("Frames come from the custom layout: a literal table")
    func frames() throws {
        let h = try harness()
        let table: [(Double, Double)] = [(0, 50), (60, 120), (190, 80), (280, 60), (350, 100), (460, 40)]
        for (i, (y, height)) in table.enumerated() {
            #expect(h.view.layout.attributesForItem(at: ItemPath(0, i))?.frame == Rect(x: 10, y: y, width: 200, height: height))
        }
        #expect(h.view.layout.contentSize == Size(width: 500, height: 510))
    }

    @Test("The display list honours the layout's alpha, scale, zIndex and isHidden (as UIKit does)")
    func layoutPresentation() throws {
        let h = try harness(layout: EngineDeckLayout())
        let cells = h.view.displayList().cells
        #expect(cells.map(\.path.item) == [5, 4, 3, 1, 0])     // ascending zIndex; item 2 hidden
        for cell in cells {
            let i = Double(cell.path.item)
            #expect(abs(cell.alpha - (1 - i / 10)) < 1e-12)
            #expect(abs(cell.scale - (1 + i / 100)) < 1e-12)
            #expect(cell.zIndex == -cell.path.item)
        }
        // A layout at rest keeps its own order.
        let plain = try harness()
        #expect(plain.view.displayList().cells.map(\.path.item) == [0, 1, 2, 3, 4, 5])
    }

    @Test("Default hit testing agrees with the frames on random points (seeded)")
    func defaultHitTest() throws {
        let h = try harness()
        var rng = SplitMix64(seed: 0xC0FFEE)
        for _ in 0..<2000 {
            let p = Point(x: Double(rng.next() % 600) - 50, y: Double(rng.next() % 700) - 50)
            let expected = (0..<Self.heights.count).first { i in
                h.view.layout.attributesForItem(at: ItemPath(0, i))?.frame.contains(p) ?? false
            }.map { ItemPath(0, $0) }
            #expect(h.view.layout.itemPath(at: p) == expected, "seed 0xC0FFEE, point \(p)")
        }
    }

    @Test("Default insertion slot: before or after by half, past the end, over gaps")
    func defaultInsertionSlot() throws {
        let h = try harness()
        let layout = h.view.layout
        #expect(layout.insertionSlot(nearest: Point(x: 100, y: 10)) == ItemPath(0, 0))
        #expect(layout.insertionSlot(nearest: Point(x: 100, y: 40)) == ItemPath(0, 1))
        #expect(layout.insertionSlot(nearest: Point(x: 100, y: 185)) == ItemPath(0, 2))   // gap below item 1
        #expect(layout.insertionSlot(nearest: Point(x: 100, y: 495)) == ItemPath(0, 6))   // lower half of the last
        #expect(layout.insertionSlot(nearest: Point(x: 100, y: 590)) == ItemPath(0, 6))   // below the content
        #expect(layout.insertionSlot(nearest: Point(x: 400, y: 300)) == ItemPath(0, 3))   // right of item 3, upper half
    }

    @Test("Interactive movement in a custom layout: the moved item keeps its own size")
    func moveKeepsSize() throws {
        let h = try harness()
        // Lift B (120 high) and drop it over E (at 350…450).
        h.down(100, 120, at: 0)
        h.move(100, 121, at: 0.6)
        h.move(100, 400, at: 0.8)
        h.up(100, 400, at: 1.0)
        h.advance(to: 2)
        #expect(h.log.contains("move 0.1 -> 0.4"), "\(h.log)")
        #expect(h.sections == [["A", "C", "D", "E", "B", "F"]])
        #expect(h.view.layout.attributesForItem(at: ItemPath(0, 4))?.frame.height == 120)
        #expect(h.view.layout.itemSize(at: ItemPath(0, 1)) == Size(width: 200, height: 80))
        #expect(engineSettledDisplayProblems(h.view).isEmpty)
    }

    @Test("Exchange and deletion in a custom layout: sizes follow the items")
    func exchangeAndDelete() throws {
        let h = try harness(mode: .exchange)
        // Catch A (0…50) and hold over D (280…340), release.
        h.down(100, 25, at: 0)
        h.move(100, 26, at: 0.2)
        h.move(100, 310, at: 0.4)
        h.up(100, 310, at: 0.6)
        h.advance(to: 1.5)
        #expect(h.sections == [["D", "B", "C", "A", "E", "F"]])
        #expect(h.view.layout.itemSize(at: ItemPath(0, 0))?.height == 60)
        #expect(h.view.layout.itemSize(at: ItemPath(0, 3))?.height == 50)
        h.view.setMode(.browse)
        h.view.deleteItems(at: [ItemPath(0, 1)])
        h.advance(to: 3)
        #expect(h.sections == [["D", "C", "A", "E", "F"]])
        #expect(h.view.layout.attributesForItem(at: ItemPath(0, 1))?.frame == Rect(x: 10, y: 70, width: 200, height: 80))
        #expect(engineSettledDisplayProblems(h.view).isEmpty)
    }

    @Test("A pinch changes the custom layout's pinch value; updateLayout changes it animated")
    func pinchAndUpdate() throws {
        let h = try harness(mode: .browse)
        h.wheel(dy: 1, at: 0.1, ctrl: true)
        let spread = try #require(h.view.layout(as: EngineStackLayout.self)?.spread)
        #expect(spread != 10, "ctrl+wheel changes the spread: \(spread)")
        #expect(h.log.last?.hasPrefix("spacing ") == true)
        h.advance(to: 2)
        let changed = h.view.updateLayout(as: EngineStackLayout.self) { $0.spread = 30 }
        #expect(changed)
        #expect(!h.view.updateLayout(as: WaterfallLayout.self) { _ in })
        #expect(h.view.layout.attributesForItem(at: ItemPath(0, 1))?.frame.minY == 80)
        // Animated: mid-way, B is between its old and new frame.
        h.advance(to: 2.15)
        let mid = try #require(h.cell("B")?.frame.minY)
        #expect(mid > 50 + spread && mid < 80, "B mid-animation at \(mid)")
        h.advance(to: 3)
        #expect(h.cell("B")?.frame.minY == 80)
    }

    @Test("The layout may propose the target of a moving item (UIKit's targetIndexPath)")
    func layoutProposesTarget() throws {
        let h = try harness(layout: EnginePinnedStackLayout())
        // Lift E (350…450) and drag it over A: the layout keeps it out of the first two slots.
        h.down(100, 400, at: 0)
        h.move(100, 401, at: 0.6)
        h.move(100, 25, at: 0.8)
        h.up(100, 25, at: 1.0)
        h.advance(to: 2)
        #expect(h.log.contains("move 0.4 -> 0.2"), "\(h.log)")
        #expect(h.sections == [["A", "B", "E", "C", "D", "F"]])
    }
}

@Suite("Delegate notifications and owner policy")
struct EngineDelegateTests {
    @Test("Typed notifications arrive after the event stream's, in order; undo reports edits")
    func typedNotifications() throws {
        let h = try EngineHarness(sections: [engineItemNames(12)], mode: .edit)
        var got: [String] = []
        h.view.delegate.moveItem = { from, to in got.append("moveItem \(from) \(to)") }
        h.view.delegate.didSelectItem = { got.append("didSelectItem \($0)") }
        h.view.delegate.didUndo = { got.append("didUndo \($0)") }
        h.view.delegate.didRedo = { got.append("didRedo \($0)") }
        h.down(50, 50, at: 0)
        h.move(51, 50, at: 0.6)
        h.move(380, 50, at: 0.8)
        h.up(380, 50, at: 1.0)
        h.advance(to: 2)
        #expect(got == ["moveItem 0.0 0.3"])
        let undone = h.view.undoManager.undo()
        #expect(undone == [.move(from: ItemPath(0, 3), to: ItemPath(0, 0))])
        #expect(h.view.undoManager.redo() == [.move(from: ItemPath(0, 0), to: ItemPath(0, 3))])
        #expect(got.suffix(2) == ["didUndo [MosaicView.CollectionEdit.move(from: 0.3, to: 0.0)]",
                                  "didRedo [MosaicView.CollectionEdit.move(from: 0.0, to: 0.3)]"])
    }

    @Test("willDisplay / didEndDisplaying follow the display list as it scrolls")
    func displayNotifications() throws {
        let h = try EngineHarness(sections: [engineItemNames(200)])
        var shown = Set<ItemPath>()
        h.view.delegate.willDisplayItem = { shown.insert($0) }
        h.view.delegate.didEndDisplayingItem = { shown.remove($0) }
        _ = h.display()
        let first = Set(h.display().cells.map(\.path))
        #expect(shown == first)
        h.view.setContentOffset(Point(x: 0, y: 2000))
        let second = Set(h.display().cells.map(\.path))
        #expect(shown == second)
        #expect(shown.isDisjoint(with: first))
    }

    @Test("A browse long press does nothing by default but tell the delegate; the owner picks deletion and its words")
    func browseLongPressPolicy() throws {
        let h = try EngineHarness(sections: [engineItemNames(8)]) {
            $0.browseLongPress = .none
        }
        var pressed: [ItemPath] = []
        h.view.delegate.didLongPressItem = { pressed.append($0) }
        h.down(50, 50, at: 0)
        h.up(50, 50, at: 0.7)
        #expect(pressed == [ItemPath(0, 0)])
        #expect(h.presenter.dialog == nil)
        let g = try EngineHarness(sections: [engineItemNames(8)]) {
            $0.browseLongPress = .confirmDeletion
            $0.deletionConfirmation = DeletionConfirmationText(title: "Remove photo?", message: "It goes to the bin.",
                                                               confirm: "Remove", cancel: "Keep")
            $0.editButtonTitles = EditButtonTitles(edit: "Arrange", done: "OK")
        }
        g.down(50, 50, at: 0)
        g.advance(to: 0.7)
        #expect(g.presenter.dialog?.title == "Remove photo?")
        #expect(g.presenter.dialog?.destructiveTitle == "Remove")
        g.view.requests.confirm(false)
        #expect(g.view.editButtonTitle == "Arrange")
        g.view.toggleEdit()
        #expect(g.view.editButtonTitle == "OK")
    }
}

/// A section identity of the owner's own type, and items that are only Hashable.
struct EngineTeamID: Hashable, Sendable { let name: String }
struct EnginePaddler: Hashable, Sendable { let id: Int; let name: String }

@Suite("Any identities")
struct EngineIdentityTests {
    @Test("CollectionView<TeamID, Paddler>: apply diffs sections and items; cells carry typed identities")
    func ownIdentities() throws {
        let boat = EngineTeamID(name: "Boat"), bench = EngineTeamID(name: "Bench")
        let people = (0..<6).map { EnginePaddler(id: $0, name: "P\($0)") }
        let snapshot = try SectionedSnapshot<EngineTeamID, EnginePaddler>(sections: [(boat, Array(people[0..<4])), (bench, Array(people[4...]))])
        let layout = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                    minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 500, height: 600))
        let clock = ManualClock()
        let view = try CollectionView(snapshot: snapshot, layout: AnyLayout(layout), viewportSize: Size(width: 500, height: 600),
                                      clock: clock)
        view.labelProvider = { $0.name }
        #expect(view.displayList().cells.first?.id == people[0])
        #expect(view.displayList().cells.first?.label == "P0")
        // Sections swap and an item moves between them.
        let next = try SectionedSnapshot<EngineTeamID, EnginePaddler>(sections: [
            (bench, [people[4], people[5], people[0]]), (boat, [people[1], people[2], people[3]])])
        let changes = view.apply(next)
        #expect(try changes.applied(to: snapshot) == next)
        #expect(!changes.sectionMoves.isEmpty || !changes.sectionDeletions.isEmpty)
        #expect(view.snapshot == next)
        clock.advance(by: 1)
        view.tick()
        #expect(engineSettledDisplayProblems(view).isEmpty)
    }
}
