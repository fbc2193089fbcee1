// Custom gestures, headless: a double tap of our own has priority over selection. A
// single tap selects only once the double tap has failed; a double tap opens the item and
// selects nothing. Input is fed as a window would feed it, on a clock we advance ourselves.
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicView

let photos = ["Beach", "Forest", "Harbour", "Lake", "Meadow", "Summit"]
let snapshot = try SectionedSnapshot<String, String>(sections: [("Holiday", photos)])
let layout = try FlowLayout(itemCounts: snapshot.itemCounts,
                            itemSizing: .uniform(Size(width: 100, height: 100)),
                            minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                            containerSize: Size(width: 400, height: 300))
let clock = ManualClock()
let view = try CollectionView(snapshot: snapshot, layout: AnyLayout(layout),
                              viewportSize: Size(width: 400, height: 300), clock: clock)

var log: [String] = []
view.delegate.didSelectItem = { path in log.append("selected \(view.snapshot[path]!)") }
view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 2),
                          relations: GestureRelations(requiredToFailBy: [.tap])) { view, event in
    if case .doubleTap(let location) = event, let path = view.itemPath(atViewportPoint: location) {
        log.append("opened \(view.snapshot[path]!)")
    }
}

/// Moves time on to `time`, ticking the view once per 60 Hz frame as a window's loop does.
@MainActor func advance(to time: Double) {
    while clock.now + 1.0 / 60 < time {
        clock.advance(by: 1.0 / 60)
        view.tick()
    }
    clock.advance(to: time)
    view.tick()
}

/// One tap (down, up 50 ms later) at `point`, starting at `time`.
@MainActor func tap(_ point: Point, at time: Double) {
    advance(to: time)
    view.handle(.pointerDown(id: 0, position: point, time: time))
    advance(to: time + 0.05)
    view.handle(.pointerUp(id: 0, position: point, time: time + 0.05))
}

@MainActor func expect(_ what: String, _ expected: [String]) {
    print("\(what): \(log.isEmpty ? "nothing" : log.joined(separator: ", "))")
    if log != expected {
        print("FAILED: expected \(expected.isEmpty ? "nothing" : expected.joined(separator: ", "))")
        exit(1)
    }
    log.removeAll()
}

// A single tap on Forest: nothing yet — a second tap may still come.
tap(Point(x: 160, y: 50), at: 0)
advance(to: 0.25)
expect("single tap on Forest, 0.2 s after", [])
// The double tap fails once no second tap comes in time; then the tap selects.
advance(to: 1)
expect("single tap on Forest, 1 s later", ["selected Forest"])

// A double tap on Lake opens it and selects nothing.
tap(Point(x: 50, y: 160), at: 2)
tap(Point(x: 50, y: 160), at: 2.15)
advance(to: 3)
expect("double tap on Lake", ["opened Lake"])
let selected = view.selectedItems
print("selected items: \(selected)")
if selected != ["Forest"] {
    print("FAILED: expected [\"Forest\"]")
    exit(1)
}
print("ok")
