import AppChrome
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import MosaicSDL
import MosaicView

/// Headless runs of the lineup editor on a `ManualClock`: a frame to PNG, a trace of the
/// replay format fed to the app, and the built-in tour — the same input path as the window.
public enum LineupSession {
    /// Renders the current frame (top bar, boat, bench) to a PNG of `size` points.
    /// - Throws: `SDLError` when the file cannot be written.
    public static func render(_ controller: LineupController, size: Size, to path: String) throws {
        controller.view.tick()
        let offscreen = try OffscreenRenderer(size: size)
        offscreen.render(list: controller.view.displayList(), header: controller.topBar(width: size.width),
                         dialogGeometry: controller.presenter.dialogLayout, content: { controller.cellContent($0) },
                         supplementaryContent: controller.headerContent,
                         snapshotContent: { controller.cellContent($0, asSnapshot: true) })
        try offscreen.savePNG(path: path)
    }

    /// Feeds a trace's events to the app (its viewport, layout and sections are ignored — the
    /// database is the model; its mode is applied), committing to the store as it goes.
    /// Returns the replay output: the log, and `sections` as paddler names.
    public static func replay(_ script: ReplayScript, controller: LineupController, clock: ManualClock) -> ReplayOutput {
        let view = controller.view
        ReplayRunner.play(script, on: view, clock: clock, shouldStop: { controller.storeError != nil })
        let names = (0..<view.snapshot.numberOfSections).map { s in
            view.snapshot.items(inSection: s).map { controller.team[$0]?.name ?? "#\($0)" }
        }
        return ReplayOutput(log: controller.log, sections: names, selected: view.selectedPaths.map(\.description),
                            editing: view.isEditing, mode: view.mode,
                            layout: .flow(itemWidth: BoatLayout.cellSize.width, itemHeight: BoatLayout.cellSize.height,
                                          interitemSpacing: BoatLayout.spacing, lineSpacing: BoatLayout.spacing, insets: nil),
                            contentOffset: view.contentOffset, layoutDirection: view.layoutDirection)
    }

    /// A scripted pointer drag from the grip of `from` to the centre of `to`: press, hold
    /// `hold` seconds (the catch), move in `steps`, and (unless `release` is false) release.
    /// Returns the time after it. `midway` runs once the pointer is over the target, before
    /// the release.
    @discardableResult
    public static func drag(_ controller: LineupController, clock: ManualClock, from: ItemPath, to: ItemPath,
                            at start: Double, hold: Double = 0.3, steps: Int = 8, release: Bool = true,
                            midway: (() throws -> Void)? = nil) rethrows -> Double {
        let view = controller.view
        guard let a = controller.gripPoint(from), let b = controller.centerPoint(to) else { return start }
        var t = start
        ReplayRunner.advance(view, clock, to: t)
        view.handle(.pointerDown(id: 0, position: a, time: t))
        t += hold
        ReplayRunner.advance(view, clock, to: t)
        for i in 1...max(1, steps) {
            t += 0.03
            ReplayRunner.advance(view, clock, to: t)
            let f = Double(i) / Double(max(1, steps))
            view.handle(.pointerMoved(id: 0, position: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), time: t))
        }
        t += 0.4
        ReplayRunner.advance(view, clock, to: t)
        try midway?()
        if release {
            view.handle(.pointerUp(id: 0, position: b, time: t))
            t += 0.6
            ReplayRunner.advance(view, clock, to: t)
        }
        return t
    }

    /// The built-in tour, headless, its frames written as PNGs into `directory`: the lineup,
    /// a swap mid-drag (the balance already changed), the swap done, a refused drag onto the
    /// injured seat, a swap between boat and bench, undo, the lock, move mode on the bench.
    /// Returns the frames' paths.
    @discardableResult
    public static func tour(_ controller: LineupController, clock: ManualClock, size: Size,
                            directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var frames: [String] = []
        func shoot(_ name: String) throws {
            let path = "\(directory)/\(String(format: "%02d", frames.count + 1))-\(name).png"
            try render(controller, size: size, to: path)
            frames.append(path)
        }
        let view = controller.view
        var t = clock.now
        try shoot("lineup")
        t = try drag(controller, clock: clock, from: ItemPath(0, 1), to: ItemPath(0, 10), at: t + 0.2, release: false) {
            try shoot("swap-dragging")
        }
        view.handle(.pointerUp(id: 0, position: controller.centerPoint(ItemPath(0, 10)) ?? .zero, time: t))
        t += 0.6
        ReplayRunner.advance(view, clock, to: t)
        try shoot("swap-done")
        let injured = controller.live.boat.firstIndex(where: { $0?.injured == true }) ?? 14
        t = try drag(controller, clock: clock, from: ItemPath(0, injured - 1), to: ItemPath(0, injured), at: t + 0.2, release: false) {
            try shoot("injured-refused")
        }
        view.handle(.pointerUp(id: 0, position: controller.centerPoint(ItemPath(0, injured)) ?? .zero, time: t))
        t += 0.6
        t = drag(controller, clock: clock, from: ItemPath(1, 0), to: ItemPath(0, 6), at: t + 0.2)
        try shoot("bench-swap")
        t += 0.2
        ReplayRunner.advance(view, clock, to: t)
        view.handle(.key(.character("z"), modifiers: .ctrl, time: t))
        t += 0.6
        ReplayRunner.advance(view, clock, to: t)
        try shoot("undo")
        controller.toggleLock()
        try shoot("locked")
        controller.toggleLock()
        controller.toggleMoveMode()
        t += 0.3
        ReplayRunner.advance(view, clock, to: t)
        try shoot("move-mode")
        return frames
    }
}
