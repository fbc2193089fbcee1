internal import CPangoCairo
import MosaicCore

/// A cell in the middle of being recorded: its operations, relative to its reference pixel.
struct ActiveRecording {
    var recording = CellRecording()
    /// Added to every recorded coordinate: `origin − reference`, where the reference is a whole
    /// device pixel (frame points) at the cell's top-left.
    var dx: Double
    var dy: Double
    /// The reference pixel in frame points.
    var reference: Point
}

extension CairoRenderer {
    /// Draws one element through the cell cache: `body` draws it with the renderer's primitives,
    /// which record instead of drawing (``CellRecording``); the recorded operations, relative to
    /// the device pixel at `rect`'s top-left, are the element's identity. A cached surface for
    /// them is painted 1:1; otherwise the element is drawn directly, and the second time the
    /// same operations come (at rest: the same content, state, size and sub-pixel phase) they
    /// are rendered into a surface and cached. Elements with images are always drawn directly.
    /// Inside another recording (owner drawing that draws a configuration) `body` just records.
    func drawThroughCache(reference rect: Rect, _ body: () -> Void) {
        guard recording == nil, cr != nil, cellCacheEnabled else {
            body()
            return
        }
        let s = deviceScale
        let ref = Point(x: ((rect.minX + origin.x) * s).rounded(.down) / s, y: ((rect.minY + origin.y) * s).rounded(.down) / s)
        guard ref.x.isFinite, ref.y.isFinite else { return }
        recording = ActiveRecording(dx: origin.x - ref.x, dy: origin.y - ref.y, reference: ref)
        body()
        guard let active = recording else { return }
        recording = nil
        present(active.recording, at: ref)
    }

    /// Paints `recording` (relative to `ref`): from the cache, into a new cached surface on
    /// its second sight, or directly. Where the cell's pixels land on clean ground
    /// (``CleanGround``) its surface is rendered on the background and copied, not blended.
    private func present(_ recording: CellRecording, at ref: Point) {
        guard let bounds = recording.bounds, recording.isCacheable else {
            paint(.replay(recording, ref))
            markDrawn(recording, at: ref)
            return
        }
        let s = deviceScale
        // The ink bounds outward to whole device pixels, one pixel of margin for anti-aliasing.
        let x0 = Int((bounds.minX * s).rounded(.down)) - 1, y0 = Int((bounds.minY * s).rounded(.down)) - 1
        let x1 = Int((bounds.maxX * s).rounded(.up)) + 1, y1 = Int((bounds.maxY * s).rounded(.up)) + 1
        let rx = Int((ref.x * s).rounded()), ry = Int((ref.y * s).rounded())
        let box = PixelBox(x0: rx + x0, y0: ry + y0, x1: rx + x1, y1: ry + y1)
        let key = CellSurfaceKey(recording, deviceScale: s, ground: ground.isClean(box) ? ground.color : nil)
        defer { ground.mark(box) }
        if let hit = cells.surface(for: key) {
            paint(.blit(hit, ref), box: box)
            return
        }
        guard bounds.minX.isFinite, bounds.maxY.isFinite, cells.fits(width: x1 - x0, height: y1 - y0),
              cells.admit(key),
              let surface = render(recording, x: x0, y: y0, width: x1 - x0, height: y1 - y0, ground: key.ground) else {
            paint(.replay(recording, ref))
            return
        }
        cells.insert(surface, for: key)
        paint(.blit(surface, ref), box: box)
    }

    /// Marks what a directly drawn cell covered as no longer clean ground: its ink bounds and
    /// image rectangles, or, when they are unknown, everything (until the list ends).
    private func markDrawn(_ recording: CellRecording, at ref: Point) {
        guard ground.isActive else { return }
        var area = recording.bounds
        for image in recording.images {
            let r = image.rect
            area = area.map { a in
                let x = min(a.minX, r.minX), y = min(a.minY, r.minY)
                return Rect(x: x, y: y, width: max(a.maxX, r.maxX) - x, height: max(a.maxY, r.maxY) - y)
            } ?? r
        }
        guard let area, area.minX.isFinite, area.minY.isFinite, area.maxX.isFinite, area.maxY.isFinite else {
            if !recording.ops.isEmpty { ground.end() }
            return
        }
        let s = deviceScale
        let rx = Int((ref.x * s).rounded()), ry = Int((ref.y * s).rounded())
        let x0: Int = Int((max(area.minX, -1e7) * s).rounded(.down)), y0: Int = Int((max(area.minY, -1e7) * s).rounded(.down))
        let x1: Int = Int((min(area.maxX, 1e7) * s).rounded(.up)), y1: Int = Int((min(area.maxY, 1e7) * s).rounded(.up))
        ground.mark(PixelBox(x0: rx + x0 - 1, y0: ry + y0 - 1, x1: rx + x1 + 1, y1: ry + y1 + 1))
    }

    /// Draws the recorded operations with their coordinates offset by `origin` (frame points).
    func replay(_ recording: CellRecording, origin replayOrigin: Point) {
        let saved = origin
        origin = replayOrigin
        defer { origin = saved }
        for op in recording.ops {
            switch op {
            case .fillRect(let r, let c): fillRect(r, c)
            case .fillRoundedRect(let r, let radius, let c): fillRoundedRect(r, radius: radius, c)
            case .strokeRoundedRect(let r, let radius, let width, let c): strokeRoundedRect(r, radius: radius, width: width, c)
            case .text(let t):
                drawText(t.string, size: t.size, color: t.color, bold: t.bold, wrapWidth: t.wrapWidth, lines: t.lines,
                         alpha: t.alpha, in: t.box, placement: t.placement, alignment: t.alignment, textScale: t.textScale,
                         direction: t.direction)
            case .image(let i):
                let m = recording.images[i]
                drawImage(m.source, in: m.rect, contentMode: m.contentMode, cornerRadius: m.cornerRadius, alpha: m.alpha,
                          placeholder: m.placeholder)
            }
        }
    }

    /// Renders `recording` into a new `width` × `height` pixel surface whose top-left is the
    /// device pixel (`x`, `y`) relative to the reference, on `ground` (opaque, copied when
    /// painted) or on transparency (nil: blended); nil when cairo cannot allocate it.
    private func render(_ recording: CellRecording, x: Int, y: Int, width: Int, height: Int,
                        ground: RGBA?) -> CellSurface? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let s = deviceScale
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        if let ground {
            cairo_set_source_rgb(context, Double(ground.r) / 255, Double(ground.g) / 255, Double(ground.b) / 255)
            cairo_paint(context)
        }
        cairo_scale(context, s, s)
        let (savedContext, savedVisible) = (cr, visibleRect)
        cr = context
        visibleRect = Self.everywhere
        replay(recording, origin: Point(x: -Double(x) / s, y: -Double(y) / s))
        cr = savedContext
        visibleRect = savedVisible
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return CellSurface(surface: surface, x: x, y: y, width: width, height: height, isOpaque: ground != nil)
    }

    /// Paints `cell` with its reference pixel at `ref` (frame points): one 1:1 copy, blended,
    /// or, for an opaque surface, copied (the operator is OVER everywhere else in a frame).
    func blit(_ cell: CellSurface, at ref: Point) {
        guard let cr else { return }
        let s = deviceScale
        // Device pixels: the surface lands 1:1 on the pixel grid (a pixman copy). Scaling by a
        // power of two and back is exact, so the common scales skip saving the whole state.
        let exact = s == 1 || s == 2 || s == 4
        if !exact { cairo_save(cr) }
        if s != 1 { cairo_scale(cr, 1 / s, 1 / s) }
        let x = (ref.x * s).rounded() + Double(cell.x), y = (ref.y * s).rounded() + Double(cell.y)
        cairo_set_source_surface(cr, cell.surface, x, y)
        cairo_rectangle(cr, x, y, Double(cell.width), Double(cell.height))
        if cell.isOpaque {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else {
            cairo_fill(cr)
        }
        if !exact {
            cairo_restore(cr)
        } else if s != 1 {
            cairo_scale(cr, s, s)
        }
    }

    /// Records `op` (list points) into the open recording, relative to its reference pixel.
    /// Returns false when no recording is open (draw it).
    /// Reads only the offsets: holding a copy of the recording while appending would make
    /// every append copy its operations (copy on write).
    func record(_ op: @autoclosure () -> CellDrawOp) -> Bool {
        guard let dx = recording?.dx, let dy = recording?.dy else { return false }
        recording?.recording.append(op().offsetBy(dx: dx, dy: dy))
        return true
    }

    /// Records an image draw (the cell will be drawn directly). Returns false when no recording is open.
    func record(image: CellDrawOp.ImageOp) -> Bool {
        guard let dx = recording?.dx, let dy = recording?.dy else { return false }
        var m = image
        m.rect = m.rect.offsetBy(dx: dx, dy: dy)
        recording?.recording.append(image: m)
        return true
    }
}
