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

/// One drawing operation of a cell, as the renderer's primitives received it (colors already
/// multiplied by the cell's alpha, in list points). A cell's operations identify what it
/// shows: two cells with the same operations, relative to the same device-pixel phase, draw
/// the same pixels, so one rendered surface serves both (``CellSurfaceCache``).
enum CellDrawOp: Hashable {
    case fillRect(Rect, RGBA)
    case fillRoundedRect(Rect, radius: Double, RGBA)
    case strokeRoundedRect(Rect, radius: Double, width: Double, RGBA)
    case text(TextOp)
    /// An image (index into ``CellRecording/images``): its pixels depend on the image cache's
    /// decoding, so a cell that draws one is drawn directly, never cached.
    case image(Int)

    /// The arguments of ``CairoRenderer/drawText(_:size:color:bold:wrapWidth:lines:alpha:in:placement:alignment:textScale:)``.
    struct TextOp: Hashable {
        var string: String
        var size: Double
        var color: RGBA
        var bold: Bool
        var wrapWidth: Double
        var lines: Int
        var alpha: Double
        var box: Rect
        var placement: DrawingContext.VerticalPlacement
        var alignment: DrawingContext.TextAlignment
        var textScale: Double
    }

    /// The arguments of ``CairoRenderer/drawImage(_:in:contentMode:cornerRadius:alpha:placeholder:)``.
    struct ImageOp {
        var source: ImageSource
        var rect: Rect
        var contentMode: ContentMode
        var cornerRadius: Double
        var alpha: Double
        var placeholder: RGBA
    }

    /// The operation moved by (`dx`, `dy`) points.
    func offsetBy(dx: Double, dy: Double) -> CellDrawOp {
        switch self {
        case .fillRect(let r, let c): return .fillRect(r.offsetBy(dx: dx, dy: dy), c)
        case .fillRoundedRect(let r, let radius, let c): return .fillRoundedRect(r.offsetBy(dx: dx, dy: dy), radius: radius, c)
        case .strokeRoundedRect(let r, let radius, let width, let c):
            return .strokeRoundedRect(r.offsetBy(dx: dx, dy: dy), radius: radius, width: width, c)
        case .text(var t):
            t.box = t.box.offsetBy(dx: dx, dy: dy)
            return .text(t)
        case .image:
            return self
        }
    }

    /// Where the operation may put ink (list points): its rectangle; for text its box widened
    /// to the wrap width and grown by half the font size (glyph ink may spill past the logical
    /// box: accents, descenders, italics).
    var bounds: Rect {
        switch self {
        case .fillRect(let r, _), .fillRoundedRect(let r, _, _), .strokeRoundedRect(let r, _, _, _):
            return r
        case .text(let t):
            let width = max(t.box.width, t.wrapWidth * t.textScale)
            let spill = t.size * t.textScale / 2
            return Rect(x: t.box.minX, y: t.box.minY, width: width, height: t.box.height).insetBy(dx: -spill, dy: -spill)
        case .image:
            return .zero
        }
    }
}

/// The operations one cell drew while the renderer recorded it (``CairoRenderer/beginRecording()``).
struct CellRecording {
    var ops: [CellDrawOp] = []
    var images: [CellDrawOp.ImageOp] = []
    /// The union of the operations' ``CellDrawOp/bounds``; nil before the first.
    var bounds: Rect?

    init() { ops.reserveCapacity(8) }

    mutating func append(_ op: CellDrawOp) {
        ops.append(op)
        let b = op.bounds
        guard !b.isEmpty else { return }
        guard let a = bounds else {
            bounds = b
            return
        }
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        bounds = Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    mutating func append(image: CellDrawOp.ImageOp) {
        ops.append(.image(images.count))
        images.append(image)
    }

    /// True when the cell's pixels depend only on its operations (no image).
    var isCacheable: Bool { images.isEmpty && !ops.isEmpty }
}
