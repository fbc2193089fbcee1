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

extension CellDrawOp {
    /// Mixes the operation's every field into `h` (``CellRecording/fingerprint``): what its
    /// synthesized `==` compares, so equal operations give equal fingerprints.
    func fingerprint(into h: inout UInt64) {
        switch self {
        case .fillRect(let r, let c):
            Self.mix(&h, 1); Self.mix(&h, r); Self.mix(&h, c)
        case .fillRoundedRect(let r, let radius, let c):
            Self.mix(&h, 2); Self.mix(&h, r); Self.mix(&h, Self.bits(radius)); Self.mix(&h, c)
        case .strokeRoundedRect(let r, let radius, let width, let c):
            Self.mix(&h, 3); Self.mix(&h, r); Self.mix(&h, Self.bits(radius)); Self.mix(&h, Self.bits(width)); Self.mix(&h, c)
        case .text(let t):
            Self.mix(&h, 4)
            for byte in t.string.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            Self.mix(&h, UInt64(t.string.utf8.count))
            Self.mix(&h, Self.bits(t.size)); Self.mix(&h, t.color); Self.mix(&h, t.bold ? 1 : 0)
            Self.mix(&h, Self.bits(t.wrapWidth)); Self.mix(&h, UInt64(bitPattern: Int64(t.lines)))
            Self.mix(&h, Self.bits(t.alpha)); Self.mix(&h, t.box); Self.mix(&h, Self.bits(t.textScale))
            let placement: UInt64 = switch t.placement { case .top: 0; case .center: 1; case .bottom: 2 }
            let alignment: UInt64 = switch t.alignment { case .leading: 0; case .center: 1; case .trailing: 2 }
            Self.mix(&h, placement << 8 | alignment << 4 | (t.direction == .rightToLeft ? 1 : 0))
        case .image(let i):
            Self.mix(&h, 5); Self.mix(&h, UInt64(bitPattern: Int64(i)))
        }
    }

    @inline(__always)
    private static func mix(_ h: inout UInt64, _ v: UInt64) {
        h = (h ^ v) &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
    }

    /// The bits of `v`, with -0 as 0 (they are `==`).
    @inline(__always)
    private static func bits(_ v: Double) -> UInt64 { v == 0 ? 0 : v.bitPattern }

    @inline(__always)
    private static func mix(_ h: inout UInt64, _ r: Rect) {
        mix(&h, Self.bits(r.minX)); mix(&h, Self.bits(r.minY)); mix(&h, Self.bits(r.width)); mix(&h, Self.bits(r.height))
    }

    @inline(__always)
    private static func mix(_ h: inout UInt64, _ c: RGBA) {
        mix(&h, UInt64(c.r) << 24 | UInt64(c.g) << 16 | UInt64(c.b) << 8 | UInt64(c.a))
    }
}

/// The operations one cell drew while the renderer recorded it (``CairoRenderer/beginRecording()``).
struct CellRecording {
    var ops: [CellDrawOp] = []
    var images: [CellDrawOp.ImageOp] = []
    /// The union of the operations' ``CellDrawOp/bounds``; nil before the first.
    var bounds: Rect?
    /// A hash of the operations, mixed in as they are recorded: the cell cache's key hashes
    /// this one word instead of walking every operation again (``CellSurfaceKey``).
    private(set) var fingerprint: UInt64 = 0xcbf2_9ce4_8422_2325

    init() { ops.reserveCapacity(8) }

    mutating func append(_ op: CellDrawOp) {
        ops.append(op)
        op.fingerprint(into: &fingerprint)
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
        CellDrawOp.image(images.count).fingerprint(into: &fingerprint)
        images.append(image)
    }

    /// True when the cell's pixels depend only on its operations (no image).
    var isCacheable: Bool { images.isEmpty && !ops.isEmpty }
}
