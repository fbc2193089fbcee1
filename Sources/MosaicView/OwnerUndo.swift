/// An undoable change an owner performs itself, kept in the view's undo order
/// (``CollectionUndoManager/registerUndo(named:undo:redo:)``).
struct OwnerUndo {
    /// What the change is called in the `undo <name>` and `redo <name>` log lines.
    let name: String
    /// Reverses the change: nil when done, else why it could not be.
    let undo: () -> String?
    /// Repeats the change after an undo: nil when done, else why it could not be.
    let redo: () -> String?
    /// The step this one mirrors in other views' histories (a transaction between the views of
    /// a group is one step in each), nil for a view's own.
    var shared: AnyObject? = nil

    /// Performs the change backwards (`reversed`) or forwards: nil when done, else the reason.
    func perform(reversed: Bool) -> String? { reversed ? undo() : redo() }
}
