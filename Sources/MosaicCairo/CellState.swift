import MosaicCore
import MosaicView

/// The state a cell is drawn in: what the display list says about it this frame.
public struct CellState: Sendable, Equatable {
    /// In the collection view's selection.
    public var isSelected: Bool
    /// A pointer is pressed on it (UIKit's `isHighlighted`).
    public var isHighlighted: Bool
    /// Edit mode's look is on (`DisplayCell.showsEditBackground`).
    public var isEditing: Bool
    /// How far the background has turned to the edit gray, 0…1.
    public var editAmount: Double
    /// This is the picture that follows the pointer during a drag (the lifted or caught item).
    public var isLifted: Bool
    /// The item an exchange drag would displace (exchange mode dims it).
    public var isDimmed: Bool
    /// It has the keyboard focus.
    public var isFocused: Bool
    /// The mouse hovers it (`DisplayCell.isHovered`); the standard content tints it lightly.
    public var isHovered: Bool = false
    /// It is leaving the collection (fading out).
    public var isRemoving: Bool
    /// The presented opacity, 0…1 (already applied by the drawing context to every color).
    public var alpha: Double
    /// The presented scale (already applied to the rectangle the content is given).
    public var scale: Double
    /// The selection bounce, 1 at rest; a configuration applies it to its bouncing
    /// part, owner drawing decides itself.
    public var bounceScale: Double
    /// The direction of the view the cell is drawn in (`DisplayList.layoutDirection`); the
    /// renderer sets it for every cell of a list. Right to left, a configuration mirrors its
    /// arrangement (image at the right of a row, text right-aligned, badge at the top-left),
    /// and ``DrawingContext/drawText(_:in:size:color:bold:lines:alignment:placement:)`` puts
    /// `.leading` text at the right; owner drawing reads it to mirror its own parts.
    public var layoutDirection = LayoutDirection.leftToRight

    /// A state at rest: nothing set, alpha 1, scales 1.
    public init(isSelected: Bool = false, isHighlighted: Bool = false, isEditing: Bool = false, editAmount: Double = 0,
                isLifted: Bool = false, isDimmed: Bool = false, isFocused: Bool = false, isRemoving: Bool = false,
                alpha: Double = 1, scale: Double = 1, bounceScale: Double = 1) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.isEditing = isEditing
        self.editAmount = editAmount
        self.isLifted = isLifted
        self.isDimmed = isDimmed
        self.isFocused = isFocused
        self.isRemoving = isRemoving
        self.alpha = alpha
        self.scale = scale
        self.bounceScale = bounceScale
    }

    /// The state of `cell` in a display list.
    public init<ID: Hashable & Sendable>(_ cell: DisplayCell<ID>) {
        self.init(isSelected: cell.isSelected, isHighlighted: cell.isHighlighted, isEditing: cell.showsEditBackground,
                  editAmount: cell.editBackgroundAmount, isDimmed: cell.isDimmed, isFocused: cell.isFocused,
                  isRemoving: cell.isRemoving, alpha: cell.alpha, scale: cell.scale, bounceScale: cell.bounceScale)
        isHovered = cell.isHovered
    }
}

/// What a cell draws: a configuration the renderer lays out, or the owner's own drawing.
public enum CellContent {
    /// Built-in content (image, title, secondary text, badge, background).
    case configuration(CellContentConfiguration)
    /// The owner's drawing: called with a context whose ``DrawingContext/rect`` is the cell's
    /// presented rectangle (scaled) and whose colors are multiplied by the cell's alpha.
    case custom((DrawingContext) -> Void)
}

/// What a header or footer draws.
public enum SupplementaryContent {
    /// A band with a title (``SupplementaryContentConfiguration``).
    case configuration(SupplementaryContentConfiguration)
    /// The owner's drawing, given the header's or footer's rectangle.
    case custom((DrawingContext) -> Void)
}
