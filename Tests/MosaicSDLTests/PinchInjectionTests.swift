import CSDL2
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView
import Testing
@testable import MosaicSDL

/// Pinch through injected finger events: two fingers pushed with `SDL_PushEvent` into a real
/// SDL window (the dummy video driver, so no display is needed) come out of `SDLWindowHost` as
/// two pointers, and the engine's pinch recognizer turns their spread into spacing steps.
@Suite(.serialized) @MainActor
struct PinchInjectionTests {
    /// The height of a header band above the collection (a toolbar's).
    static let header = 52.0

    @Test func twoInjectedFingersSpreadingIncreaseTheSpacing() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let clock = ManualClock(now: 1)
        let host = try SDLWindowHost(title: "PinchInjectionTests", size: Size(width: 800, height: 600), clock: clock)
        let layout = try FlowLayout(itemCounts: [40], itemSizing: .uniform(Size(width: 100, height: 100)),
                                    minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                    containerSize: host.collectionViewportSize(headerHeight: Self.header))
        let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, Array(0..<40))])
        let view = try CollectionView(snapshot: snapshot, layout: AnyLayout(layout), viewportSize: host.collectionViewportSize(headerHeight: Self.header),
                                      clock: clock)
        var log: [String] = []
        view.onEvent = { log.append($0.logLine) }

        func push(_ type: SDL_EventType, finger: Int64, x: Double, y: Double, dx: Double = 0, dy: Double = 0) {
            var e = SDL_Event()
            e.type = type.rawValue
            e.tfinger.touchId = -1
            e.tfinger.fingerId = finger
            e.tfinger.x = Float(x / 800)
            e.tfinger.y = Float(y / 600)
            e.tfinger.dx = Float(dx / 800)
            e.tfinger.dy = Float(dy / 600)
            e.tfinger.pressure = 1
            _ = SDL_PushEvent(&e)
        }
        func deliver() {
            for event in host.pollEvents() {
                if case .input(let input) = event { view.handle(input.offsetBy(dx: 0, dy: -Self.header)) }
            }
            view.tick()
        }

        push(SDL_FINGERDOWN, finger: 0, x: 350, y: 300)
        push(SDL_FINGERDOWN, finger: 1, x: 450, y: 300)
        deliver()
        // Spread from 100 to 200 points apart in 10 steps.
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            push(SDL_FINGERMOTION, finger: 0, x: 350 - 5 * Double(step), y: 300, dx: -5)
            push(SDL_FINGERMOTION, finger: 1, x: 450 + 5 * Double(step), y: 300, dx: 5)
            deliver()
        }
        clock.advance(by: 1.0 / 60)
        push(SDL_FINGERUP, finger: 0, x: 300, y: 300)
        push(SDL_FINGERUP, finger: 1, x: 500, y: 300)
        deliver()

        let steps = log.filter { $0.hasPrefix("spacing ") }
        #expect(!steps.isEmpty, "no pinch steps: log \(log)")
        #expect(view.layout.spacing > 10, "spacing \(view.layout.spacing) after spreading two fingers")
        // Scale 2 → spacing 10 + (2 − 1) × 50 = 60 (the last step).
        #expect(steps.last == "spacing 60", "log \(log)")
        #expect(view.snapshot.items(inSection: 0) == Array(0..<40))
    }
}
