import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The display list's inputs decided by values, no view: which frames the cache keys
/// (`DisplayListCache.Key(atRest:…)`),
/// the marks of a state with its presentation (`DisplayListBuilder.Marks(_:requests:presentation:…)`)
/// and the frame of a state in its layout's direction (`DisplayListBuilder.frame(of:viewport:…)`).
@Suite struct DisplayListCacheKeyTests {
    private typealias State = CollectionState<Int, String>
    private typealias Marks = DisplayListBuilder<String>.Marks
    private static let configuration = CollectionViewConfiguration()

    private static func state(mode: InteractionMode = .browse, direction: LayoutDirection = .leftToRight) throws -> State {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, (0..<12).map(String.init))])
        var flow = AnyLayout(try FlowLayout(itemCounts: [12], itemSizing: .uniform(Size(width: 100, height: 100)),
                                            minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                            containerSize: Size(width: 340, height: 200)))
        flow.setLayoutDirection(direction)
        return State(snapshot: snapshot, layout: flow, mode: mode)
    }

    private static func key(_ state: State, _ presentation: Presentation<String> = Presentation()) -> DisplayListCache<String>.Key? {
        let viewport = Viewport(size: Size(width: 340, height: 200))
        return DisplayListCache.Key(atRest: state, presentation, viewport: viewport, displayRect: viewport.displayRect(margin: 0),
                                    marks: Marks(), ownerLabels: false, reportsDisplay: true)
    }

    @Test func onlyAViewAtRestIsKeyed() throws {
        var state = try Self.state()
        let key = try #require(Self.key(state))
        #expect(key == DisplayListCache.Key(revision: state.revision, viewport: Viewport(size: Size(width: 340, height: 200)),
                                            displayRect: Rect(x: 0, y: 0, width: 340, height: 200), marks: Marks(),
                                            ownerLabels: false, reportsDisplay: true))
        var fading = Presentation<String>()
        fading.fadeOut("gone", at: ItemPath(0, 1), from: .zero, animation: .linear(duration: 1), time: 0)
        #expect(Self.key(state, fading) == nil, "an item fading out: rebuilt every frame")
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: true)
        state.drag = .move(MoveDrag(pointer: pointer, items: ["0"], controller: controller))
        #expect(Self.key(state) == nil, "a drag in progress: rebuilt every frame")
    }

    @Test func theMarksOfAStateWearItsPresentationsEditLook() throws {
        var state = try Self.state(mode: .edit)
        state.selection = ["3"]
        let marks = Marks(state, requests: PresentationState(), presentation: Presentation(), configuration: Self.configuration, at: 5)
        #expect(marks.selected == ["3"] && marks.showsEditBackground == Self.configuration.showsEditBackground)
        #expect(marks.editBackgroundAmount == 1, "long in edit mode: fully turned")
        let browse = Marks(try Self.state(), requests: PresentationState(), presentation: Presentation(),
                           configuration: Self.configuration, at: 5)
        #expect(!browse.showsEditBackground && browse.editBackgroundAmount == 0)
    }

    @Test func theFrameOfAStateShowsItsModelInItsLayoutsDirection() throws {
        let viewport = Viewport(size: Size(width: 340, height: 200))
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let state = try Self.state(direction: direction)
            let list = DisplayListBuilder.frame(of: state, viewport: viewport, displayRect: viewport.displayRect(margin: 0),
                                                marks: Marks(), drag: DragPresentation(), presentation: Presentation(), at: 0,
                                                name: { $0 })
            let plain = DisplayListBuilder.frame(of: state.snapshot, layout: state.layout, move: nil, viewport: viewport,
                                                 displayRect: viewport.displayRect(margin: 0), marks: Marks(), drag: DragPresentation(),
                                                 presentation: Presentation(), at: 0, name: { $0 })
            #expect(list.layoutDirection == direction)
            #expect(list.cells == plain.cells && list.cells.map(\.id) == ["0", "1", "2", "3", "4", "5"])
        }
    }
}
