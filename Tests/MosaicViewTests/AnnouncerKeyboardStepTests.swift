import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicView

/// A keyboard step of a drag in words (`Announcer.keyboardStep(of:since:presenting:)`): the drag,
/// the mark before the step and the presented counts in, the spoken text (or nothing) out.
@Suite struct AnnouncerKeyboardStepTests {
    private static let snapshot = try! SectionedSnapshot<Int, String>(sections: [(0, ["A", "B", "C", "D"])])
    private static var words: Announcer<Int, String> {
        Announcer(snapshot: snapshot, name: { "#" + $0 }, sectionTitle: nil, text: AnnouncementText())
    }
    private static let pointer = DragPointer(pointer: .zero, grabOffset: .zero, size: Size(width: 100, height: 100), time: 0,
                                             byKeyboard: true)

    private static func lifted(to target: ItemPath) -> DragSession<String> {
        var controller = MoveController()
        _ = controller.handle(.lift(sources: [ItemPath(0, 0)], origin: ItemPath(0, 0)))
        if target != ItemPath(0, 0) { _ = controller.handle(.step(to: target)) }
        return .move(MoveDrag(pointer: pointer, items: ["A"], controller: controller))
    }

    @Test func aStepThatMovedTheBlockSaysWhereItWouldLandOverThePresentedCounts() {
        let before = Self.lifted(to: ItemPath(0, 0)), after = Self.lifted(to: ItemPath(0, 2))
        #expect(Self.words.keyboardStep(of: after, since: before.stepMark, presenting: [4]) == "#A, position 3 of 4")
        #expect(Self.words.keyboardStep(of: after, since: before.stepMark, presenting: [4])
                == Self.words.presenting([4]).text(.movedOver(["A"], at: ItemPath(0, 2))))
    }

    @Test func aStepThatChangedNothingOrNoDragSaysNothing() {
        let drag = Self.lifted(to: ItemPath(0, 2))
        #expect(Self.words.keyboardStep(of: drag, since: drag.stepMark, presenting: [4]) == nil)
        #expect(Self.words.keyboardStep(of: nil, since: ItemPath(0, 0), presenting: [4]) == nil)
    }
}
