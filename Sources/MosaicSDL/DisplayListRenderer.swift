import CSDL2
import MosaicCore
import MosaicView

/// The dialog's panel and button rectangles in the collection's viewport coordinates, as
/// `OverlayPresenter.dialogLayout` returns them.
public typealias DialogGeometry = (panel: Rect, destructive: Rect, cancel: Rect)

/// Draws a `DisplayList` (and a `TopBar`) with an SDL renderer: rounded cards with an
/// initials avatar and a label, header/footer bands, the drag snapshot, the confirmation
/// dialog and a scroll indicator.
///
/// Coordinates are logical points; `pixelScale` (renderer output size ÷ window size) maps them
/// to pixels through `SDL_RenderSetScale`. Shapes are snapped to whole pixels and filled as
/// batched horizontal spans (see `Shapes`), text is rendered once per (text, size, color)
/// into a cached texture. Everything drawn is clipped by this class to the current clip
/// rectangle, in pixels.
///
/// A frame is `clear()`, then `draw(topBar:)` and `draw(_:at:dialogGeometry:)`, then the owner
/// presents (window) or reads the pixels (offscreen).
///
/// Owns the `SDL_Renderer`, its fonts and textures; not thread-safe (SDL rendering is
/// single-threaded). `close()` (or deinit) tears down fonts and textures, then the renderer,
/// then releases its `TTF_Init` reference; drawing after `close()` does nothing.
public final class DisplayListRenderer {
    /// DejaVu Sans, from Debian's `fonts-dejavu-core`.
    public static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// DejaVu Sans Bold; when it cannot be opened the regular font is emboldened.
    public static let defaultBoldFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The SDL renderer; nil once closed.
    private(set) var handle: OpaquePointer?
    let text: TextCache
    /// Decoded images and their drawn sizes, under a memory bound (see `ImageCache`); set its
    /// `memoryLimit`, `decodesPerFrame` and `variantsPerFrame` to tune it.
    public let images: ImageCache
    /// Logical points to pixels.
    public private(set) var pixelScale: Double = 1

    /// Where the list being drawn has its origin, in logical points.
    var origin = Point.zero
    /// The current clip, in pixels.
    var clip = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    /// Avatar colors and initials by label.
    var faces: [String: CardFace] = [:]
    /// Scratch buffers reused across shapes (no allocation per shape in steady state).
    var spans: [PixelRect] = []
    private var fillBuffer: [SDL_FRect] = []

    /// Takes ownership of `renderer` (an `SDL_Renderer*`), even when it throws: on failure
    /// the renderer is destroyed.
    /// - Throws: `SDLError` when SDL2_ttf cannot start or the font cannot be opened.
    public init(renderer: OpaquePointer, pixelScale: Double = 1, fontPath: String = defaultFontPath,
                boldFontPath: String? = defaultBoldFontPath) throws(SDLError) {
        guard TTF_Init() == 0 else {
            SDL_DestroyRenderer(renderer)
            throw SDLError("TTF_Init")
        }
        do throws(SDLError) {
            text = try TextCache(renderer: renderer, regularPath: fontPath, boldPath: boldFontPath)
        } catch {
            SDL_DestroyRenderer(renderer)
            TTF_Quit()
            throw error
        }
        handle = renderer
        images = ImageCache(renderer: renderer)
        setPixelScale(pixelScale)
        spans.reserveCapacity(256)
        fillBuffer.reserveCapacity(256)
    }

    deinit { close() }

    /// Destroys textures (text and images) and fonts, then the renderer, then releases SDL2_ttf. Idempotent.
    public func close() {
        guard let renderer = handle else { return }
        text.close()
        images.close()
        SDL_DestroyRenderer(renderer)
        handle = nil
        TTF_Quit()
    }

    /// Sets the logical-to-pixel scale (non-finite or non-positive values mean 1).
    public func setPixelScale(_ scale: Double) {
        pixelScale = scale.isFinite && scale > 0 ? scale : 1
        if let handle { SDL_RenderSetScale(handle, Float(pixelScale), Float(pixelScale)) }
    }

    /// The renderer's output size in pixels (zero once closed).
    public var outputPixelSize: (width: Int, height: Int) {
        guard let handle else { return (0, 0) }
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &w, &h) == 0 else { return (0, 0) }
        return (Int(w), Int(h))
    }

    /// The whole output, in pixels.
    var outputBounds: PixelRect {
        let (w, h) = outputPixelSize
        return PixelRect(x0: 0, y0: 0, x1: Int32(clamping: w), y1: Int32(clamping: h))
    }

    /// The output size in logical points.
    public var logicalSize: Size {
        let (w, h) = outputPixelSize
        return Size(width: Double(w) / pixelScale, height: Double(h) / pixelScale)
    }

    /// The number of text textures cached.
    public var cachedTextCount: Int { text.count }

    /// Starts a frame: fills the whole output with `color`, resets the clip and origin, and
    /// starts the image cache's frame (its decode budget).
    public func clear(_ color: RGBA = Palette.background) {
        text.beginFrame()
        images.beginFrame()
        origin = .zero
        clip = outputBounds
        spans.removeAll(keepingCapacity: true)
        spans.append(clip)
        fill(spans, color)
    }

    /// Shows the frame (window renderers; `SDL_RenderPresent`).
    public func present() {
        if let handle { SDL_RenderPresent(handle) }
    }

    /// Executes the queued drawing commands (the software renderer draws lazily).
    public func flush() {
        if let handle { _ = SDL_RenderFlush(handle) }
    }

    /// Draws `list` with its viewport's top-left at `origin` (logical points), clipped to the
    /// viewport: background, header/footer bands, visible cells, scroll indicators, then the
    /// overlays. The dialog uses `dialogGeometry` (viewport coordinates, e.g. the collection
    /// presenter's `dialogLayout`), or, when nil, the same placement computed from its anchor.
    ///
    /// `content` says what each visible cell shows (and the drag snapshot, drawn lifted); it
    /// is called only for the cells in the list, each frame, so it should be cheap (look up,
    /// don't load). Nil draws HelloContacts' contact card of each cell's label.
    /// `supplementaryContent` does the same for headers and footers; nil (or a nil result)
    /// draws a plain band. `snapshotContent` (like `snapshotForCell`) draws the picture
    /// that follows the pointer during a drag; nil uses `content` in the lifted state (with
    /// the exchange's snapshot background when the engine asks for one).
    /// - Complexity: O(cells + supplementaries + overlays) shapes; each shape O(its rows).
    public func draw<ID: Hashable & Sendable>(_ list: DisplayList<ID>, at origin: Point = .zero, dialogGeometry: DialogGeometry? = nil,
                                              content: ((DisplayCell<ID>) -> CellContent)? = nil,
                                              supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
                                              snapshotContent: ((DisplayCell<ID>) -> CellContent)? = nil) {
        guard handle != nil else { return }
        let viewport = Rect(origin: .zero, size: list.viewport)
        self.origin = origin
        clip = outputBounds
        clip = clip.intersection(pixelRect(viewport) ?? clip)
        defer {
            clip = outputBounds
            self.origin = .zero
        }
        fillRect(viewport, Palette.background)
        for supplementary in list.supplementaries {
            drawSupplementary(supplementary, content: supplementaryContent?(supplementary))
        }
        for cell in list.cells where !cell.isHidden { drawCell(cell, content: content?(cell)) }
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
                let geometry = dialogGeometry ?? DisplayListRenderer.dialogGeometry(anchor: dialog.anchor,
                                                                                    viewport: list.viewport)
                drawDialog(dialog, geometry: geometry, viewport: list.viewport)
                // The cards the question is about stay bright above the dimming.
                for cell in list.cells where !cell.isHidden && cell.isSelected && dialog.paths.contains(cell.path) {
                    drawCell(cell, content: content?(cell))
                }
                drawDialogPanel(dialog, geometry: geometry)
            case .contextMenu(let menu):
                drawContextMenu(menu)
            case .undoToast(let toast):
                drawUndoToast(toast)
            }
        }
    }

    // MARK: - Primitives (logical rects, offset by `origin`, snapped to pixels, clipped)

    /// `rect` offset by `origin`, in whole pixels; nil when not finite.
    func pixelRect(_ rect: Rect) -> PixelRect? {
        let s = pixelScale
        let x0 = (rect.minX + origin.x) * s, y0 = (rect.minY + origin.y) * s
        let x1 = (rect.maxX + origin.x) * s, y1 = (rect.maxY + origin.y) * s
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        return PixelRect(x0: Self.pixel(x0), y0: Self.pixel(y0), x1: Self.pixel(x1), y1: Self.pixel(y1))
    }

    /// A finite pixel coordinate rounded and clamped into a safe range.
    static func pixel(_ v: Double) -> Int32 { Int32(min(max(v, -1_000_000), 1_000_000).rounded()) }

    /// Logical length in pixels, at least `minimum`.
    func pixels(_ length: Double, minimum: Int32 = 0) -> Int32 {
        guard length.isFinite else { return minimum }
        return max(minimum, Self.pixel(length * pixelScale))
    }

    /// Rows up to this many pixels take SDL's scalar fill loop.
    static let scalarFillWidth: Int32 = 15
    /// Rows from this many pixels fill fastest with SDL's streaming (SSE) stores.
    static let streamingFillWidth: Int32 = 256

    /// Fills `rects` (pixels) with `color`: one batched call; blending only when translucent.
    func fill(_ rects: [PixelRect], _ color: RGBA) {
        guard let handle, !rects.isEmpty, color.a > 0 else { return }
        SDL_SetRenderDrawBlendMode(handle, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
        // The renderer multiplies by the scale and truncates: a quarter-pixel bias makes the
        // truncation land exactly on the integer pixel for any scale.
        let inverse = Float(1 / pixelScale)
        func append(_ x0: Int32, _ x1: Int32, _ r: PixelRect) {
            fillBuffer.append(SDL_FRect(x: (Float(x0) + 0.25) * inverse, y: (Float(r.y0) + 0.25) * inverse,
                                        w: (Float(x1 - x0) + 0.25) * inverse, h: (Float(r.height) + 0.25) * inverse))
        }
        fillBuffer.removeAll(keepingCapacity: true)
        let opaque = color.a == 255
        for r in rects {
            // SDL 2.26's opaque fill uses SSE non-temporal stores for rows of 16+ pixels, which
            // costs ~6 ns/pixel for rows of 16–250 pixels (partial cache lines) against ~0.6 for
            // its scalar loop: fill such rects as columns of at most 15 pixels (same pixels).
            if opaque, r.width > Self.scalarFillWidth, r.width < Self.streamingFillWidth {
                var x = r.x0
                while x < r.x1 {
                    let next = min(x + Self.scalarFillWidth, r.x1)
                    append(x, next, r)
                    x = next
                }
            } else {
                append(r.x0, r.x1, r)
            }
        }
        fillBuffer.withUnsafeBufferPointer { buffer in
            _ = SDL_RenderFillRectsF(handle, buffer.baseAddress, Int32(buffer.count))
        }
    }

    /// Fills a rectangle.
    func fillRect(_ rect: Rect, _ color: RGBA) {
        guard let p = pixelRect(rect) else { return }
        let r = p.intersection(clip)
        guard !r.isEmpty else { return }
        spans.removeAll(keepingCapacity: true)
        spans.append(r)
        fill(spans, color)
    }

    /// Fills a rounded rectangle (`radius` in points).
    func fillRoundedRect(_ rect: Rect, radius: Double, _ color: RGBA) {
        guard let p = pixelRect(rect) else { return }
        spans.removeAll(keepingCapacity: true)
        Shapes.appendRoundedRect(p, radius: radius * pixelScale, clip: clip, to: &spans)
        fill(spans, color)
    }

    /// Strokes the inside edge of a rounded rectangle, `width` points thick (at least 1 pixel).
    func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, _ color: RGBA) {
        guard let p = pixelRect(rect) else { return }
        spans.removeAll(keepingCapacity: true)
        Shapes.appendRing(p, radius: radius * pixelScale, width: pixels(width, minimum: 1), clip: clip, to: &spans)
        fill(spans, color)
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

    /// Draws `string` in `box`, clipped to the box and to the clip rectangle. `size` is in
    /// points. With `lines` > 0 the text is wrapped at the box's width onto at most that many
    /// lines, the last ending with "…" when text is left over; otherwise `wrapWidth` > 0
    /// wraps (centered lines) at that many points, and 0 draws one line that shows its start.
    /// `textScale` magnifies text laid out at `size` and `box.width ÷ textScale`, so line
    /// breaks do not change while an element scales. Returns false when nothing was drawn.
    @discardableResult
    func drawText(_ string: String, size: Double, color: RGBA, bold: Bool = false, wrapWidth: Double = 0,
                  lines: Int = 0, alpha: Double = 1, in box: Rect, placement: TextPlacement = .center,
                  alignment: TextAlignment = .center, textScale: Double = 1) -> Bool {
        guard let handle, let boxPixels = pixelRect(box), textScale.isFinite, textScale > 0.01 else { return false }
        let layoutWidth = lines > 0 ? box.width / textScale : wrapWidth
        var key = TextKey(text: string, pixelSize: pixels(size, minimum: 1), color: color, bold: bold,
                          wrapWidth: layoutWidth > 0 ? pixels(layoutWidth, minimum: 1) / 4 * 4 : 0)
        if lines > 0 {
            key.wrapWidth = pixels(layoutWidth, minimum: 1)
            key.maxLines = Int32(clamping: lines)
            key.alignment = alignment == .leading ? 1 : alignment == .trailing ? 2 : 0
        }
        guard key.pixelSize >= TextCache.pixelSizes.lowerBound, let entry = text.texture(key) else { return false }
        let width = Int32((Double(entry.width) * textScale).rounded()), height = Int32((Double(entry.height) * textScale).rounded())
        // Text wider than its box shows its start.
        let x: Int32
        switch alignment {
        case _ where width > boxPixels.width, .leading: x = boxPixels.x0
        case .center: x = boxPixels.x0 + (boxPixels.width - width) / 2
        case .trailing: x = boxPixels.x1 - width
        }
        let y: Int32
        switch placement {
        case .top: y = boxPixels.y0
        case .center: y = boxPixels.y0 + (boxPixels.height - height) / 2
        case .bottom: y = boxPixels.y1 - height
        }
        let placed = PixelRect(x0: x, y0: y, x1: x + width, y1: y + height)
        let visible = placed.intersection(boxPixels).intersection(clip)
        guard !visible.isEmpty else { return false }
        let a = RGBA.channel(alpha * Double(color.a) / 255)
        guard a > 0 else { return false }
        SDL_SetTextureAlphaMod(entry.texture, a)
        let inverseScale = 1 / textScale
        var source = SDL_Rect(x: Int32((Double(visible.x0 - placed.x0) * inverseScale).rounded(.down)),
                              y: Int32((Double(visible.y0 - placed.y0) * inverseScale).rounded(.down)),
                              w: Int32((Double(visible.width) * inverseScale).rounded()),
                              h: Int32((Double(visible.height) * inverseScale).rounded()))
        source.w = max(1, min(source.w, entry.width - source.x))
        source.h = max(1, min(source.h, entry.height - source.y))
        return copy(entry.texture, source: source, to: visible, with: handle)
    }

    /// Copies `source` (texture pixels) of `texture` onto the pixel rect `destination`
    /// (scaling when their sizes differ). Returns false when SDL fails.
    func copy(_ texture: OpaquePointer, source: SDL_Rect, to destination: PixelRect, with handle: OpaquePointer) -> Bool {
        var source = source
        // The same quarter-pixel bias as `fill`: truncation lands on the integer pixel.
        let inverse = Float(1 / pixelScale)
        var target = SDL_FRect(x: (Float(destination.x0) + 0.25) * inverse, y: (Float(destination.y0) + 0.25) * inverse,
                               w: (Float(destination.width) + 0.25) * inverse,
                               h: (Float(destination.height) + 0.25) * inverse)
        return SDL_RenderCopyF(handle, texture, &source, &target) == 0
    }
}
