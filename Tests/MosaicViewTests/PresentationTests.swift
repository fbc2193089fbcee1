import Testing
import MosaicAnimation
import MosaicCore
import MosaicTesting
@testable import MosaicView

private func r(_ x: Double, _ y: Double, _ w: Double = 10, _ h: Double = 10) -> Rect { Rect(x: x, y: y, width: w, height: h) }

@Suite struct PresentationTests {
    @Test func isChangingWhileAnythingMovesAndDropsWhatFinished() {
        let clock = ManualClock()
        var presentation = Presentation<String>()
        #expect(!presentation.isChanging(at: clock.now), "nothing presented")
        presentation.bounces["a"] = clock.now
        presentation.animator.animate("b", from: AnimatedValues(frame: r(0, 0)), to: AnimatedValues(frame: r(0, 0), alpha: 0),
                                      animation: .linear(duration: 0.3), at: clock.now)
        presentation.removing["b"] = (ItemPath(0, 1), r(0, 0))
        presentation.editToggle = (clock.now, 0)
        #expect(presentation.isChanging(at: clock.now))
        clock.advance(by: 0.25)
        presentation.removeFinished(at: clock.now, bounceDuration: 0.1)
        #expect(presentation.bounces.isEmpty, "a bounce lasts two bounce durations")
        #expect(presentation.removing["b"] != nil, "still fading")
        clock.advance(by: 0.1)
        presentation.removeFinished(at: clock.now, bounceDuration: 0.1)
        #expect(presentation.removing.isEmpty, "faded out")
        #expect(presentation.animator.isEmpty)
        #expect(!presentation.isChanging(at: clock.now), "the edit fade lasts \(Presentation<String>.editFadeDuration) s")
    }

    @Test func aFadingItemWithoutAnimationIsDropped() {
        var presentation = Presentation<String>()
        presentation.removing["ghost"] = (ItemPath(0, 0), r(0, 0))
        presentation.removeFinished(at: 0, bounceDuration: 0.1)
        #expect(presentation.removing.isEmpty)
    }

    @Test func recordDisplayedReportsWhatAppearedAndWhatWent() {
        var presentation = Presentation<String>()
        func cells(_ ids: [String], removing: String? = nil) -> [DisplayCell<String>] {
            var list = ids.enumerated().map { DisplayCell(id: $0.element, path: ItemPath(0, $0.offset), frame: r(0, 0)) }
            if let removing { list.append(DisplayCell(id: removing, path: ItemPath(0, 9), frame: r(0, 0), isRemoving: true)) }
            return list
        }
        let first = presentation.recordDisplayed(cells(["a", "b"]))
        #expect(first.began == [ItemPath(0, 0), ItemPath(0, 1)])
        #expect(first.ended.isEmpty)
        let second = presentation.recordDisplayed(cells(["b", "c"], removing: "a"))
        #expect(second.ended == [ItemPath(0, 0)], "a left (a cell fading out does not count as displayed)")
        #expect(second.began == [ItemPath(0, 1)], "c appeared at its path; b stays")
        #expect(presentation.displayedPaths == ["b": ItemPath(0, 0), "c": ItemPath(0, 1)])
    }
}

@Suite struct ScrollMomentumTests {
    @Test func aSlowFlingHasNoMomentum() {
        #expect(ScrollMomentum(from: .zero, velocity: Point(x: 30, y: 30), at: 0, minimumVelocity: 50, rate: 0.998) == nil)
        #expect(ScrollMomentum(from: .zero, velocity: Point(x: 30, y: 40), at: 0, minimumVelocity: 50, rate: 0.998) != nil,
                "speed 50 reaches the minimum")
    }

    @Test(arguments: [UInt64(3), 77, 4096])
    func theOffsetMovesMonotonicallyAlongTheFlingAndStops(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let clock = ManualClock(now: 5)
        let velocity = Point(x: Double(rng.next() % 4000) - 2000, y: Double(rng.next() % 4000) + 100)
        let start = Point(x: 100, y: 200)
        guard let momentum = ScrollMomentum(from: start, velocity: velocity, at: clock.now, minimumVelocity: 50, rate: 0.998) else {
            Issue.record("seed \(seed): a fling at \(velocity) has momentum")
            return
        }
        #expect(momentum.offset(at: clock.now) == start, "seed \(seed)")
        var last = start
        for _ in 0..<600 {
            clock.advance(by: 1.0 / 60)
            let now = momentum.offset(at: clock.now)
            #expect((now.y - last.y) >= 0 && (now.x - last.x) * velocity.x >= 0, "seed \(seed): went back at \(clock.now)")
            last = now
        }
        #expect(momentum.isFinished(at: clock.now), "seed \(seed): still moving after 10 s")
        #expect(momentum.offset(at: clock.now + 100) == last, "seed \(seed): rests where it stopped")
    }
}

@Suite struct DisplayListBuilderTests {
    private func builder(marks: DisplayListBuilder<String>.Marks = .init(), drag: DragPresentation<String> = .init(),
                         presented: [String: AnimatedValues] = [:], tracksItems: Bool = false) -> DisplayListBuilder<String> {
        DisplayListBuilder(DisplayList(viewport: Size(width: 100, height: 100), contentOffset: Point(x: 0, y: 50),
                                       contentSize: Size(width: 100, height: 1000)),
                           marks: marks, drag: drag, presented: presented, tracksItems: tracksItems, name: { $0.uppercased() })
    }

    @Test func cellsAreInViewportCoordinatesWithTheLayoutsPresentation() {
        var b = builder()
        b.add(LayoutAttributes(path: ItemPath(0, 0), frame: r(0, 60), alpha: 0.5, scale: 2), item: "a")
        b.add(LayoutAttributes(path: ItemPath(0, 1), frame: r(20, 60), isHidden: true), item: "b")
        b.add(LayoutAttributes(path: ItemPath(0, 2), frame: r(40, 60)), item: nil)
        b.add(LayoutAttributes(kind: .header, path: ItemPath(0, 0), frame: r(0, 50, 100, 10)), item: nil)
        let list = b.finish()
        #expect(list.cells.map(\.id) == ["a"], "hidden cells and paths without an item are left out")
        #expect(list.cells.first?.frame == r(0, 10))
        #expect(list.cells.first?.label == "A")
        #expect(list.cells.first?.alpha == 0.5 && list.cells.first?.scale == 2)
        #expect(list.supplementaries == [DisplaySupplementary(kind: .header, section: 0, frame: r(0, 0, 100, 10))])
    }

    @Test func zIndexOrdersDrawingStably() {
        var b = builder()
        for (i, z) in [2, 0, 1, 0, 2].enumerated() {
            b.add(LayoutAttributes(path: ItemPath(0, i), frame: r(0, 60), zIndex: z), item: "i\(i)")
        }
        #expect(b.finish().cells.map(\.id) == ["i1", "i3", "i2", "i0", "i4"])
    }

    @Test func presentedValuesMarksAndTheDragCombine() {
        var drag = DragPresentation<String>()
        drag.hidden = "a"
        drag.dimmed = "b"
        drag.dimAlpha = 0.5
        drag.frames["c"] = r(70, 70)
        let marks = DisplayListBuilder<String>.Marks(selected: ["b"], asking: true, highlighted: "c", focused: "a", hovered: "b",
                                                     showsEditBackground: true, editBackgroundAmount: 0.3,
                                                     bounceScale: { $0 == "a" ? 0.9 : 1 })
        var b = builder(marks: marks, drag: drag, presented: ["b": AnimatedValues(frame: r(5, 55), alpha: 0.8, scale: 1)])
        for (i, id) in ["a", "b", "c"].enumerated() {
            b.add(LayoutAttributes(path: ItemPath(0, i), frame: r(Double(i) * 20, 60), alpha: 0.5), item: id)
        }
        let cells = Dictionary(uniqueKeysWithValues: b.finish().cells.map { ($0.id, $0) })
        #expect(cells["a"]?.isHidden == true && cells["a"]?.isFocused == true && cells["a"]?.bounceScale == 0.9)
        #expect(cells["b"]?.frame == r(5, 5), "the animation's frame")
        #expect(cells["b"]?.alpha == 0.8 * 0.5 * 0.5, "animation × layout × dimming")
        #expect(cells["b"]?.isDimmed == true && cells["b"]?.isSelected == true && cells["b"]?.isHovered == true)
        #expect(cells["b"]?.isHighlighted == true, "the dialog's items show highlighted")
        #expect(cells["c"]?.frame == r(70, 20) && cells["c"]?.isHighlighted == true)
        #expect(cells.values.allSatisfy { $0.showsEditBackground && $0.editBackgroundAmount == 0.3 })
    }

    @Test func itemsBeyondTheRangeAreAddedOnceAndFadingItemsAtTheirPresentedValues() {
        var drag = DragPresentation<String>()
        drag.extraPaths = ["far": ItemPath(0, 40), "a": ItemPath(0, 0)]
        let presented = ["t": AnimatedValues(frame: r(0, 300)), "a": AnimatedValues(frame: r(0, 60)),
                         "gone": AnimatedValues(frame: r(0, 70), alpha: 0.4)]
        var b = builder(drag: drag, presented: presented, tracksItems: true)
        b.add(LayoutAttributes(path: ItemPath(0, 0), frame: r(0, 60)), item: "a")
        b.addBeyondRange(["t": ItemPath(0, 30), "a": ItemPath(0, 0), "stale": ItemPath(0, 31), "still": ItemPath(0, 32)]) { item, _ in
            item != "stale"
        }
        b.addRemoving(["gone": (ItemPath(0, 5), r(0, 70)), "done": (ItemPath(0, 6), r(0, 80))])
        let cells = b.finish().cells
        #expect(cells.map(\.id).sorted() == ["a", "far", "gone", "t"], "a once; stale no longer there; still not animating; done over")
        #expect(cells.first { $0.id == "t" }?.frame == r(0, 250))
        let gone = cells.first { $0.id == "gone" }
        #expect(gone?.isRemoving == true && gone?.alpha == 0.4 && gone?.path == ItemPath(0, 5))
    }

    @Test func theDragSnapshotIsTheFirstOverlay() {
        var drag = DragPresentation<String>()
        drag.snapshot = DragSnapshot(items: ["a"], label: "A", frame: r(1, 1), alpha: 1, scale: 1.1, backgroundGray: nil)
        #expect(builder(drag: drag).finish().overlays == [.dragSnapshot(drag.snapshot!)])
        #expect(builder().finish().overlays.isEmpty)
    }

    @Test func itDecoratesTheMarksWithTheEditLookAndTheBounce() {
        var presentation = Presentation<String>()
        var configuration = CollectionViewConfiguration()
        configuration.showsEditBackground = true
        var marks = DisplayListBuilder<String>.Marks()
        presentation.decorate(&marks, editing: true, configuration: configuration, at: 1)
        #expect(marks.showsEditBackground && marks.editBackgroundAmount == 1 && marks.bounceScale == nil)
        presentation.toggleEdit(from: true, at: 2)   // edit → browse: fades from 1 down
        presentation.bounces["a"] = 2
        presentation.decorate(&marks, editing: false, configuration: configuration, at: 2 + configuration.bounceDuration)
        #expect(!marks.showsEditBackground)
        #expect(marks.editBackgroundAmount > 0 && marks.editBackgroundAmount < 1, "still fading: \(marks.editBackgroundAmount)")
        #expect(marks.bounceScale?("a") == configuration.bounceScale, "at the bottom of the bounce")
        #expect(marks.bounceScale?("b") == 1)
    }

    @Test func aModalRequestAboutAnItemThatLeftTheModelIsStale() throws {
        let model = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B"])])
        var requests = PresentationState<String>()
        #expect(!requests.isStale(in: model))
        requests.modal = .contextMenu(ContextMenuConfiguration(path: ItemPath(0, 0), items: [], anchor: r(0, 0)), item: "A")
        #expect(!requests.isStale(in: model))
        requests.modal = .contextMenu(ContextMenuConfiguration(path: ItemPath(0, 0), items: [], anchor: r(0, 0)), item: "Z")
        #expect(requests.isStale(in: model))
        let question = ConfirmationRequest(title: "Delete 2 items?", message: "", confirmTitle: "Yes", cancelTitle: "No",
                                           path: ItemPath(0, 0), paths: [ItemPath(0, 0), ItemPath(0, 1)], anchor: r(0, 0))
        requests.modal = .confirmation(question, items: ["A", "B"])
        #expect(!requests.isStale(in: model))
        requests.modal = .confirmation(question, items: ["A", "Z"])
        #expect(requests.isStale(in: model), "one of its items left")
    }

    @Test func atRestOnlyWhenNothingPresentedDependsOnTheTime() {
        var presentation = Presentation<String>()
        #expect(presentation.isAtRest)
        presentation.editToggle = (0, 0)
        #expect(presentation.isAtRest, "the edit fade is in the marks, not the time-dependent cells")
        presentation.bounces["a"] = 0
        #expect(!presentation.isAtRest)
        presentation.bounces = [:]
        presentation.offscreenPaths["b"] = ItemPath(0, 1)
        #expect(!presentation.isAtRest, "an item travelling beyond the display range")
        presentation.offscreenPaths = [:]
        presentation.catchAnimation = ([], 0)
        #expect(!presentation.isAtRest)
    }

    @Test func theDelegateHearsTheCellsGoneThenTheCellsNewInTheirOrder() {
        var heard: [String] = []
        var delegate = CollectionViewDelegate()
        #expect(!delegate.reportsDisplay)
        delegate.willDisplayItem = { heard.append("will \($0.item)") }
        delegate.didEndDisplayingItem = { heard.append("end \($0.item)") }
        #expect(delegate.reportsDisplay)
        delegate.reportDisplayed((ended: [ItemPath(0, 0)], began: [ItemPath(0, 4), ItemPath(0, 5)]))
        #expect(heard == ["end 0", "will 4", "will 5"])
    }

    @Test func anItemIsPresentedAtItsAnimationsFrameElseAtItsLayoutFrame() throws {
        let layout = AnyLayout(try FlowLayout(itemCounts: [2], itemSizing: .uniform(Size(width: 100, height: 100)),
                                              minimumInteritemSpacing: 10, containerSize: Size(width: 300, height: 300)))
        var presentation = Presentation<String>()
        #expect(presentation.frame(of: "b", at: ItemPath(0, 1), in: layout, at: 0) == Rect(x: 110, y: 0, width: 100, height: 100))
        presentation.animator.animate("b", from: AnimatedValues(frame: r(0, 200, 100, 100)), to: AnimatedValues(frame: r(110, 0, 100, 100)),
                                      animation: .linear(duration: 1), at: 0)
        #expect(presentation.frame(of: "b", at: ItemPath(0, 1), in: layout, at: 0) == r(0, 200, 100, 100), "mid-animation")
        #expect(presentation.frame(of: "c", at: ItemPath(0, 5), in: layout, at: 0) == nil, "no such path")
    }
}
