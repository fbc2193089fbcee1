import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The edit/mode controls of a state (`Controls(_:configuration:canUndo:canRedo:)`) and the edit
/// button's title in a mode (`EditButtonTitles.title(in:)`): values in, the controls out.
@Suite struct ControlsTests {
    private static func state(_ mode: InteractionMode) throws -> CollectionState<Int, String> {
        let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, ["A", "B"])])
        let flow = try FlowLayout(itemCounts: [2], itemSizing: .uniform(Size(width: 100, height: 100)),
                                  containerSize: Size(width: 340, height: 200))
        return CollectionState(snapshot: snapshot, layout: AnyLayout(flow), mode: mode)
    }

    @Test func theEditButtonSaysDoneOnlyInEditMode() {
        let titles = EditButtonTitles(edit: "Ändern", done: "Fertig")
        #expect(titles.title(in: .edit) == "Fertig")
        #expect(titles.title(in: .browse) == "Ändern" && titles.title(in: .exchange) == "Ändern")
    }

    @Test func theControlsShowTheStatesModeItsTitleAndHintAndADragInProgress() throws {
        var configuration = CollectionViewConfiguration()
        configuration.editButtonTitles = EditButtonTitles(edit: "Ändern", done: "Fertig")
        let edit = Controls(try Self.state(.edit), configuration: configuration, canUndo: true, canRedo: false)
        #expect(edit.mode == .edit && edit.editButtonTitle == "Fertig" && edit.hint == configuration.modeHints.hint(for: .edit))
        #expect(edit.canUndo && !edit.canRedo && !edit.isDragging)
        var caught = try Self.state(.exchange)
        var controller = ExchangeController()
        _ = controller.handle(.catchItem(at: ItemPath(0, 0)))
        let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: true)
        caught.drag = .exchange(ExchangeDrag(pointer: pointer, item: "A", controller: controller))
        let exchange = Controls(caught, configuration: configuration, canUndo: false, canRedo: true)
        #expect(exchange.isDragging && exchange.editButtonTitle == "Ändern" && exchange.mode == .exchange && exchange.canRedo)
    }
}
