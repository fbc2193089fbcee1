import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The display list of a view at rest is served from its cache; every input that changes the
/// list must make the cache miss. Each test warms the cache, changes one input, and checks the
/// list against one built with the cache off (``DisplayListCache/isEnabled``).
@Suite struct DisplayListCacheTests {
    typealias View = CollectionView<Int, Int>

    static func view(count: Int = 200, mode: InteractionMode = .browse) throws -> (View, ManualClock) {
        let clock = ManualClock()
        let flow = try FlowLayout(itemCounts: [count / 2, count - count / 2], itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 500, height: 600))
        let s = try SectionedSnapshot<Int, Int>(sections: [(0, Array(0..<(count / 2))), (1, Array((count / 2)..<count))])
        let v = try View(snapshot: s, layout: AnyLayout(flow), viewportSize: Size(width: 500, height: 600), mode: mode, clock: clock)
        clock.advance(to: 1)
        return (v, clock)
    }

    /// The list with the cache on equals the list built anew; returns the cached one.
    @discardableResult
    static func expectFresh(_ v: View, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) -> DisplayList<Int> {
        let cached = v.displayList()
        v.displayCache.isEnabled = false
        let fresh = v.displayList()
        v.displayCache.isEnabled = true
        #expect(cached == fresh, "stale display list after \(what)", sourceLocation: sourceLocation)
        return cached
    }

    /// Two lists in a row at rest: the second comes from the cache.
    static func expectWarm(_ v: View, sourceLocation: SourceLocation = #_sourceLocation) {
        _ = v.displayList()
        let hits = v.displayCache.hits
        _ = v.displayList()
        #expect(v.displayCache.hits == hits + 1, "a view at rest rebuilt its display list", sourceLocation: sourceLocation)
    }

    /// Steps `clock` by `seconds` in frames of 1/60 s, each list checked.
    static func play(_ v: View, _ clock: ManualClock, _ seconds: Double, _ what: String,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<Int(seconds * 60) {
            clock.advance(by: 1.0 / 60)
            v.tick()
            expectFresh(v, what, sourceLocation: sourceLocation)
        }
    }

    @Test func anIdleViewServesItsListFromTheCache() throws {
        let (v, _) = try Self.view()
        let first = v.displayList()
        #expect(first.cells.count > 20)
        let builds = v.displayCache.builds
        for _ in 0..<5 { #expect(v.displayList() == first) }
        #expect(v.displayCache.builds == builds)
        #expect(v.displayCache.hits >= 5)
    }

    @Test func scrollingMisses() throws {
        let (v, _) = try Self.view()
        Self.expectWarm(v)
        v.setContentOffset(Point(x: 0, y: 333))
        let list = Self.expectFresh(v, "a scroll")
        #expect(list.contentOffset.y == 333)
        Self.expectWarm(v)
    }

    @Test func applyMisses() throws {
        let (v, clock) = try Self.view()
        Self.expectWarm(v)
        var s = v.snapshot
        try s.move(from: ItemPath(0, 0), to: ItemPath(0, 3))
        v.apply(s, animated: false)
        #expect(Self.expectFresh(v, "apply").cells.first?.id == 1)
        Self.expectWarm(v)
        // The same order of identities, applied: the labels cannot change, the list is the same.
        v.apply(s, animated: false)
        Self.expectFresh(v, "apply of an equal snapshot")
        var t = v.snapshot
        try t.deleteItems([1, 2])
        v.apply(t, animated: true)
        Self.play(v, clock, 0.6, "an animated apply")
        Self.expectWarm(v)
    }

    @Test func selectionHighlightAndFocusMiss() throws {
        let (v, clock) = try Self.view()
        Self.expectWarm(v)
        v.selectItem(at: ItemPath(0, 5))
        #expect(Self.expectFresh(v, "selection").cells.contains { $0.id == 5 && $0.isSelected })
        Self.play(v, clock, 0.5, "the selection bounce")
        Self.expectWarm(v)
        v.deselectAll()
        Self.expectFresh(v, "deselection")
        v.handle(.pointerDown(id: 0, position: Point(x: 50, y: 50), time: clock.now))
        Self.play(v, clock, 0.1, "a press")
        #expect(v.displayList().cells.contains { $0.id == 0 && $0.isHighlighted })
        v.handle(.pointerUp(id: 0, position: Point(x: 50, y: 50), time: clock.now))
        Self.play(v, clock, 0.5, "a release")
        v.handle(.key(.right, modifiers: [], time: clock.now))
        Self.expectFresh(v, "a key moving the focus")
        v.hasKeyboardFocus = false
        Self.expectFresh(v, "losing the keyboard focus")
        v.hasKeyboardFocus = true
        Self.expectFresh(v, "getting the keyboard focus")
    }

    @Test func aDragAndItsPlaceholderMiss() throws {
        let (v, clock) = try Self.view(mode: .edit)
        Self.expectWarm(v)
        #expect(v.beginInteractiveMovementForItem(at: ItemPath(0, 1)))
        Self.play(v, clock, 0.1, "a lift")
        for x in stride(from: 20.0, through: 440, by: 60) {
            v.updateInteractiveMovementTargetPosition(Point(x: x, y: 160))
            Self.expectFresh(v, "a placeholder move")
            clock.advance(by: 1.0 / 60)
        }
        v.endInteractiveMovement()
        Self.play(v, clock, 0.6, "a drop")
        Self.expectWarm(v)
    }

    @Test func layoutAndViewportChangesMiss() throws {
        let (v, clock) = try Self.view()
        Self.expectWarm(v)
        v.setItemSize(Size(width: 80, height: 80), animated: false)
        Self.expectFresh(v, "an item size")
        v.setSpacing(30, animated: true)
        Self.play(v, clock, 0.6, "an animated spacing")
        v.setLayoutDirection(.rightToLeft)
        #expect(Self.expectFresh(v, "right to left").cells.first.map { $0.frame.minX > 300 } == true)
        v.setViewportSize(Size(width: 300, height: 400))
        Self.expectFresh(v, "a resize")
        v.configuration.displayMargin = 500
        Self.expectFresh(v, "a display margin")
        Self.expectWarm(v)
    }

    @Test func editModesLookMisses() throws {
        let (v, clock) = try Self.view()
        v.configuration.showsEditBackground = true
        Self.expectWarm(v)
        v.setMode(.edit)
        Self.play(v, clock, 0.3, "the edit background's fade")
        #expect(v.displayList().cells.allSatisfy { $0.showsEditBackground && $0.editBackgroundAmount == 1 })
        Self.expectWarm(v)
        v.configuration.showsEditBackground = false
        #expect(Self.expectFresh(v, "the edit background turned off").cells.allSatisfy { !$0.showsEditBackground })
    }

    @Test func theOwnersLabelsAreReadOnEveryHit() throws {
        let (v, _) = try Self.view()
        var suffix = "a"
        v.labelProvider = { "item \($0)\(suffix)" }
        #expect(Self.expectFresh(v, "a label provider").cells.first?.label == "item 0a")
        Self.expectWarm(v)
        suffix = "b"
        let list = Self.expectFresh(v, "a renamed item")
        #expect(list.cells.first?.label == "item 0b")
        #expect(v.displayCache.hits > 0)
        v.labelProvider = nil
        #expect(Self.expectFresh(v, "default labels again").cells.first?.label == "0")
    }

    @Test func displayedItemsAreReportedOnceAHandlerIsSet() throws {
        let (v, _) = try Self.view()
        Self.expectWarm(v)
        var began = 0
        v.delegate.willDisplayItem = { _ in began += 1 }
        let list = v.displayList()
        #expect(began == list.cells.count)
        _ = v.displayList()
        #expect(began == list.cells.count)
    }

    @Test func aCacheThatIsOffOrAViewNotAtRestKeepsNothingAndCountsNoBuildWhenOff() {
        var cache = DisplayListCache<Int>()
        let key = DisplayListCache<Int>.Key(revision: 1, viewport: Viewport(size: Size(width: 10, height: 10)),
                                            displayRect: Rect(x: 0, y: 0, width: 10, height: 10), marks: DisplayListBuilder<Int>.Marks(),
                                            ownerLabels: false, reportsDisplay: false)
        let list = DisplayList<Int>(viewport: Size(width: 10, height: 10), contentOffset: .zero, contentSize: Size(width: 10, height: 10))
        cache.store(list, for: nil)
        #expect(cache.list(for: nil, relabel: nil) == nil && cache.builds == 1, "not at rest: built, nothing kept")
        cache.store(list, for: key)
        #expect(cache.list(for: key, relabel: nil) != nil && cache.hits == 1)
        cache.isEnabled = false
        #expect(cache.list(for: key, relabel: nil) == nil, "off: never served")
        cache.store(list, for: key)
        #expect(cache.builds == 2, "off: no build counted")
    }
}
