import MosaicCore

/// The owner's drawing surface for one cell, header, footer or drag snapshot.
///
/// Coordinates are the renderer's logical points in the list's viewport: ``rect`` is the
/// element's presented rectangle (already scaled), and everything drawn is clipped to the
/// collection's viewport (not to `rect`: a shadow may spill out). Every color is multiplied
/// by ``state``'s alpha, so a fading or dimmed cell needs no extra work, and a color equal to a
/// light palette role is drawn as that role of the renderer's palette (``Palette/resolve(_:)``),
/// so `Palette.text` follows dark mode. Text is shaped by Pango (any script, colour emoji;
/// `.leading` is the start of the text's own direction, or, when ``state``'s
/// `layoutDirection` is right to left, the right edge for every text). Valid only during the
/// call that receives it.
///
/// ```swift
/// renderer.draw(list, content: { cell in
///     .custom { ctx in
///         ctx.fill(ctx.rect, cornerRadius: 8, color: ctx.state.isSelected ? .init(0, 122, 255) : .init(255, 255, 255))
///         ctx.drawText("Seat \(cell.path.item + 1)", in: ctx.rect.insetBy(dx: 8, dy: 8), size: 14)
///     }
/// })
/// ```
public struct DrawingContext {
    /// The element's presented rectangle, in viewport points.
    public let rect: Rect
    /// The state the element is drawn in (a header or footer gets a state at rest).
    public let state: CellState
    /// How text lines up horizontally in its box.
    public enum TextAlignment: Sendable { case leading, center, trailing }
    /// Where text goes vertically in its box.
    public enum VerticalPlacement: Sendable { case top, center, bottom }

    unowned let renderer: CairoRenderer
    /// The scale text is drawn at: text is laid out at `rect`'s unscaled size and magnified,
    /// so its line breaks do not change while the element scales.
    let textScale: Double

    init(renderer: CairoRenderer, rect: Rect, state: CellState, textScale: Double = 1) {
        self.renderer = renderer
        self.rect = rect
        self.state = state
        self.textScale = textScale
    }

    /// Fills `rect` with `color`, its corners rounded by `cornerRadius` points.
    public func fill(_ rect: Rect, cornerRadius: Double = 0, color: RGBA) {
        renderer.fillRoundedRect(rect, radius: cornerRadius, renderer.resolve(color).withAlpha(state.alpha))
    }

    /// Strokes the outline of `rect` (inside it), `width` points wide.
    public func stroke(_ rect: Rect, cornerRadius: Double = 0, width: Double = 1, color: RGBA) {
        renderer.strokeRoundedRect(rect, radius: cornerRadius, width: width,
                                   renderer.resolve(color).withAlpha(state.alpha))
    }

    /// Fills a circle.
    public func fillCircle(center: Point, radius: Double, color: RGBA) {
        renderer.fillCircle(center: center, radius: radius, renderer.resolve(color).withAlpha(state.alpha))
    }

    /// Draws `text` in `box`: `size` points, wrapped onto at most `lines` lines at the box's
    /// width (a line that does not fit ends with "…"), aligned as asked. Returns false when
    /// nothing was drawn (empty, too small, or clipped away).
    @discardableResult
    public func drawText(_ text: String, in box: Rect, size: Double, color: RGBA = Palette.text, bold: Bool = false,
                         lines: Int = 1, alignment: TextAlignment = .leading,
                         placement: VerticalPlacement = .center) -> Bool {
        renderer.drawText(text, size: size, color: color, bold: bold, lines: lines, alpha: state.alpha, in: box,
                          placement: placement, alignment: alignment, textScale: textScale,
                          direction: state.layoutDirection)
    }

    /// Draws an image (PNG or JPEG) into `box` with `contentMode`, cut to `cornerRadius`
    /// (half the shorter side or more: a circle); a placeholder until it is decoded.
    public func drawImage(_ source: ImageSource, in box: Rect, contentMode: ContentMode = .aspectFill,
                          cornerRadius: Double = 0) {
        renderer.drawImage(source, in: box, contentMode: contentMode, cornerRadius: cornerRadius, alpha: state.alpha)
    }

    /// The palette the frame is drawn in (light or dark), for owner drawing that picks its own colors.
    public var palette: Palette { renderer.palette }

    /// This context for drawing in `direction`: its ``state``'s `layoutDirection` set, so
    /// `.leading` text lines up at the right right to left and configurations mirror. For
    /// chrome drawn outside a list (an app's bar), which has no list to take it from.
    public func directed(_ direction: LayoutDirection) -> DrawingContext {
        var state = state
        state.layoutDirection = direction
        return DrawingContext(renderer: renderer, rect: rect, state: state, textScale: textScale)
    }

    /// Draws a built-in configuration into `box` (by default the whole element), over
    /// whatever was drawn before — custom decorations around standard content.
    public func draw(_ configuration: CellContentConfiguration, in box: Rect? = nil) {
        renderer.drawConfiguration(configuration, in: box ?? rect, state: state, textScale: textScale)
    }
}
