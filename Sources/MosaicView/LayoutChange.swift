import MosaicAnimation
import MosaicCore

/// A change of how a collection view lays its items out, which the view performs as one
/// relayout (``RelayoutTransition``): the pinch value, a flow's uniform item size, a
/// waterfall's column count, another layout, the layout direction, or the viewport size.
///
/// A value with two pure steps: ``plan(for:itemCounts:animated:configuration:)`` decides what
/// the change takes — nothing when it would change nothing or cannot be made — and
/// ``apply(to:viewport:)`` makes it on the layout and the viewport and says what to report. The rules:
/// - a pinch value animates with the pinch animation, keeps no anchor and is reported when it
///   changed (`spacing v`); a layout without a pinch value takes none;
/// - an item size or a column count animates with the layout animation and keeps the first
///   fully visible item where it was;
/// - another layout must have the model's item counts; it cancels a drag in progress (its
///   pointer would point somewhere else), animates and keeps the anchor;
/// - a new direction (not the current one) cancels a drag, animates and keeps the anchor, which
///   mirrors with the content when the layout scrolls sideways;
/// - a viewport size must be positive and finite; it never animates and keeps the anchor.
enum LayoutChange {
    /// The value a pinch adjusts (the spacing of Mosaic's layouts), clamped by the layout.
    case pinchValue(Double)
    /// A flow layout's uniform item size, clamped by the layout.
    case itemSize(Size)
    /// A waterfall layout's column count, clamped by the layout.
    case columnCount(Int)
    /// Another layout, given the viewport's size as its container.
    case layout(AnyLayout)
    /// The layout direction.
    case direction(LayoutDirection)
    /// The viewport's size (a window resize); the layout's container follows.
    case viewportSize(Size)

    /// What performing a change takes, around its relayout.
    struct Plan: Equatable {
        /// The cells' animation (nil: the change shows at once; `animated: false` gives none).
        var animation: Animation?
        /// The first fully visible item stays where it was in the viewport.
        var keepsAnchor = true
        /// A drag in progress is cancelled first.
        var cancelsDrag = false
        /// The kept anchor mirrors with the content (``Scrolling/keepMirroredAnchor(in:item:)``).
        var mirrorsAnchor = false
    }

    /// What this change takes on `state`'s layout, with the model's item counts
    /// (``plan(for:itemCounts:animated:configuration:)``).
    func plan<SectionID, ItemID>(for state: CollectionState<SectionID, ItemID>, animated: Bool,
                                 configuration: CollectionViewConfiguration) -> Plan? {
        plan(for: state.layout, itemCounts: state.heldSnapshot.itemCounts, animated: animated, configuration: configuration)
    }

    /// What this change takes on `layout`, whose model has `itemCounts`; nil when it does
    /// nothing (see the rules above). `animated` false plans no animation. - Complexity: O(s)
    /// for s sections (comparing item counts), O(1) otherwise.
    func plan(for layout: AnyLayout, itemCounts: [Int], animated: Bool, configuration: CollectionViewConfiguration) -> Plan? {
        let animation = animated ? configuration.layoutAnimation : nil
        switch self {
        case .pinchValue:
            guard layout.pinchValue != nil else { return nil }
            return Plan(animation: animated ? configuration.pinchAnimation : nil, keepsAnchor: false)
        case .itemSize, .columnCount:
            return Plan(animation: animation)
        case .layout(let newLayout):
            return newLayout.itemCounts == itemCounts ? Plan(animation: animation, cancelsDrag: true) : nil
        case .direction(let direction):
            guard direction != layout.layoutDirection else { return nil }
            return Plan(animation: animation, cancelsDrag: true, mirrorsAnchor: layout.scrollsHorizontally)
        case .viewportSize(let size):
            return (try? Viewport(validating: size)) == nil ? nil : Plan(animation: nil)
        }
    }

    /// Makes the change on `layout` and `viewport` (which hold the layout and the visible size
    /// the plan was made for) and returns what the owner is told: `spacing v` when a pinch value
    /// changed the layout's (to `v`, as clamped), else nothing. The content offset is left to the
    /// relayout (kept anchor, clamping). - Complexity: the layout's own for the change.
    @discardableResult
    func apply(to layout: inout AnyLayout, viewport: inout Viewport) -> CollectionViewEvent? {
        switch self {
        case .pinchValue(let value):
            let before = layout.pinchValue
            layout.setPinchValue(value)
            guard let after = layout.pinchValue, after != before else { return nil }
            return .spacing(after)
        case .itemSize(let size): layout.setItemSize(size)
        case .columnCount(let count): layout.setColumnCount(count)
        case .layout(let newLayout):
            layout = newLayout
            layout.setContainerSize(viewport.size)
        case .direction(let direction): layout.setLayoutDirection(direction)
        case .viewportSize(let size):
            viewport.size = size
            layout.setContainerSize(size)
        }
        return nil
    }
}
