import MosaicCore

extension CollectionView {
    /// Seed 000's Edit/Done button: browse (or exchange) → edit, edit → browse. Every displayed
    /// cell — and every cell that appears later — shows the edit background while editing.
    /// A drag in progress is cancelled first.
    public func toggleEdit() {
        let time = max(clock.now, lastEventTime)
        onRecord?(.toggleEdit(time: time))
        setMode(mode == .edit ? .browse : .edit)
    }

    /// Switches the interaction mode (cancelling a drag in progress, closing a dialog with "No").
    public func setMode(_ newMode: InteractionMode) {
        guard newMode != mode else { return }
        let time = max(clock.now, lastEventTime)
        if dragInProgress { cancelDrag(at: time) }
        if dialog != nil {
            dialog = nil
            dialogItem = nil
        }
        mode = newMode
        longPressActive = false
        highlighted = nil
        gestures = makeGestures()
    }

    /// The title of the Edit/Done control.
    public var editButtonTitle: String { mode == .edit ? "Done" : "Edit" }
}
