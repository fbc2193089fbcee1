import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
import MosaicView

/// Runs a trace of several views (``ReplayGroupScript``) headlessly: each view is built as
/// ``ReplayRunner`` builds a single-view trace's (same configuration, options, data-source
/// answers, an `OverlayPresenter`), all on one manual clock, and added to a
/// `CollectionViewGroup` at its frame; the events go to the group in window coordinates, so a
/// drag crosses from view to view exactly as in a window, and the clock is advanced frame by
/// frame (60 fps) to each event, then ``ReplayRunner/settleTime`` more. Every drop between
/// views is accepted where the placeholder stands.
///
/// Log lines are each view's, prefixed `"‹id›: "`; a move between views adds
/// `"‹destination id›: moveBetweenViews ‹source id› ‹source path› -> ‹destination path›"`
/// (several items: `[0.1, 0.4]` as the source paths), once, when both models changed; an
/// exchange between views (views in `"mode": "exchange"`) adds
/// `"‹destination id›: exchangeBetweenViews ‹source id› ‹source path› <-> ‹destination path›"`,
/// once, when both models changed. Every exchange between views is accepted.
///
/// An event is ignored — and counted in ``ReplayGroupOutput/ignored`` — when it has no view to
/// go to: a `down`, `wheel` or `secondaryClick` outside every frame, the `move`s and `up` of a
/// pointer that went down outside every frame, a `key` with no focused view and no drag between
/// views, a `confirm` or `toggleEdit` naming no view with none focused.
public enum ReplayGroupRunner {
    /// Runs the script; returns the output object. `record`, when given, receives every
    /// event the group was fed and every confirmation or edit toggle, so the session replays
    /// to the same output (for `mosaic replay --record`).
    public static func run(_ script: ReplayGroupScript, record: ReplayGroupRecorder? = nil) throws(ReplayError) -> ReplayGroupOutput {
        let clock = ManualClock(now: 0)
        let group = CollectionViewGroup()
        var log: [String] = []
        var views: [(id: String, view: CollectionView<Int, String>)] = []
        for (v, spec) in script.views.enumerated() {
            let view: CollectionView<Int, String>
            do {
                view = try ReplayRunner.makeView(for: spec.script, clock: clock)
            } catch {
                // A view's viewport is its frame's size: name the field the file has.
                let message = error.message.hasPrefix("viewport") ? "frame" + error.message.dropFirst("viewport".count)
                                                                   : error.message
                throw ReplayError("views[\(v)].\(message)")
            }
            let id = spec.id
            view.onEvent = { log.append("\(id): \($0.logLine)") }
            ReplayRunner.installDataSourceOptions(of: spec.script, on: view)
            _ = OverlayPresenter(view)
            do {
                try group.addView(view, id: id, frame: spec.frame)
            } catch {
                throw ReplayError("views[\(v)].frame: \(error)")
            }
            record?.record(view, id: id)
            views.append((id, view))
        }
        group.didMoveBetweenViews = { move in
            let from = move.sourcePaths.count == 1
                ? move.sourcePaths[0].description : "[\(move.sourcePaths.map(\.description).joined(separator: ", "))]"
            log.append("\(move.destinationView): moveBetweenViews \(move.sourceView) \(from) -> \(move.destinationPath)")
        }
        group.didExchangeBetweenViews = { x in
            log.append("\(x.destinationView): exchangeBetweenViews \(x.sourceView) \(x.sourcePath) <-> \(x.destinationPath)")
        }
        var ignored = 0
        var outside = Set<Int>()   // pointers that went down outside every view
        for event in script.events {
            advance(views.map(\.view), group: group, clock: clock, to: event.t)
            switch event.kind {
            case .confirm, .toggleEdit:
                guard let id = event.view ?? group.focusedViewID, let view = views.first(where: { $0.id == id })?.view else {
                    ignored += 1
                    continue
                }
                if case .confirm(let yes) = event.kind { view.requests.confirm(yes) } else { view.toggleEdit() }
            default:
                guard let input = event.inputEvent else { continue }
                if isIgnored(event, by: group, outside: &outside) { ignored += 1 }
                record?.record(input)
                group.handle(input)
            }
        }
        advance(views.map(\.view), group: group, clock: clock, to: clock.now + ReplayRunner.settleTime)
        let finals = views.map { ReplayGroupOutput.View(id: $0.id, sections: $0.view.snapshot.sections.map { $0.1 },
                                                        selected: $0.view.selectedPaths.map(\.description)) }
        return ReplayGroupOutput(views: finals, log: log, ignored: ignored)
    }

    /// Whether the group will find no view for `event` (see the type's discussion); tracks in
    /// `outside` the pointers that went down outside every view.
    static func isIgnored(_ event: ReplayEvent, by group: CollectionViewGroup, outside: inout Set<Int>) -> Bool {
        switch event.kind {
        case .down(let x, let y, let pointer, _):
            guard group.viewID(at: Point(x: x, y: y)) == nil else { return false }
            outside.insert(pointer)
            return true
        case .move(_, _, let pointer):
            return outside.contains(pointer)
        case .up(_, _, let pointer):
            return outside.remove(pointer) != nil
        case .wheel(_, _, _, let x, let y), .secondaryClick(let x, let y):
            return group.viewID(at: Point(x: x, y: y)) == nil
        case .key:
            return group.hostViewID == nil && group.focusedViewID == nil
        case .cancel:
            outside.removeAll()
            return false
        case .hover, .confirm, .toggleEdit:
            return false
        }
    }

    /// Advances the shared clock to `time` as `FrameStepper` does for one view: whole 60 Hz
    /// frames while any view moves (ticking the group, so every view), jumping from timer to
    /// timer while none does; then ticks once at `time`.
    public static func advance<S, ID>(_ views: [CollectionView<S, ID>], group: CollectionViewGroup,
                                      clock: ManualClock, to time: Double) {
        FrameStepper.advance(clock, to: time, needsFrames: { views.contains(where: \.needsAnimationFrames) },
                             nextDeadline: { views.compactMap(\.nextDeadline).min() }, tick: group.tick)
    }
}
