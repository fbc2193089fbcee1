/// The selection rules the view's configuration sets (``CollectionViewConfiguration/allowsMultipleSelection``
/// and ``CollectionViewConfiguration/allowsMultipleSelectionWithModifiers``).
struct SelectionRules: Equatable {
    /// A tap toggles an item instead of replacing the selection.
    var multiple: Bool
    /// ctrl+click, shift+click, shift+arrows and ctrl+a select several items.
    var withModifiers: Bool
}
