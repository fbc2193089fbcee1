import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// The Edit/Done button: browse (or exchange) → edit, edit → browse. Every displayed
    /// cell — and every cell that appears later — shows the edit background while editing.
    /// A drag in progress is cancelled first.
    public func toggleEdit() {
        let time = now
        onRecord?(.toggleEdit(time: time))
        setMode(mode == .edit ? .browse : .edit)
    }

    /// Switches the interaction mode (cancelling a drag in progress, closing a dialog with "No").
    public func setMode(_ newMode: InteractionMode) {
        guard newMode != mode else { return }
        let time = now
        if dragInProgress { cancelDrag(at: time) }
        requests.setModal(nil)
        if let change = state.switchMode(to: newMode) { presentation.toggleEdit(from: change == .ended, at: time) }
        gestures = BuiltInGestures(configuration: configuration, mode: newMode)
    }

    /// The title of the Edit/Done control.
    public var editButtonTitle: String { configuration.editButtonTitles.title(in: mode) }
}
