/// The address of an item: its section and its index within the section.
///
/// Ordered by section, then item (reading order). Printed as `s.i`, e.g. `1.5`,
/// which is also the form used in logs and in `mosaic replay` output.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section, from 0 (UIKit's `IndexPath.section`).
    public var section: Int
    /// The index of the item within its section, from 0 (UIKit's `IndexPath.item`).
    public var item: Int

    /// The path of item `item` in section `section`, both 0-based. Not validated: the
    /// collection, layout or update that receives it checks the bounds.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Shorthand: `ItemPath(0, 3)`.
    @inlinable
    public init(_ section: Int, _ item: Int) {
        self.init(section: section, item: item)
    }

    @inlinable
    public static func < (a: ItemPath, b: ItemPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.item < b.item
    }

    public var description: String { "\(section).\(item)" }

    /// Parses the `s.i` form (`"1.5"`); nil for anything else, including negative numbers.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Int(parts[0]), let i = Int(parts[1]), s >= 0, i >= 0 else {
            return nil
        }
        self.init(section: s, item: i)
    }
}
