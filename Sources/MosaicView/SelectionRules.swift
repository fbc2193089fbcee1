/// The selection rules the view's configuration sets (``CollectionViewConfiguration/allowsMultipleSelection``,
/// ``CollectionViewConfiguration/allowsMultipleSelectionWithModifiers`` and
/// ``CollectionViewConfiguration/doubleClickInterval``).
struct SelectionRules: Equatable {
    /// A tap toggles an item instead of replacing the selection.
    var multiple: Bool
    /// ctrl+click, shift+click, shift+arrows and ctrl+a select several items.
    var withModifiers: Bool
    /// How soon a second plain mouse click on the same item opens it, in seconds (0: never).
    var doubleClickInterval: Double = 0
}
