import MosaicCore
import MosaicSDL

/// A drawing context for chrome laid out left to right and drawn in the context's direction:
/// right to left every box is mirrored across `area`'s vertical centre line before it is drawn
/// (text keeps its alignment, which the directed context already reads from the right). Left
/// to right it draws exactly what it is given.
struct MirroredContext {
    /// The context drawn into (its state's `layoutDirection` decides the mirror).
    let base: DrawingContext
    /// The rectangle mirrored across (a panel).
    let area: Rect

    init(_ base: DrawingContext, across area: Rect) {
        self.base = base
        self.area = area
    }

    /// `rect` as drawn: mirrored across ``area`` right to left.
    func place(_ rect: Rect) -> Rect {
        guard base.state.layoutDirection == .rightToLeft else { return rect }
        return Rect(x: area.minX + area.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    func fill(_ rect: Rect, cornerRadius: Double = 0, color: RGBA) {
        base.fill(place(rect), cornerRadius: cornerRadius, color: color)
    }

    func fillCircle(center: Point, radius: Double, color: RGBA) {
        let c = place(Rect(x: center.x, y: center.y, width: 0, height: 0)).origin
        base.fillCircle(center: c, radius: radius, color: color)
    }

    func drawText(_ text: String, in box: Rect, size: Double, color: RGBA = Palette.text, bold: Bool = false,
                  lines: Int = 1, alignment: DrawingContext.TextAlignment = .leading,
                  placement: DrawingContext.VerticalPlacement = .center) {
        base.drawText(text, in: place(box), size: size, color: color, bold: bold, lines: lines, alignment: alignment,
                      placement: placement)
    }

    func drawImage(_ source: ImageSource, in box: Rect, contentMode: ContentMode, cornerRadius: Double) {
        base.drawImage(source, in: place(box), contentMode: contentMode, cornerRadius: cornerRadius)
    }
}
