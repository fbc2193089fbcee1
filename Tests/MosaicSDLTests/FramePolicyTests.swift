import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView
import Testing
@testable import MosaicSDL

/// When a window draws (issue 14: the settled frame and a timer's frame were never drawn).
@Suite("Frame policy")
@MainActor
struct FramePolicyTests {
    let clock = ManualClock()
    let view: CollectionView<Int, Int>
    var policy = FramePolicy<Int>()

    init() throws {
        let layout = try FlowLayout(itemCounts: [12], itemSizing: .uniform(Size(width: 100, height: 100)),
                                    minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 500, height: 400))
        var configuration = CollectionViewConfiguration()
        configuration.browseLongPress = .confirmDeletion
        view = try CollectionView(snapshot: SectionedSnapshot(sections: [(0, Array(0..<12))]), layout: AnyLayout(layout),
                                  viewportSize: Size(width: 500, height: 400), configuration: configuration, clock: clock)
    }

    /// One loop iteration at `time`: tick, then ask the policy.
    mutating func iterate(at time: Double) -> Bool {
        clock.advance(to: time)
        view.tick()
        return policy.shouldDraw(view.displayList(), header: nil, animating: view.needsAnimationFrames)
    }

    /// A header whose look is its title.
    struct Title: WindowHeader, Equatable {
        var title: String
        var height: Double { 40 }
        var minimumWidth: Double { 0 }
        func draw(in context: DrawingContext) {}
        func headerControl(at point: Point) -> AnyHashable? { nil }
    }

    @Test("A header that changes, appears or goes is drawn; the same header is not drawn again")
    mutating func header() {
        let list = view.displayList()
        let headers: [Title?] = [Title(title: "A"), Title(title: "A"), Title(title: "B"), nil, nil, Title(title: "B")]
        let drawn = headers.map { policy.shouldDraw(list, header: $0, animating: false) }
        #expect(drawn == [true, false, true, true, false, true])
    }

    @Test("Idle: the first frame is drawn, then nothing until something changes")
    mutating func idle() {
        #expect(iterate(at: 0))
        #expect(!iterate(at: 0.5))
        #expect(!iterate(at: 1))
        policy.setNeedsDisplay()
        #expect(iterate(at: 1.5))
        #expect(!iterate(at: 2))
    }

    @Test("A long press's timer opens the dialog: that frame is drawn with no input after the press")
    mutating func timerFrame() {
        #expect(iterate(at: 0))
        view.handle(.pointerDown(id: 0, position: Point(x: 50, y: 50), time: 0.1))
        _ = iterate(at: 0.1)
        _ = iterate(at: 0.4)
        #expect(view.requests.confirmationRequest == nil)
        #expect(iterate(at: 0.61), "the timer fired at 0.6: the dialog's frame is drawn")
        #expect(view.requests.confirmationRequest != nil)
    }

    @Test("An animation draws every frame and then the settled one; the last frame drawn equals the rest state")
    mutating func settledFrame() throws {
        #expect(iterate(at: 0))
        view.handle(.pointerDown(id: 0, position: Point(x: 160, y: 50), time: 0.1))
        view.handle(.pointerUp(id: 0, position: Point(x: 160, y: 50), time: 0.15))   // select: bounce
        var drawn: [Double] = []
        var last: DisplayList<Int>?
        var t = 0.15
        while t < 1 {
            if iterate(at: t) { drawn.append(t); last = view.displayList() }
            t += 1.0 / 60
        }
        let lastDrawn = try #require(drawn.last)
        #expect(drawn.count >= 12, "frames during the 0.2 s bounce: \(drawn.count)")
        #expect(lastDrawn > 0.35 && lastDrawn < 0.45, "one frame after the bounce ended (0.35): \(lastDrawn)")
        #expect(try #require(last).cells.allSatisfy { $0.bounceScale == 1 }, "the frame on screen is the settled one")
        #expect(last == view.displayList())
    }

    @Test("An animated layout change ends on screen at its final frames")
    mutating func layoutSwitch() throws {
        #expect(iterate(at: 0))
        view.updateLayout(as: FlowLayout.self) { try? $0.setMinimumInteritemSpacing(40) }
        var last: DisplayList<Int>?
        var t = 0.0
        while t < 2 {
            t += 1.0 / 60
            if iterate(at: t) { last = view.displayList() }
        }
        #expect(last == view.displayList(), "the settled layout was drawn")
        #expect(!iterate(at: 2.5))
    }
}
