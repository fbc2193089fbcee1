import MosaicCore

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
        var direction: LayoutDirection = .leftToRight
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
