internal import CPangoCairo
import MosaicCore
import MosaicView

/// The dialog's panel and button rectangles in the collection's viewport coordinates, as
/// `OverlayPresenter.dialogLayout` returns them.
public typealias DialogGeometry = (panel: Rect, destructive: Rect, cancel: Rect)

/// Draws a `DisplayList` into any cairo context (`cairo_t*`): an image surface offscreen, the
/// SDL window's streaming texture, a GTK drawing area, a PDF page. The one drawing path of
/// every backend, so they all show the same pixels.
///
/// - Coordinates are logical points; ``draw(_:in:viewport:pixelScale:at:dialogGeometry:content:supplementaryContent:snapshotContent:overlay:)``
///   scales the context by `pixelScale` (2 draws crisp on a 2× display). Shape edges are
///   snapped to whole device pixels and anti-aliased.
/// - Text is shaped by Pango (HarfBuzz, fribidi, fontconfig fallback): Arabic and Hebrew
///   joined and right to left (paragraph direction from the text), Indic conjuncts, CJK,
///   colour emoji; ellipsis by Pango. Shaped layouts are cached by content
///   (``TextLayoutCache``), so a frame re-shapes only text it has not drawn recently.
/// - Colors come from ``palette`` (light or dark); colors an owner passes that equal a light
///   role are drawn as that role of the palette (``Palette/resolve(_:)``).
/// - Images are decoded (gdk-pixbuf: PNG, JPEG) and resampled a few per frame into
///   ``images`` (``ImageCache``).
///
/// A frame: `draw(…)` (or `clear` + `drawList` + `drawOverlay` for a composition such as an app's top bar).
/// Not thread-safe: use one renderer from one thread.
public final class CairoRenderer {
    /// The colors drawn with; `.light` by default. Set it when the system's appearance changes.
    public var palette: Palette = .light {
        didSet {
            guard palette != oldValue else { return }
            cells.removeAll()
            darkColors = palette == .dark ? Palette.darkByLightColor : nil
        }
    }
    /// What ``resolve(_:)`` maps light roles to: the dark palette's table, or nil (colors as
    /// given), decided once per palette change instead of comparing palettes per color.
    private var darkColors: [RGBA: RGBA]?
    /// Shaped text layouts by content (bounded LRU).
    public let text: TextLayoutCache
    /// Decoded images and their drawn sizes, under a memory bound.
    public let images: ImageCache
    /// The scale the current frame applies to the context (the `pixelScale` passed to `begin`).
    public private(set) var pixelScale: Double = 1
    /// Points to device pixels in the current frame: `pixelScale` times the target surface's
    /// own device scale (GTK sets one on HiDPI displays). Edges snap to these pixels.
    public private(set) var deviceScale: Double = 1

    /// The context being drawn into; nil outside a frame.
    var cr: OpaquePointer?
    /// Where the list being drawn has its origin, in logical points.
    var origin = Point.zero
    /// What is visible of the frame (the list's viewport while one is drawn), in frame points.
    var visibleRect = CairoRenderer.everywhere
    /// A rectangle larger than any output.
    static let everywhere = Rect(x: -1_000_000, y: -1_000_000, width: 2_000_000, height: 2_000_000)
    /// Avatar colors and initials by label.
    var faces: [String: CardFace] = [:]
    /// Rendered cells by their drawing operations (bounded LRU of surfaces).
    var cells: CellSurfaceCache
    /// The element being recorded (``drawThroughCache(reference:_:)``): primitives record into it instead of drawing.
    var recording: ActiveRecording?
    /// False draws every element directly (tests compare both ways).
    var cellCacheEnabled = true
    /// The direction of the list being drawn: its cells' content mirrors right to left.
    var layoutDirection = LayoutDirection.leftToRight
    /// Where the list's cells are being drawn onto nothing but the background.
    var ground = CleanGround()
    /// The list's cells planned before the background is filled around opaque ones.
    var plan = GroundPlan()

    /// A renderer with an empty text cache of `textCacheCapacity` layouts and an empty image cache.
    /// - Throws: ``CairoError`` when Pango has no font map (no fontconfig fonts at all).
    public init(textCacheCapacity: Int = TextLayoutCache.defaultCapacity) throws(CairoError) {
        text = try TextLayoutCache(capacity: textCacheCapacity)
        images = ImageCache()
        cells = CellSurfaceCache()
    }

    /// True when a frame drawn now would differ from the last one without any state change:
    /// images still decoding or being resized (``ImageCache/needsFrame``). A window loop keeps
    /// drawing while it is true.
    public var needsAnotherFrame: Bool { images.needsFrame }

    /// `color` in the current palette: ``Palette/resolve(_:)`` of ``palette``, in O(1) without
    /// comparing palettes (a light role becomes the dark palette's in dark mode).
    @inline(__always)
    func resolve(_ color: RGBA) -> RGBA {
        guard let darkColors else { return color }
        return darkColors[color] ?? color
    }

    /// The number of shaped layouts cached.
    public var cachedTextCount: Int { text.count }

    /// Draws one frame of `list` into `cr` (a `cairo_t*` whose user space is device pixels at
    /// the top-left of the area to draw, e.g. a fresh image surface's context or GTK's draw
    /// function's): fills `viewport` (logical points) with the palette's background, then
    /// draws the list with its viewport's top-left at `origin` (``drawList(_:at:dialogGeometry:content:supplementaryContent:snapshotContent:)``),
    /// then `overlay` (``drawOverlay(in:_:)``) when given. The context's state is saved and
    /// restored around the frame.
    ///
    /// `content` says what each visible cell shows (and the drag snapshot, drawn lifted); it
    /// is called only for the cells in the list, each frame, so it should be cheap (look up,
    /// don't load). Nil draws HelloContacts' contact card of each cell's label.
    /// `supplementaryContent` does the same for headers and footers; nil (or a nil result)
    /// draws a plain band. `snapshotContent` draws the picture that follows the pointer during
    /// a drag; nil uses `content` in the lifted state.
    /// - Complexity: O(cells + supplementaries + overlays) drawing operations; text shaped only
    ///   on a cache miss.
    public func draw<ID: Hashable & Sendable>(_ list: DisplayList<ID>, in cr: OpaquePointer, viewport: Size,
                                              pixelScale: Double, at origin: Point = .zero,
                                              dialogGeometry: DialogGeometry? = nil,
                                              content: ((DisplayCell<ID>) -> CellContent)? = nil,
                                              supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
                                              snapshotContent: ((DisplayCell<ID>) -> CellContent)? = nil,
                                              overlay: ((DrawingContext, Size) -> Void)? = nil) {
        begin(cr, pixelScale: pixelScale, size: viewport)
        defer { end() }
        // drawList fills its own viewport with the background: fill only what it leaves out.
        if list.viewport.width < viewport.width || list.viewport.height < viewport.height || origin != .zero {
            fillRect(Rect(origin: .zero, size: viewport), palette.background)
        }
        drawList(list, at: origin, dialogGeometry: dialogGeometry, content: content,
                 supplementaryContent: supplementaryContent, snapshotContent: snapshotContent)
        if let overlay { drawOverlay(in: viewport, overlay) }
    }

    /// Starts a frame in `cr` at `pixelScale` (non-finite or non-positive means 1; pass 1 when
    /// the surface already has a device scale, as GTK's do, and the real factor when `cr`'s
    /// user space is device pixels, as a plain image surface's is) for an output
    /// of `size` points (nil: unbounded; what lies outside is skipped): saves the context, scales
    /// it, starts the image cache's frame. Pair with ``end()``. For
    /// compositions: `begin`, ``clear(_:size:)``, your drawing and ``drawList(_:at:dialogGeometry:content:supplementaryContent:snapshotContent:)``, `end`.
    public func begin(_ cr: OpaquePointer, pixelScale: Double, size: Size? = nil) {
        precondition(self.cr == nil, "CairoRenderer.begin: a frame is already open (call end() first)")
        self.pixelScale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        self.cr = cr
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(cairo_get_target(cr), &sx, &sy)
        deviceScale = self.pixelScale * (sx.isFinite && sx > 0 ? sx : 1)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, self.pixelScale, self.pixelScale)
        images.beginFrame()
        origin = .zero
        visibleRect = size.map { Rect(origin: .zero, size: $0) } ?? Self.everywhere
    }

    /// True when `rect` (offset by `origin`) meets the visible part of the frame. O(1).
    func isVisible(_ rect: Rect) -> Bool {
        let x = rect.minX + origin.x, y = rect.minY + origin.y
        return x < visibleRect.maxX && x + rect.width > visibleRect.minX && y < visibleRect.maxY
            && y + rect.height > visibleRect.minY
    }

    /// Ends the frame ``begin(_:pixelScale:size:)`` started: restores the context and flushes its surface.
    public func end() {
        guard let cr else { return }
        cairo_restore(cr)
        cairo_surface_flush(cairo_get_target(cr))
        self.cr = nil
        origin = .zero
    }

    /// Fills `size` logical points from the top-left with `color` (the palette's background by default).
    public func clear(_ color: RGBA? = nil, size: Size) {
        let saved = origin
        origin = .zero
        fillRect(Rect(origin: .zero, size: size), color ?? palette.background)
        origin = saved
    }

    /// Draws `list` inside an open frame with its viewport's top-left at `origin` (logical
    /// points), clipped to the viewport: background, header/footer bands, visible cells,
    /// scroll indicators, then the overlays (drag snapshot, confirmation, context menu, Undo
    /// toast). The dialog uses `dialogGeometry` (viewport coordinates), or, when nil, the same
    /// placement computed from its anchor. Closures as in ``draw(_:in:viewport:pixelScale:at:dialogGeometry:content:supplementaryContent:snapshotContent:overlay:)``.
    public func drawList<ID: Hashable & Sendable>(_ list: DisplayList<ID>, at origin: Point = .zero,
                                                  dialogGeometry: DialogGeometry? = nil,
                                                  content: ((DisplayCell<ID>) -> CellContent)? = nil,
                                                  supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
                                                  snapshotContent: ((DisplayCell<ID>) -> CellContent)? = nil) {
        guard let cr else { return }
        let viewport = Rect(origin: .zero, size: list.viewport)
        self.origin = origin
        let outer = visibleRect, outerDirection = layoutDirection
        layoutDirection = list.layoutDirection
        cairo_save(cr)
        defer {
            ground.end()
            cairo_restore(cr)
            self.origin = .zero
            visibleRect = outer
            layoutDirection = outerDirection
        }
        let v = snapped(viewport)
        visibleRect = v
        cairo_rectangle(cr, v.minX, v.minY, v.width, v.height)
        cairo_clip(cr)
        drawGroundAndCells(list, clip: v, content: content, supplementaryContent: supplementaryContent)
        // Scroll indicators and overlays draw over cells: nothing stays clean.
        drawScrollIndicators(list)
        for overlay in list.overlays {
            switch overlay {
            case .dragSnapshot(let snapshot):
                let lifted = snapshot.items.first.map {
                    DisplayCell(id: $0, label: snapshot.label, path: ItemPath(section: 0, item: 0), frame: snapshot.frame)
                }
                if let lifted, let snapshotContent {
                    drawSnapshot(snapshot, content: snapshotContent(lifted), ownerSnapshot: true)
                } else {
                    drawSnapshot(snapshot, content: lifted.flatMap { content?($0) })
                }
            case .confirmation(let dialog):
                let geometry = dialogGeometry ?? Self.dialogGeometry(anchor: dialog.anchor, viewport: list.viewport,
                                                                     direction: list.layoutDirection)
                fillRect(viewport, palette.dim)
                // The cards the question is about stay bright above the dimming.
                for cell in list.cells where !cell.isHidden && cell.isSelected && dialog.paths.contains(cell.path) {
                    drawCell(cell, content: content?(cell))
                }
                drawDialogPanel(dialog, geometry: geometry)
            case .contextMenu(let menu):
                drawContextMenu(menu, direction: list.layoutDirection)
            case .undoToast(let toast):
                drawUndoToast(toast, direction: list.layoutDirection)
            }
        }
    }

    /// Draws the owner's overlay above everything drawn so far in the open frame: `overlay`
    /// receives a context whose ``DrawingContext/rect`` is `size` from the top-left (logical
    /// points, not clipped to a list's viewport), at rest (alpha 1), and that size.
    public func drawOverlay(in size: Size, _ overlay: (DrawingContext, Size) -> Void) {
        guard cr != nil else { return }
        let saved = origin
        origin = .zero
        overlay(DrawingContext(renderer: self, rect: Rect(origin: .zero, size: size), state: CellState()), size)
        origin = saved
    }

    /// A context for drawing anything (an app's bar, a PDF page) into the open frame:
    /// ``DrawingContext/rect`` is `rect` (logical points from the frame's top-left), at rest.
    public func context(for rect: Rect) -> DrawingContext {
        DrawingContext(renderer: self, rect: rect, state: CellState())
    }
}

/// A cairo, Pango or image failure, with what was asked and what went wrong.
public struct CairoError: Error, CustomStringConvertible, Sendable {
    /// What failed and why.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
