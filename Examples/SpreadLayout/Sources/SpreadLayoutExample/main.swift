// A custom spread layout with reordering, headless: a pinch and `updateLayout` change the spread
// distance of our own layout; in edit mode a long press, a drag and a drop reorder an item,
// and the move arrives through `onEvent`. One frame is rendered to a PNG with MosaicSDL.
//
//     SpreadLayoutExample [OUT.png]   (default: a file in the temporary directory)
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicSDL
import MosaicView

/// A number with at most one decimal: 170.4, 24.
func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

func expect(_ ok: Bool, _ what: @autoclosure () -> String) {
    if !ok {
        print("FAILED: \(what())")
        exit(1)
    }
}

// Twelve items, 110 points wide, of four heights (a moved item keeps its own size).
let names = (0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) }   // A … L
let heights: [String: Double] = Dictionary(uniqueKeysWithValues: names.enumerated().map {
    ($0.element, [90.0, 130, 110, 70][$0.offset % 4])
})
let snapshot = try SectionedSnapshot<Int, String>(sections: [(0, names)])
let clock = ManualClock()
let view = try CollectionView(snapshot: snapshot, layout: SpreadLayout(spreadDistance: 10),
                              viewportSize: Size(width: 480, height: 400),
                              itemSize: { Size(width: 110, height: heights[$0]!) }, mode: .browse, clock: clock)
var events: [CollectionViewEvent] = []
view.onEvent = { event in
    events.append(event)
    if case .announce = event { return }
    print("  event: \(event.logLine)")
}

/// Advances the clock to `time` frame by frame (60 fps), ticking the view: what a window's
/// loop does, without waiting.
@MainActor func advance(to time: Double) {
    while clock.now + 1.0 / 60 < time {
        clock.advance(by: 1.0 / 60)
        view.tick()
    }
    clock.advance(to: time)
    view.tick()
}

@MainActor func spread() -> Double { view.layout(as: SpreadLayout.self)!.spreadDistance }
@MainActor func frame(_ item: String) -> Rect { view.displayList().cells.first { $0.id == item && !$0.isRemoving }!.frame }

// (a) A two-finger pinch spreads the items (the pinch changes the spread distance).
print("spread distance: \(format(spread()))")
view.handle(.pointerDown(id: 0, position: Point(x: 200, y: 200), time: 0.10))
view.handle(.pointerDown(id: 1, position: Point(x: 280, y: 200), time: 0.11))
for (step, t) in [0.15, 0.20, 0.25].enumerated() {
    advance(to: t)
    let half = 40 + Double(step + 1) * 4   // the fingers move apart: 88, 96, 104 points
    view.handle(.pointerMoved(id: 0, position: Point(x: 240 - half, y: 200), time: t))
    view.handle(.pointerMoved(id: 1, position: Point(x: 240 + half, y: 200), time: t))
}
view.handle(.pointerUp(id: 0, position: Point(x: 136, y: 200), time: 0.26))
view.handle(.pointerUp(id: 1, position: Point(x: 344, y: 200), time: 0.26))
advance(to: 1)
let pinched = spread()
print("after a two-finger pinch apart: spread distance \(format(pinched))")
expect(pinched > 10, "a pinch apart spreads the items (spread distance \(pinched))")
expect(frame("B").minX == 110 + 2 * pinched, "B is placed with the new spread distance: \(frame("B"))")

// Ctrl + wheel is the same pinch (a trackpad pinch arrives so): two notches toward you.
view.handle(.wheel(delta: Point(x: 0, y: 2), position: Point(x: 240, y: 200), modifiers: .ctrl, time: 1.1))
advance(to: 2)
let wheeled = spread()
print("after ctrl + wheel: spread distance \(format(wheeled))")
expect(wheeled < pinched, "ctrl + wheel down narrows the spread (\(wheeled) after \(pinched))")

// (b) The spread distance set in code (updateSpreadDistance + invalidateLayout), animated.
let before = frame("E").minY
view.updateLayout(as: SpreadLayout.self) { $0.spreadDistance = 24 }
let target = view.layout.attributesForItem(at: ItemPath(0, 4))!.frame.minY
advance(to: 2.15)
let midway = frame("E").minY
advance(to: 3)
print("updateLayout { $0.spreadDistance = 24 }, animated: spread distance \(format(spread())); "
      + "E's top \(format(before)) -> \(format(midway)) (mid-animation) -> \(format(frame("E").minY))")
expect(spread() == 24, "updateLayout sets the spread distance")
expect(midway > min(before, target) && midway < max(before, target), "E animates from \(before) to \(target): \(midway)")
expect(frame("E").minY == target, "E arrives at \(target)")

// (c) Reordering: in edit mode a long press lifts A, a drag carries it over E and a drop puts it
// after E. The move arrives through onEvent.
view.setMode(.edit)
events.removeAll()
let a = frame("A"), e = frame("E")
print("edit mode: long press A at (\(format(a.midX)), \(format(a.midY))), drag it to the right half of E, drop")
view.handle(.pointerDown(id: 0, position: a.center, time: 4.0))
advance(to: 4.6)   // past the 0.5 s long press: A is lifted
expect(view.dragInProgress, "the long press lifts A")
let drop = Point(x: e.maxX - 10, y: e.midY)
for i in 1...10 {
    let t = 4.6 + Double(i) * 0.03
    advance(to: t)
    let f = Double(i) / 10
    view.handle(.pointerMoved(id: 0, position: Point(x: a.midX + (drop.x - a.midX) * f, y: a.midY + (drop.y - a.midY) * f),
                              time: t))
}
advance(to: 5.0)
view.handle(.pointerUp(id: 0, position: drop, time: 5.0))
advance(to: 6.0)
let moves = events.compactMap { event -> (ItemPath, ItemPath)? in
    if case .move(let from, let to) = event { return (from, to) }
    return nil
}
let order = view.snapshot.items(inSection: 0)
print("moves that arrived through onEvent: \(moves.map { "\($0.0) -> \($0.1)" }.joined(separator: ", "))")
print("snapshot order: \(order.joined(separator: " "))")
expect(moves.count == 1 && moves[0].0 == ItemPath(0, 0) && moves[0].1 == ItemPath(0, 4),
       "one move 0.0 -> 0.4 arrives through onEvent")
expect(order == ["B", "C", "D", "E", "A", "F", "G", "H", "I", "J", "K", "L"], "A is after E in the snapshot")
expect(view.layout.attributesForItem(at: ItemPath(0, 4))?.frame.size == Size(width: 110, height: 90),
       "A keeps its own size at its new place")
expect(frame("A") == view.layout.attributesForItem(at: ItemPath(0, 4))!.frame, "A settles at its new frame")
print("A at 0.4 keeps its own size: \(format(frame("A").width)) × \(format(frame("A").height))")

// One frame through MosaicSDL's offscreen renderer.
let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1]
    : FileManager.default.temporaryDirectory.appendingPathComponent("spread-layout-\(getpid()).png").path
try OffscreenRenderer.renderPNG(list: view.displayList(), size: view.viewportSize, path: path)
let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
expect(bytes > 0, "the frame is written to \(path)")
print("rendered one frame to \(path) (\(bytes) bytes)")
print("ok")
