import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicSDL
import MosaicReplay
import MosaicView

/// The built-in tour, played headlessly when there is no display: select, delete, reorder,
/// exchange, pinch and a layout switch, through the same input path as the window, with the
/// frames written as PNGs into a folder.
enum Tour {
    static func play(_ controller: ContactsController, clock: ManualClock, size: Size, directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let view = controller.view
        var frame = 0
        var t = 0.0
        func shoot(_ name: String) throws {
            frame += 1
            let path = "\(directory)/\(String(format: "%02d", frame))-\(name).png"
            try HeadlessFrames.render(controller, size: size, to: path)
        }
        func wait(_ seconds: Double) {
            t += seconds
            ReplayRunner.advance(view, clock, to: t)
        }
        func send(_ e: InputEvent) { view.handle(e) }
        func center(_ path: ItemPath) -> Point {
            guard let f = view.layout.attributesForItem(at: path)?.frame else { return Point(x: 90, y: 90) }
            return Point(x: f.midX - view.contentOffset.x, y: f.midY - view.contentOffset.y)
        }
        func drag(from a: Point, to b: Point, hold: Double) {
            send(.pointerDown(id: 0, position: a, time: t))
            wait(hold)
            for i in 1...12 {
                wait(0.03)
                let p = Point(x: a.x + (b.x - a.x) * Double(i) / 12, y: a.y + (b.y - a.y) * Double(i) / 12)
                send(.pointerMoved(id: 0, position: p, time: t))
            }
            wait(0.2)
        }
        try shoot("browse")
        // Select: a tap bounces the card.
        send(.pointerDown(id: 0, position: center(ItemPath(0, 1)), time: t)); wait(0.08)
        send(.pointerUp(id: 0, position: center(ItemPath(0, 1)), time: t)); wait(0.05)
        try shoot("select-bounce")
        wait(0.5)
        // Delete: long press asks, "Yes" removes, the others close the gap.
        send(.pointerDown(id: 0, position: center(ItemPath(0, 2)), time: t)); wait(0.6)
        try shoot("delete-confirm")
        send(.pointerUp(id: 0, position: center(ItemPath(0, 2)), time: t)); wait(0.1)
        view.requests.confirm(true); wait(0.12)
        try shoot("delete-animating")
        wait(0.5)
        // Reorder in edit mode.
        view.toggleEdit(); wait(0.1)
        try shoot("edit-mode")
        drag(from: center(ItemPath(0, 0)), to: center(ItemPath(0, 6)), hold: 0.6)
        try shoot("reorder-dragging")
        send(.pointerUp(id: 0, position: center(ItemPath(0, 6)), time: t)); wait(0.5)
        try shoot("reorder-dropped")
        // Exchange.
        view.setMode(.exchange); wait(0.1)
        drag(from: center(ItemPath(0, 3)), to: center(ItemPath(0, 9)), hold: 0.25)
        try shoot("exchange-dragging")
        send(.pointerUp(id: 0, position: center(ItemPath(0, 9)), time: t)); wait(0.5)
        try shoot("exchange-done")
        view.setMode(.browse)
        // Pinch (ctrl + wheel) spreads the cards.
        for _ in 0..<6 {
            send(.wheel(delta: Point(x: 0, y: -2), position: Point(x: 400, y: 300), modifiers: .ctrl, time: t)); wait(0.05)
        }
        wait(0.3)
        try shoot("pinch-spacing")
        controller.toggleLayout(); wait(0.15)
        try shoot("layout-switching")
        wait(0.6)
        try shoot("waterfall")
        print("tour: wrote \(frame) frames to \(directory)")
    }
}
