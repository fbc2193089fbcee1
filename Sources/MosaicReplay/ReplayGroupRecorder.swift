import Foundation
import MosaicInteraction
import MosaicView

/// Records a session of several views sharing drags (a `CollectionViewGroup`) as a trace of
/// several views (``ReplayGroupScript``), so it replays to the same result: give it every
/// input event you give the group (``record(_:)``, in window coordinates) and
/// ``record(_:id:)`` each view for its confirmations and edit toggles; then ``script()`` or
/// ``write(to:)``.
public final class ReplayGroupRecorder {
    private var recording: ReplayRecording<ReplayGroupScript>

    /// - Parameter initial: the starting state (the views, their frames and options); its
    ///   events are ignored.
    public init(initial: ReplayGroupScript) {
        recording = ReplayRecording(initial: initial)
    }

    /// Records, from now on, the confirmations answered and edit mode toggled in `view` (the
    /// group's view `id`), as events naming the view. Its input is recorded by the group's
    /// events instead. A view reports to one recorder: recording it again replaces this one.
    public func record<S: Hashable & Sendable, I: Hashable & Sendable>(_ view: CollectionView<S, I>, id: String) {
        view.onRecord = { [weak self] action in
            switch action {
            case .confirm(let yes, let t): self?.recording.append(ReplayEvent(t: t, kind: .confirm(yes: yes), view: id))
            case .toggleEdit(let t): self?.recording.append(ReplayEvent(t: t, kind: .toggleEdit, view: id))
            case .input: break
            }
        }
    }

    /// Records one input event given to the group (window coordinates), in order.
    public func record(_ event: InputEvent) {
        guard let e = ReplayRecorder.replayEvent(for: .input(event)) else { return }
        recording.append(e)
    }

    /// The recorded session as a trace of several views.
    public func script() -> ReplayGroupScript {
        recording.script()
    }

    /// Writes the recorded session as a replay file.
    public func write(to path: String) throws {
        try recording.write(to: path)
    }
}
