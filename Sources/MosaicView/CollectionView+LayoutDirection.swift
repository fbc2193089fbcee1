import MosaicCore

extension CollectionView {
    /// The direction the view presents in — UIKit's `effectiveUserInterfaceLayoutDirection`:
    /// its layout's (``AnyLayout/layoutDirection``). Hit testing, insertion slots, auto-scroll
    /// and the arrow keys follow the drawn (visual) direction; the model's order does not change.
    public var layoutDirection: LayoutDirection { layout.layoutDirection }

    /// Presents the view in `direction` (a window follows its toolkit's or the locale's, see
    /// `LayoutDirection(environment:)`): the layout mirrors itself and the cells animate to their
    /// new frames when `animated`; what stays in view and a drag in progress: <doc:RightToLeftLayouts>.
    /// Nothing happens when the direction is already `direction`.
    /// - Complexity: O(1) for Mosaic's layouts, plus the cells displayed.
    public func setLayoutDirection(_ direction: LayoutDirection, animated: Bool = false) {
        perform(.direction(direction), animated: animated)
    }

    /// True for a horizontally scrolling layout presented right to left (``AnyLayout/readsFromContentEnd``).
    var readsFromContentEnd: Bool { layout.readsFromContentEnd }
}
