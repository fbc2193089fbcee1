import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// One frame's display list (`DisplayListBuilder.frame`) as a pure function: the model, the
/// layout, the viewport and the presentation in, the cells out, no view.
@Suite struct DisplayListBuilderFrameTests {
    private typealias Builder = DisplayListBuilder<String>

    /// Items "0"…"11" of 100×100, 10 apart, three a row in a 340×200 viewport.
    private static func flow() throws -> AnyLayout {
        AnyLayout(try FlowLayout(itemCounts: [12], itemSizing: .uniform(Size(width: 100, height: 100)),
                                 minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 340, height: 200)))
    }
    private static let snapshot = try! SectionedSnapshot<Int, String>(sections: [(0, (0..<12).map(String.init))])

    private static func frame(_ viewport: Viewport, marks: Builder.Marks = Builder.Marks(), presentation: Presentation<String> = Presentation(),
                              move: MoveDrag<String>? = nil, time: Double = 0) throws -> DisplayList<String> {
        Builder.frame(of: snapshot, layout: try flow(), move: move, viewport: viewport, displayRect: viewport.displayRect(margin: 0),
                      marks: marks, drag: DragPresentation(), presentation: presentation, at: time, name: { "#" + $0 })
    }

    @Test func theCellsInTheDisplayRectShowTheModelsItemsInViewportCoordinates() throws {
        var viewport = Viewport(size: Size(width: 340, height: 200))
        viewport.setOffset(Point(x: 0, y: 110), contentSize: try Self.flow().contentSize)
        var marks = Builder.Marks()
        marks.selected = ["4"]
        let list = try Self.frame(viewport, marks: marks)
        #expect(list.cells.map(\.id) == ["3", "4", "5", "6", "7", "8"], "rows 1 and 2 meet the rectangle 110…310")
        #expect(list.cells.first?.frame.origin == Point(x: 0, y: 0), "row 1 at the viewport's top")
        #expect(list.cells.first?.label == "#3")
        #expect(list.cells.filter { $0.isSelected }.map(\.id) == ["4"])
        #expect(list.contentOffset == Point(x: 0, y: 110) && list.viewport == Size(width: 340, height: 200))
    }

    @Test func aMovementShowsItsLiftedBlockAtTheTarget() throws {
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        _ = controller.handle(.step(to: ItemPath(0, 2)))
        let move = MoveDrag(pointer: DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0,
                                                 byKeyboard: true),
                            items: ["0"], controller: controller)
        #expect(move.target == ItemPath(0, 2))
        let list = try Self.frame(Viewport(size: Size(width: 340, height: 100)), move: move)
        #expect(list.cells.map(\.id) == ["1", "2", "0"], "the lifted item at its target, the others shifted")
    }

    @Test func travellingAndFadingItemsBeyondTheRangeAreDrawnAtTheirAnimatedValues() throws {
        var presentation = Presentation<String>()
        let far = Rect(x: 0, y: 440, width: 100, height: 100)
        presentation.land("11", at: ItemPath(0, 11), from: Rect(x: 0, y: 0, width: 100, height: 100), to: far, scale: 1, time: 0)
        presentation.fadeOut("gone", at: ItemPath(0, 1), from: Rect(x: 110, y: 0, width: 100, height: 100),
                             animation: .linear(duration: 1), time: 0)
        presentation.offscreenPaths["9"] = ItemPath(0, 3)   // no longer at that path: not drawn
        let list = try Self.frame(Viewport(size: Size(width: 340, height: 100)), presentation: presentation, time: 0.1)
        #expect(list.cells.filter { $0.id == "11" }.count == 1, "the landing item is drawn once, beyond the range")
        let gone = try #require(list.cells.first { $0.id == "gone" })
        #expect(gone.isRemoving && gone.alpha < 1 && gone.frame.origin == Point(x: 110, y: 0))
        #expect(!list.cells.contains { $0.id == "9" })
    }
}
