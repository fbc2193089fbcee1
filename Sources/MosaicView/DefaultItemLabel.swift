/// The text an item shows when the owner gives no label (``CollectionView/labelProvider`` is
/// nil): its identity, printed — exactly `String(describing: item)`.
///
/// A display list labels every cell it shows, every frame; `String(describing:)` finds how to
/// print its argument with runtime casts (about 2,000 instructions for an `Int`), so the
/// common identity types `Int`, `Int64` and `String` print directly. The type checks are
/// exact (an `Optional<Int>` or `AnyHashable` identity still goes through `String(describing:)`)
/// and are resolved at compile time in code specialised for the identity type.
enum DefaultItemLabel {
    /// The identity's text. - Complexity: O(length of the text).
    @inline(__always)
    static func text<ItemID>(for item: ItemID) -> String {
        if ItemID.self == Int.self, let i = item as? Int { return String(i) }
        if ItemID.self == Int64.self, let i = item as? Int64 { return String(i) }
        if ItemID.self == String.self, let s = item as? String { return s }
        return String(describing: item)
    }
}
