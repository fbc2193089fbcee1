internal import CPangoCairo
import MosaicCore

/// What a shaped layout depends on: its text and how it is laid out. Color is not part of it
/// (set on the cairo context when drawing), nor the pixel scale (layouts are shaped with
/// hinted metrics off, so they are the same at every scale).
public struct TextLayoutKey: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font size in points.
    public var size: Double
    /// Bold weight.
    public var bold: Bool
    /// The width lines wrap or ellipsize at, in points.
    public var width: Double
    /// The most lines (the last ellipsized); 0 wraps without a limit.
    public var lines: Int
    /// The paragraph's alignment (`.leading` follows the text's direction).
    public var alignment: DrawingContext.TextAlignment
    /// The direction of the view the text is drawn in: right to left, `.leading` is the right
    /// edge and `.trailing` the left one whatever the text's own direction.
    public var layoutDirection: LayoutDirection

    /// A key from every part (left to right unless `layoutDirection` says otherwise).
    public init(text: String, size: Double, bold: Bool, width: Double, lines: Int,
                alignment: DrawingContext.TextAlignment, layoutDirection: LayoutDirection = .leftToRight) {
        self.text = text
        self.size = size
        self.bold = bold
        self.width = width
        self.lines = lines
        self.alignment = alignment
        self.layoutDirection = layoutDirection
    }
}

/// A shaped `PangoLayout` and its logical size in points. Owned by the cache that made it.
public final class TextLayout {
    /// The `PangoLayout*` (valid while the cache holds this layout).
    public let handle: OpaquePointer
    /// The logical width in points (the ink may spill over it slightly).
    public let width: Double
    /// The logical height in points (lines × line height).
    public let height: Double
    /// Characters no installed font could draw (drawn as boxes); 0 when every script has a font.
    public var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(handle)) }
    /// True when the first line runs right to left (the paragraph's direction, from its text).
    public var isRightToLeft: Bool {
        guard let line = pango_layout_get_line_readonly(handle, 0) else { return false }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
    }
    /// The number of lines after wrapping.
    public var lineCount: Int { Int(pango_layout_get_line_count(handle)) }
    /// True when Pango ellipsized the text (it did not fit its width and lines).
    public var isEllipsized: Bool { pango_layout_is_ellipsized(handle) != 0 }
    /// True when every character is below U+2190 (no colour glyphs: fading needs no group).
    let isPlainText: Bool

    init(handle: OpaquePointer, text: String) {
        self.handle = handle
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(handle, &ink, &logical)
        let scale = Double(mosaic_pango_scale())
        width = Double(logical.width) / scale
        height = Double(logical.height) / scale
        isPlainText = text.unicodeScalars.allSatisfy { $0.value < 0x2190 }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }
}

/// Shaped layouts by ``TextLayoutKey`` in a bounded LRU: a frame re-shapes only text that
/// changed or fell out of the cache. Shaping is Pango's (HarfBuzz, fribidi, fontconfig
/// fallback): bidi and joining, Indic conjuncts, CJK, colour emoji; the paragraph's
/// direction comes from its text; ellipsis is Pango's ("…" at the end of the last line).
///
/// The font is ``fontFamily`` (DejaVu Sans first, then whatever fontconfig falls back to per
/// character). Not thread-safe.
public final class TextLayoutCache {
    /// 4,096 layouts: every name of a few screens of cards with room to scroll back.
    public static let defaultCapacity = 4096
    /// The font family list (Pango's comma-separated families).
    public static let fontFamily = "DejaVu Sans, sans-serif"

    /// The most layouts kept (at least 1).
    public let capacity: Int
    /// Layouts shaped since the cache was created (misses; for tests and figures).
    public private(set) var shapeCount = 0
    private let context: OpaquePointer
    private var layouts: [TextLayoutKey: TextLayout] = [:]
    private var recency = LRUList<TextLayoutKey>()

    /// An empty cache with its own Pango context (fontconfig's font map, hinted metrics off so
    /// layouts do not depend on the pixel scale).
    /// - Throws: ``CairoError`` when Pango cannot make a context.
    init(capacity: Int = defaultCapacity) throws(CairoError) {
        self.capacity = max(1, capacity)
        guard let fontMap = pango_cairo_font_map_get_default(),
              let context = pango_font_map_create_context(fontMap) else {
            throw CairoError("Pango: no cairo font map (is fontconfig installed with at least one font?)")
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        self.context = context
    }

    deinit {
        layouts.removeAll()
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The number of layouts cached. O(1).
    public var count: Int { layouts.count }

    /// Empties the cache (after a font change, or to free memory).
    public func removeAll() {
        layouts.removeAll()
        recency.removeAll()
    }

    /// The shaped layout for `key`: cached (and marked recent), or shaped now and cached,
    /// evicting the least recently used layout beyond ``capacity``. Nil for empty text.
    /// - Complexity: O(1) amortized on a hit (one hash of the key); shaping on a miss.
    public func layout(for key: TextLayoutKey) -> TextLayout? {
        if let cached = layouts[key] {
            recency.touch(key)
            return cached
        }
        guard !key.text.isEmpty, let handle = pango_layout_new(context) else { return nil }
        let font = pango_font_description_from_string(Self.fontFamily)
        pango_font_description_set_absolute_size(font, key.size * Double(mosaic_pango_scale()))
        pango_font_description_set_weight(font, key.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(handle, font)
        pango_font_description_free(font)
        pango_layout_set_auto_dir(handle, 1)
        pango_layout_set_width(handle, Int32(clamping: Int((key.width * Double(mosaic_pango_scale())).rounded(.down))))
        pango_layout_set_wrap(handle, PANGO_WRAP_WORD_CHAR)
        if key.lines > 0 {
            pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(handle, Int32(-key.lines))
        }
        switch key.alignment {
        case .leading: pango_layout_set_alignment(handle, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(handle, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(handle, PANGO_ALIGN_RIGHT)
        }
        // A name is one paragraph: line and paragraph breaks are spaces.
        let text = key.text.contains(where: \.isNewline)
            ? String(key.text.map { $0.isNewline ? " " : $0 }) : key.text
        pango_layout_set_text(handle, text, -1)
        if key.layoutDirection == .rightToLeft { Self.alignForRightToLeftView(handle, key.alignment) }
        let layout = TextLayout(handle: handle, text: key.text)
        shapeCount += 1
        layouts[key] = layout
        recency.touch(key)
        while layouts.count > capacity, let old = recency.leastRecent {
            recency.remove(old)
            layouts[old] = nil
        }
        assert(layouts.count == recency.count, "TextLayoutCache: \(layouts.count) layouts, \(recency.count) in the LRU")
        return layout
    }
}
