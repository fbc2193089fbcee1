import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// The pointer's cursor as the owner's rules decide it (``MoveRules/cursor(over:drag:blocked:mode:standardGesture:)``).
@Suite struct MoveRulesCursorTests {
    private static func rules(canMove: Bool = true, canBegin: Bool = true) throws -> MoveRules {
        var delegate = CollectionViewDelegate()
        delegate.canMoveItem = { _ in canMove }
        delegate.canBeginExchange = { _ in canBegin }
        let flow = try FlowLayout(itemCounts: [4], itemSizing: .uniform(Size(width: 100, height: 100)), minimumInteritemSpacing: 10,
                                  minimumLineSpacing: 10, containerSize: Size(width: 340, height: 400))
        return MoveRules(delegate: delegate, layout: AnyLayout(flow), emit: { _ in })
    }

    private static func drag(byKeyboard: Bool) -> DragSession<String> {
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0, byKeyboard: byKeyboard)
        return .move(MoveDrag(pointer: pointer, items: ["A"], controller: controller))
    }

    @Test func aGrabWhereHoldingWouldBeginADragElseTheArrow() throws {
        let p = ItemPath(0, 1), none: DragSession<String>? = nil
        #expect(try Self.rules().cursor(over: p, drag: none, blocked: false, mode: .edit, standardGesture: true) == .grab)
        #expect(try Self.rules().cursor(over: p, drag: none, blocked: false, mode: .edit, standardGesture: false) == .arrow)
        #expect(try Self.rules(canMove: false).cursor(over: p, drag: none, blocked: false, mode: .edit, standardGesture: true) == .arrow)
        #expect(try Self.rules().cursor(over: p, drag: none, blocked: false, mode: .exchange, standardGesture: false) == .grab)
        #expect(try Self.rules(canBegin: false).cursor(over: p, drag: none, blocked: false, mode: .exchange, standardGesture: true) == .arrow)
        #expect(try Self.rules().cursor(over: p, drag: none, blocked: false, mode: .browse, standardGesture: true) == .arrow)
        #expect(try Self.rules().cursor(over: nil, drag: none, blocked: false, mode: .edit, standardGesture: true) == .arrow)
        #expect(try Self.rules().cursor(over: p, drag: none, blocked: true, mode: .edit, standardGesture: true) == .arrow)
    }

    @Test func grabbingDuringAPointerDragOnlyAndNoHitTestThen() throws {
        var asked = false
        func hit() -> ItemPath? {
            asked = true
            return ItemPath(0, 1)
        }
        #expect(try Self.rules().cursor(over: hit(), drag: Self.drag(byKeyboard: false), blocked: true, mode: .edit,
                                        standardGesture: true) == .grabbing)
        #expect(!asked)
        #expect(try Self.rules().cursor(over: hit(), drag: Self.drag(byKeyboard: true), blocked: false, mode: .edit,
                                        standardGesture: true) == .grab)
        #expect(asked)
    }
}
