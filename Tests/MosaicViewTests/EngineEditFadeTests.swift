import MosaicAnimation
import MosaicCore
import Testing
@testable import MosaicView

/// Entering edit mode turns every displayed cell to the 0.9 gray over 0.2 s ease-out
/// (and back when leaving); cells that appear later show it too.
@Suite struct EngineEditFadeTests {
    @Test func editBackgroundFadesInOverPointTwoSecondsEaseOut() throws {
        let clock = ManualClock(now: 1)
        let layout = try FlowLayout(itemCounts: [30], itemSizing: .uniform(Size(width: 100, height: 100)),
                                    minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                    containerSize: Size(width: 500, height: 600))
        let view = try CollectionView(snapshot: try SectionedSnapshot(sections: [(0, (0..<30).map(String.init))]),
                                      layout: AnyLayout(layout), viewportSize: Size(width: 500, height: 600), clock: clock)
        // The edit look is the owner's choice (off by default).
        view.toggleEdit()
        #expect(view.displayList().cells.allSatisfy { !$0.showsEditBackground })
        view.toggleEdit()
        clock.advance(by: 1)
        view.configuration.showsEditBackground = true
        #expect(view.displayList().cells.allSatisfy { $0.editBackgroundAmount == 0 && !$0.showsEditBackground })
        view.toggleEdit()
        #expect(view.displayList().cells.allSatisfy { $0.editBackgroundAmount == 0 && $0.showsEditBackground })
        #expect(view.needsAnimationFrames)
        clock.advance(by: 0.1)
        let mid = view.displayList().cells.map(\.editBackgroundAmount)
        let expected = TimingCurve.easeOut.value(at: 0.5)
        #expect(mid.allSatisfy { abs($0 - expected) < 1e-9 }, "\(mid.first ?? -1) vs \(expected)")
        clock.advance(by: 0.1)
        #expect(view.displayList().cells.allSatisfy { $0.editBackgroundAmount == 1 })
        // Cells scrolled in later show the edit background at once.
        view.setContentOffset(Point(x: 0, y: 600))
        view.tick()
        #expect(view.displayList().cells.allSatisfy { $0.editBackgroundAmount == 1 && $0.showsEditBackground })
        view.toggleEdit()
        clock.advance(by: 0.2)
        #expect(view.displayList().cells.allSatisfy { $0.editBackgroundAmount == 0 })
    }
}
