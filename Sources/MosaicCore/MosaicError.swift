/// Every error Mosaic throws for bad input: an out-of-range path, an unknown or duplicate
/// identity, an update whose counts do not add up, an invalid layout parameter.
///
/// Each case carries what was wrong and what was expected; `description` says it in words
/// ("item path 0.7 is out of range: section 0 has 5 items (valid items 0..<5)").
/// Operations that throw one leave their receiver unchanged (nothing is half-applied).
public enum MosaicError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A section index outside `0..<sectionCount`.
    case sectionOutOfRange(section: Int, sectionCount: Int)
    /// An item path whose item index is outside the valid range of its section.
    /// `allowsEnd` is true where the end position (`count`) is valid, e.g. an insertion.
    /// `afterRemovingMoved` is true when `itemCount` counts the section after the moved item
    /// was taken out (a move's destination within its own section).
    case itemOutOfRange(path: ItemPath, itemCount: Int, allowsEnd: Bool, afterRemovingMoved: Bool = false)
    /// An identity that the snapshot does not contain.
    case unknownIdentity(String)
    /// An identity that appears twice (in the snapshot, or in an insertion).
    case duplicateIdentity(String)
    /// A hand-written batch update that breaks UIKit's rules; the message names the section and numbers.
    case invalidUpdate(String)
    /// A layout or view parameter outside its valid range.
    case invalidParameter(name: String, value: String, expected: String)

    public var description: String {
        switch self {
        case let .sectionOutOfRange(section, count):
            return "section \(section) is out of range: the snapshot has \(count) section\(count == 1 ? "" : "s") (valid sections 0..<\(count))"
        case let .itemOutOfRange(path, count, allowsEnd, afterRemovingMoved):
            let range = allowsEnd ? "0...\(count)" : "0..<\(count)"
            let counted = afterRemovingMoved ? " after removing the moved one" : ""
            return "item path \(path) is out of range: section \(path.section) has \(count) item\(count == 1 ? "" : "s")\(counted) "
                + "(valid items \(range))"
        case let .unknownIdentity(id):
            return "unknown identity \(id): the snapshot does not contain it"
        case let .duplicateIdentity(id):
            return "duplicate identity \(id): identities must be unique across the snapshot"
        case let .invalidUpdate(message):
            return message
        case let .invalidParameter(name, value, expected):
            return "invalid \(name) \(value): expected \(expected)"
        }
    }
}
