import MosaicView
import Foundation
import MosaicCore
import MosaicInteraction

/// Records what a collection view receives in the replay format, so any session (in the app
/// or in `mosaic replay`) can be replayed exactly: ``record(_:)`` a view,
/// then ``script()`` or ``write(to:)``.
public final class ReplayRecorder {
    private var recording: ReplayRecording<ReplayScript>

    /// - Parameter initial: the starting state (viewport, layout, sections, mode, options);
    ///   its events are ignored.
    public init(initial: ReplayScript) {
        recording = ReplayRecording(initial: initial)
    }

    /// Records, from now on, every input event `view` accepts and the API actions a replay
    /// can express (a confirmation answered, edit mode toggled), in order. A view reports to
    /// one recorder: recording it again with another replaces this one.
    public func record<S: Hashable & Sendable, I: Hashable & Sendable>(_ view: CollectionView<S, I>) {
        view.onRecord = { self.record($0) }
    }

    /// Appends one action, mapped to the replay format (times are kept non-decreasing).
    package func record(_ action: RecordedAction) {
        guard let event = Self.replayEvent(for: action) else { return }
        recording.append(event)
    }

    /// The recorded session as a replay script.
    public func script() -> ReplayScript {
        recording.script()
    }

    /// Writes the recorded session as a replay file.
    public func write(to path: String) throws {
        try recording.write(to: path)
    }

    /// The replay event for an action, or nil for inputs the format cannot express.
    package static func replayEvent(for action: RecordedAction) -> ReplayEvent? {
        switch action {
        case .confirm(let yes, let t): return ReplayEvent(t: t, kind: .confirm(yes: yes))
        case .toggleEdit(let t): return ReplayEvent(t: t, kind: .toggleEdit)
        case .input(let input):
            switch input {
            case let .pointerDown(id, p, m, t):
                return ReplayEvent(t: t, kind: .down(x: p.x, y: p.y, pointer: id, modifiers: m.intersection([.ctrl, .shift])))
            case let .hover(p, t): return ReplayEvent(t: t, kind: .hover(x: p.x, y: p.y))
            case let .secondaryClick(p, t): return ReplayEvent(t: t, kind: .secondaryClick(x: p.x, y: p.y))
            case let .pointerMoved(id, p, t): return ReplayEvent(t: t, kind: .move(x: p.x, y: p.y, pointer: id))
            case let .pointerUp(id, p, t): return ReplayEvent(t: t, kind: .up(x: p.x, y: p.y, pointer: id))
            case let .cancelAll(t): return ReplayEvent(t: t, kind: .cancel)
            case let .wheel(d, p, m, t):
                return ReplayEvent(t: t, kind: .wheel(dx: d.x, dy: d.y, ctrl: m.contains(.ctrl), x: p.x, y: p.y))
            case let .key(key, m, t):
                return ReplayEvent(t: t, kind: .key(key, ctrl: m.contains(.ctrl), shift: m.contains(.shift)))
            }
        }
    }
}
