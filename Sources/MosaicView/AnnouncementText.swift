/// The words of the announcements a lift, a move, an exchange or a cancel makes for assistive
/// output, and of the position an accessibility element reports — templates an owner
/// translates (set ``CollectionViewConfiguration/announcements``).
///
/// Placeholders, replaced when the text is made:
/// - `{item}`: the item's name (``AccessibilityDescriber/name``); several lifted items are
///   joined ("Ada and Grace", "Ada, Grace and Alan") with ``and``;
/// - `{other}`: the other item's name (an exchange);
/// - `{position}`: the 1-based position within the item's section;
/// - `{count}`: the number of items in that section;
/// - `{section}`: the section's name (``AccessibilityDescriber/sectionName``).
///
/// A view whose one section has no name (no ``AccessibilityDescriber/sectionName`` and no
/// `sectionTitleProvider`) uses the `…Unsectioned` variants, which leave the section out, so a
/// translation never has to cut words out of a sentence. A template without a placeholder
/// simply leaves that value out.
public struct AnnouncementText: Sendable, Equatable {
    /// A lift (edit mode) or a catch (exchange mode), by pointer or keyboard.
    /// Default "Lifted {item}, position {position} of {count} in {section}".
    public var lifted = "Lifted {item}, position {position} of {count} in {section}"
    /// ``lifted`` without a section. Default "Lifted {item}, position {position} of {count}".
    public var liftedUnsectioned = "Lifted {item}, position {position} of {count}"
    /// A keyboard step of a lifted item: where it would land now.
    /// Default "{item}, position {position} of {count} in {section}".
    public var movedOver = "{item}, position {position} of {count} in {section}"
    /// ``movedOver`` without a section. Default "{item}, position {position} of {count}".
    public var movedOverUnsectioned = "{item}, position {position} of {count}"
    /// A keyboard step of a caught item onto another (exchange mode): what a release would do.
    /// Default "{item} will swap with {other}".
    public var willSwap = "{item} will swap with {other}"
    /// A keyboard step of a caught item back to its own place: nothing would change.
    /// Default "{item} back at position {position}".
    public var backInPlace = "{item} back at position {position}"
    /// A committed exchange. Default "Swapped {item} and {other}".
    public var swapped = "Swapped {item} and {other}"
    /// A committed move (the position and section after it). Default
    /// "Moved {item} to position {position} in {section}".
    public var moved = "Moved {item} to position {position} in {section}"
    /// ``moved`` without a section. Default "Moved {item} to position {position}".
    public var movedUnsectioned = "Moved {item} to position {position}"
    /// A drag or exchange ended because the owner's update deleted the lifted (or caught) item.
    /// Default "Drop cancelled, {item} was removed".
    public var removed = "Drop cancelled, {item} was removed"
    /// A drag or exchange cancelled (Escape, a pointer released outside the view): the item is
    /// back where it was. Default "Drop cancelled, {item} returned to position {position}".
    public var cancelled = "Drop cancelled, {item} returned to position {position}"
    /// A drop where the drag started: nothing moved. Default
    /// "Dropped {item} at position {position}; nothing moved".
    public var droppedInPlace = "Dropped {item} at position {position}; nothing moved"
    /// A release of a caught item on its own place: nothing exchanged. Default
    /// "Dropped {item} at position {position}; nothing exchanged".
    public var releasedInPlace = "Dropped {item} at position {position}; nothing exchanged"
    /// An accessibility element's position, for its description (GTK 4.8 speaks no position
    /// attribute). Default "{position} of {count} in {section}".
    public var position = "{position} of {count} in {section}"
    /// ``position`` without a section. Default "{position} of {count}".
    public var positionUnsectioned = "{position} of {count}"
    /// Joins the last two of several names ("Ada and Grace"). Default "and".
    public var and = "and"

    /// The English defaults documented on each property; change the properties afterwards.
    public init() {}

    /// `template` with every placeholder replaced by the value given (placeholders whose value
    /// is nil stay as they are). - Complexity: O(template length × placeholders).
    public static func fill(_ template: String, item: String? = nil, other: String? = nil, position: Int? = nil,
                            count: Int? = nil, section: String? = nil) -> String {
        var text = template
        if let item { text = text.replacing("{item}", with: item) }
        if let other { text = text.replacing("{other}", with: other) }
        if let position { text = text.replacing("{position}", with: String(position)) }
        if let count { text = text.replacing("{count}", with: String(count)) }
        if let section { text = text.replacing("{section}", with: section) }
        return text
    }

    /// "Ada", "Ada and Grace", "Ada, Grace and Alan" (with ``and``).
    public func join(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(and) " + names[names.count - 1]
    }
}
