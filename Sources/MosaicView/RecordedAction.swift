import MosaicInteraction

/// One thing a session did that a replay file can express: an input event, an answer to the
/// confirmation dialog, or an edit-mode toggle. `CollectionView.onRecord` reports them in order.
public enum RecordedAction: Sendable, Equatable {
    case input(InputEvent)
    case confirm(yes: Bool, time: Double)
    case toggleEdit(time: Double)
}
