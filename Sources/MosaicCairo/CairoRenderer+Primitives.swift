internal import CPangoCairo
import MosaicCore

extension CairoRenderer {
    /// `rect` offset by `origin`, its edges snapped to whole device pixels (in logical points);
    /// a non-finite rect becomes empty.
    func snapped(_ rect: Rect) -> Rect {
        let s = deviceScale
        func px(_ v: Double) -> Double { (min(max(v, -1_000_000), 1_000_000) * s).rounded() / s }
        let x0 = rect.minX + origin.x, y0 = rect.minY + origin.y
        guard x0.isFinite, y0.isFinite, rect.width.isFinite, rect.height.isFinite else { return .zero }
        let a = px(x0), b = px(y0)
        return Rect(x: a, y: b, width: max(0, px(x0 + rect.width) - a), height: max(0, px(y0 + rect.height) - b))
    }

    /// Sets the source color.
    func setColor(_ color: RGBA) {
        guard let cr else { return }
        cairo_set_source_rgba(cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255,
                              Double(color.a) / 255)
    }

    /// Appends a rounded-rectangle path (`radius` clamped to half the shorter side).
    func addRoundedRect(_ r: Rect, radius: Double) {
        guard let cr else { return }
        let radius = min(max(0, radius.isFinite ? radius : 0), r.width / 2, r.height / 2)
        if radius < 0.01 {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        let degrees = Double.pi / 180
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -90 * degrees, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, 90 * degrees)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, 90 * degrees, 180 * degrees)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, 180 * degrees, 270 * degrees)
        cairo_close_path(cr)
    }

    /// Fills a rectangle (snapped).
    func fillRect(_ rect: Rect, _ color: RGBA) {
        guard color.a > 0, !record(.fillRect(rect, color)), let cr else { return }
        let r = snapped(rect)
        guard !r.isEmpty else { return }
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        setColor(color)
        cairo_fill(cr)
    }

    /// Fills a rounded rectangle (`radius` in points).
    func fillRoundedRect(_ rect: Rect, radius: Double, _ color: RGBA) {
        guard color.a > 0, !record(.fillRoundedRect(rect, radius: radius, color)), let cr else { return }
        let r = snapped(rect)
        guard !r.isEmpty else { return }
        addRoundedRect(r, radius: radius)
        setColor(color)
        cairo_fill(cr)
    }

    /// Fills the inside edge of a rounded rectangle, `width` points thick (at least one device
    /// pixel): one even-odd fill, so a translucent ring blends once.
    func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, _ color: RGBA) {
        guard color.a > 0, !record(.strokeRoundedRect(rect, radius: radius, width: width, color)), let cr else { return }
        let r = snapped(rect)
        guard !r.isEmpty else { return }
        let w = max(1 / deviceScale, ((width.isFinite ? width : 1) * deviceScale).rounded() / deviceScale)
        addRoundedRect(r, radius: radius)
        let inner = r.insetBy(dx: w, dy: w)
        if !inner.isEmpty { addRoundedRect(inner, radius: radius - w) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setColor(color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills a circle.
    func fillCircle(center: Point, radius: Double, _ color: RGBA) {
        let rect = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        fillRoundedRect(rect, radius: radius, color)
    }

    /// Where text goes vertically in its box.
    typealias TextPlacement = DrawingContext.VerticalPlacement
    /// Where text goes horizontally in its box.
    typealias TextAlignment = DrawingContext.TextAlignment

    /// Draws `string` in `box` with a shaped layout from ``text`` (shaped once per content).
    /// `size` is in points. With `lines` > 0 the text wraps at the box's width onto at most
    /// that many lines, the last ellipsized by Pango; otherwise `wrapWidth` > 0 wraps (centered
    /// lines) at that many points, and 0 draws one line ellipsized at the box's width.
    /// `alignment` is the paragraph's: `.leading` is the start of the text's own direction
    /// (the right edge for Arabic and Hebrew). `textScale` magnifies text laid out at `size`
    /// and `box.width ÷ textScale`, so line breaks do not change while an element scales.
    /// Returns false when nothing was drawn.
    @discardableResult
    func drawText(_ string: String, size: Double, color: RGBA, bold: Bool = false, wrapWidth: Double = 0,
                  lines: Int = 0, alpha: Double = 1, in box: Rect, placement: TextPlacement = .center,
                  alignment: TextAlignment = .center, textScale: Double = 1,
                  direction: LayoutDirection = .leftToRight) -> Bool {
        guard !string.isEmpty, size.isFinite, size >= 1, textScale.isFinite, textScale > 0.01,
              alpha.isFinite, alpha > 0.002, box.width.isFinite, box.height.isFinite else { return false }
        let width = lines > 0 || wrapWidth <= 0 ? box.width / textScale : wrapWidth
        guard width >= 1 else { return false }
        if record(.text(.init(string: string, size: size, color: color, bold: bold, wrapWidth: wrapWidth, lines: lines,
                              alpha: alpha, box: box, placement: placement, alignment: alignment, textScale: textScale,
                              direction: TextLayoutKey.direction(direction, for: alignment)))) {
            return true
        }
        guard let cr else { return false }
        let aligned: TextAlignment = wrapWidth > 0 && lines <= 0 ? .center : alignment
        let key = TextLayoutKey(text: string, size: size, bold: bold, width: width,
                                lines: lines > 0 ? lines : (wrapWidth > 0 ? 0 : 1), alignment: aligned,
                                layoutDirection: TextLayoutKey.direction(direction, for: aligned))
        guard let layout = text.layout(for: key) else { return false }
        let height = layout.height * textScale
        let x = box.minX + origin.x
        let y: Double
        switch placement {
        case .top: y = box.minY
        case .center: y = box.minY + (box.height - height) / 2
        case .bottom: y = box.maxY - height
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if height > box.height + 0.5 {
            let clip = snapped(box)
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cr)
        }
        // The baseline on a device pixel keeps glyphs crisp.
        let top = ((y + origin.y) * deviceScale).rounded() / deviceScale
        cairo_translate(cr, x, top)
        if textScale != 1 { cairo_scale(cr, textScale, textScale) }
        let resolved = resolve(color)
        let a = alpha * Double(resolved.a) / 255
        if a >= 0.999 || layout.isPlainText {
            cairo_set_source_rgba(cr, Double(resolved.r) / 255, Double(resolved.g) / 255, Double(resolved.b) / 255, a)
            pango_cairo_show_layout(cr, layout.handle)
        } else {
            // Colour glyphs (emoji) ignore the source's alpha: fade the whole group instead.
            cairo_push_group(cr)
            cairo_set_source_rgb(cr, Double(resolved.r) / 255, Double(resolved.g) / 255, Double(resolved.b) / 255)
            pango_cairo_show_layout(cr, layout.handle)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, a)
        }
        return true
    }
}
