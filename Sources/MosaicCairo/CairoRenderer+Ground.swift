internal import CPangoCairo
import MosaicCore
import MosaicView

/// A cell's paint, decided while a list's cells are planned and done after the background.
enum PlannedPaint {
    /// Copy (opaque) or blend a cached surface with its reference pixel at the point (frame points).
    case blit(CellSurface, Point)
    /// Draw the recorded operations directly, offset by the point (frame points).
    case replay(CellRecording, Point)
}

/// A list's cells planned before anything is painted: what each one paints, in order, and the
/// device-pixel boxes that opaque surfaces will cover (pairwise disjoint: each lies on clean
/// ground, which its own box then leaves). The background is then filled only where no opaque
/// surface lands — the gaps between cards — instead of under every card and then over it.
/// The storage is reused frame after frame (no allocation once warm).
struct GroundPlan {
    /// True while cells are being planned: ``CairoRenderer/paint(_:box:)`` appends instead of painting.
    var isPlanning = false
    var paints: [PlannedPaint] = []
    var opaque: [PixelBox] = []
    var supplementaries: [(DisplaySupplementary, SupplementaryContent?)] = []

    /// Empties the plan, keeping its storage.
    mutating func reset() {
        isPlanning = false
        paints.removeAll(keepingCapacity: true)
        opaque.removeAll(keepingCapacity: true)
        supplementaries.removeAll(keepingCapacity: true)
    }
}

extension CairoRenderer {
    /// Paints `planned` now, or, while a list is planned, appends it to the plan; `box` is the
    /// device pixels an opaque surface covers (nil for anything else).
    func paint(_ planned: PlannedPaint, box: PixelBox? = nil) {
        if plan.isPlanning {
            plan.paints.append(planned)
            if case .blit(let cell, _) = planned, cell.isOpaque, let box { plan.opaque.append(box) }
            return
        }
        execute(planned)
    }

    private func execute(_ planned: PlannedPaint) {
        switch planned {
        case .blit(let cell, let ref): blit(cell, at: ref)
        case .replay(let recording, let ref): replay(recording, origin: ref)
        }
    }

    /// Draws a list's background, headers and footers and cells (inside its clip `v`, snapped
    /// frame points). With the cell cache on and an opaque background, the cells are planned
    /// first (recorded, looked up, rendered into surfaces), then the background is filled
    /// around the boxes opaque surfaces will cover (one even-odd fill in device pixels), then
    /// the plan is painted in order: the same pixels as filling everything first, since an
    /// opaque surface replaces every pixel of its box (copied row by row into an image
    /// target's memory when ``directPixels()`` allows). Otherwise everything is drawn in order.
    func drawGroundAndCells<ID: Hashable & Sendable>(_ list: DisplayList<ID>, clip v: Rect,
                                                     content: ((DisplayCell<ID>) -> CellContent)?,
                                                     supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)?) {
        let viewport = Rect(origin: .zero, size: list.viewport)
        beginGround(v)
        guard ground.isActive, !plan.isPlanning else {
            fillRect(viewport, palette.background)
            for supplementary in list.supplementaries {
                let content = supplementaryContent?(supplementary)
                drawSupplementary(supplementary, content: content)
                markGround(supplementary.frame, unbounded: content.map { if case .custom = $0 { true } else { false } } ?? false)
            }
            for cell in list.cells where !cell.isHidden { drawCell(cell, content: content?(cell)) }
            ground.end()
            return
        }
        plan.reset()
        plan.isPlanning = true
        for supplementary in list.supplementaries {
            let content = supplementaryContent?(supplementary)
            plan.supplementaries.append((supplementary, content))
            markGround(supplementary.frame, unbounded: content.map { if case .custom = $0 { true } else { false } } ?? false)
        }
        for cell in list.cells where !cell.isHidden { drawCell(cell, content: content?(cell)) }
        plan.isPlanning = false
        ground.end()
        fillGround(v, except: plan.opaque)
        for (supplementary, content) in plan.supplementaries { drawSupplementary(supplementary, content: content) }
        // Opaque surfaces go straight into an image target's memory where they can.
        let direct = directPixels()
        if direct != nil, let cr { cairo_surface_flush(cairo_get_target(cr)) }
        for planned in plan.paints {
            if let direct, case .blit(let cell, let ref) = planned, copy(cell, at: ref, into: direct) { continue }
            execute(planned)
        }
        if direct != nil, let cr { cairo_surface_mark_dirty(cairo_get_target(cr)) }
        plan.reset()
    }

    /// Fills `v` (snapped frame points) with the palette's background except the device-pixel
    /// `boxes` (disjoint, inside `v`): one even-odd path of whole device pixels, no anti-aliasing.
    private func fillGround(_ v: Rect, except boxes: [PixelBox]) {
        guard let cr, !v.isEmpty else { return }
        let s = deviceScale
        cairo_save(cr)
        cairo_scale(cr, 1 / s, 1 / s)
        let x0 = (v.minX * s).rounded(), y0 = (v.minY * s).rounded()
        cairo_rectangle(cr, x0, y0, (v.maxX * s).rounded() - x0, (v.maxY * s).rounded() - y0)
        for b in boxes { cairo_rectangle(cr, Double(b.x0), Double(b.y0), Double(b.x1 - b.x0), Double(b.y1 - b.y0)) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setColor(palette.background)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Starts clean ground (``CleanGround``) for a list whose viewport `v` (snapped, frame
    /// points) is filled with the palette's background: only with the cell cache on and
    /// outside a recording.
    func beginGround(_ v: Rect) {
        guard cellCacheEnabled, recording == nil else {
            ground.end()
            return
        }
        ground.begin(color: palette.background, bounds: pixelBox(v))
    }

    /// Marks a header's or footer's `rect` (list points) as drawn, with a margin for glyphs
    /// spilling out of its band; `unbounded` (owner drawing, which may spill anywhere) ends
    /// the clean ground for the rest of the list.
    func markGround(_ rect: Rect, unbounded: Bool) {
        guard ground.isActive else { return }
        guard !unbounded else {
            ground.end()
            return
        }
        ground.mark(pixelBox(snapped(rect.insetBy(dx: -16, dy: -16))))
    }

    /// `r` (frame points on whole device pixels, as ``snapped(_:)`` returns) in device pixels.
    func pixelBox(_ r: Rect) -> PixelBox {
        let s = deviceScale
        return PixelBox(x0: Int((r.minX * s).rounded(.down)), y0: Int((r.minY * s).rounded(.down)),
                        x1: Int((r.maxX * s).rounded(.up)), y1: Int((r.maxY * s).rounded(.up)))
    }
}
