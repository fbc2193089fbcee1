import MosaicInteraction

/// One thing a session did that a replay file can express: an input event, an answer to the
/// confirmation dialog, or an edit-mode toggle. `CollectionView.onRecord` reports them in
/// order; `ReplayRecorder.record(_:)` a view to receive them in the replay format.
package enum RecordedAction: Sendable, Equatable {
    /// An input event the collection view accepted, as received (events it rejects as
    /// malformed or out of order are not recorded).
    case input(InputEvent)
    /// The open confirmation dialog was answered: `yes` confirmed the destructive button.
    /// `time` is in seconds on the collection view's clock (never before the last event).
    case confirm(yes: Bool, time: Double)
    /// Edit mode was toggled (the Edit/Done button) at `time`, seconds on the collection
    /// view's clock (never before the last event).
    case toggleEdit(time: Double)
}
