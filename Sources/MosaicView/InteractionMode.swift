/// What a long press (and the keyboard's space) does.
/// - `browse`: tap selects, long press asks to delete (as in the contacts grid).
/// - `edit`: edit mode; long press lifts the item for interactive movement (move semantics).
/// - `exchange`: long press catches the item for an exchange transaction (swap semantics).
public enum InteractionMode: String, Sendable, CaseIterable, Codable {
    /// One of the three modes described above; the raw value is the name (`"browse"`, `"edit"`,
    /// `"exchange"`), as in replay files. `CollectionView` starts in `browse` by default.
    case browse, edit, exchange
}
