import MosaicCore
import MosaicSDL

/// A modal panel showing one item's details — an image, a title, a subtitle and labelled
/// rows — that an app draws over its window through `CollectionWindow.overlay` (and the same
/// closure offscreen), e.g. HelloContacts' contact details. A value: the app keeps it, answers
/// keys and clicks with ``frame(in:)`` and ``scroll(by:in:)``, and draws it with
/// ``draw(in:size:)``.
///
/// Geometry (points): centred in the window, ``width`` wide at most (24 inside a narrower
/// window) and as tall as its rows, at most 24 inside the window (then it keeps that height
/// while its rows scroll); a header of
/// ``headerHeight`` (the 72-point image, the title, the subtitle), the rows, and a footer of
/// ``footerHeight`` with ``hint`` and, when the rows do not all fit, which are shown. A row's
/// height follows its value's line count, computed from the font's advance widths (at most
/// ``Row/maximumLines``), so the geometry needs no renderer and hit testing agrees with the
/// drawing. Right to left (``layoutDirection``) the panel mirrors inside its centred frame, as
/// a GNOME or macOS sheet does in a right-to-left locale: the image at the top-right, the
/// title and subtitle lined up at the right beside it, each row's label in the right column
/// and its value in the left one (both lined up at the right; Pango shapes each paragraph in
/// its own direction), the hint at the footer's left. The geometry (``frame(in:)``,
/// ``visibleRows(in:)``) is the same in both directions.
public struct DetailPanel: Sendable, Equatable {
    /// One labelled line of details ("Phone (cell)", "+44 20 7946 0001").
    public struct Row: Sendable, Equatable {
        /// The label, drawn small in the left column.
        public var label: String
        /// The value, wrapped at the right column's width (newlines count as spaces).
        public var value: String
        /// The most lines the value wraps onto; the last ends with "…" when text is left over.
        public static let maximumLines = 4

        /// A row labelled `label` showing `value`.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The heading (a name).
    public var title: String
    /// The line under the title (an organization), or nil.
    public var subtitle: String?
    /// The image at the top-left, cut to a circle; `.none` for none.
    public var image: CellContentConfiguration.Image
    /// The rows, top to bottom.
    public var rows: [Row]
    /// The first row shown (the rows above it are scrolled away); see ``scroll(by:in:)``.
    public var firstRow: Int
    /// The footer's text at the right ("Esc to close"; at the left right to left), or nil.
    public var hint: String?
    /// The direction the panel is drawn in (the window's): `.leftToRight` by default.
    public var layoutDirection = LayoutDirection.leftToRight

    /// The widest the panel gets, in points.
    public static let width = 540.0
    /// The header's height: 24 of padding, the 72-point image, 16 below it.
    public static let headerHeight = 112.0
    /// The footer's height.
    public static let footerHeight = 36.0
    /// The width of the label column.
    public static let labelWidth = 150.0
    /// One line of a row's value.
    public static let lineHeight = 19.0

    /// A panel titled `title` over `rows`, scrolled to the top.
    public init(title: String, subtitle: String? = nil, image: CellContentConfiguration.Image = .none,
                rows: [Row], hint: String? = "Esc to close") {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.rows = rows
        self.firstRow = 0
        self.hint = hint
    }

    // MARK: - Geometry

    /// The panel's width in a window of `size`.
    static func panelWidth(in size: Size) -> Double { max(120, min(width, size.width - 48)) }

    /// The value column's width in a window of `size`.
    static func valueWidth(in size: Size) -> Double { max(40, panelWidth(in: size) - 48 - labelWidth - 12) }

    /// How many lines `row`'s value takes at `valueWidth` points, 1 to ``Row/maximumLines``:
    /// the renderer's word wrap (Pango's, at the value's width) replayed with DejaVu Sans' advance
    /// widths at 14 points, 4 % wider than the font (hinting rounds advances), so the estimate
    /// is never short of the lines drawn and the geometry needs no font. - Complexity: O(n).
    static func lineCount(of row: Row, valueWidth: Double) -> Int {
        let size = 14.0, space = width(of: " ", size: size)
        var lines = 1, current = 0.0
        for word in row.value.split(whereSeparator: { $0 == " " || $0.isNewline || $0 == "\t" }) {
            var w = width(of: word, size: size)
            if current > 0, current + space + w <= valueWidth {
                current += space + w
                continue
            }
            if current > 0 { lines += 1 }
            // A word wider than a line breaks between characters.
            while w > valueWidth {
                lines += 1
                w -= valueWidth
            }
            current = w
        }
        return min(Row.maximumLines, lines)
    }

    /// `text`'s width at `size` points in DejaVu Sans (``advances``; 0.7 em for other Latin
    /// letters, 1 em for CJK), plus 4 %.
    static func width(of text: some StringProtocol, size: Double) -> Double {
        var units = 0
        for scalar in text.unicodeScalars {
            let v = Int(scalar.value)
            units += (32...126).contains(v) ? Int(advances[v - 32]) : v >= 0x2E80 ? 2048 : 1434
        }
        return Double(units) / 2048 * size * 1.04
    }

    /// DejaVu Sans' advance widths of the printable ASCII characters (space … `~`), in
    /// 1/2048 em.
    static let advances: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303, 1303,
        1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577, 1294, 1178,
        1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251,
        1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995,
        1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]

    /// A row's height: its lines and 10 points of spacing.
    static func rowHeight(_ row: Row, valueWidth: Double) -> Double {
        Double(lineCount(of: row, valueWidth: valueWidth)) * lineHeight + 10
    }

    /// The rows shown from ``firstRow`` in a window of `size` (as many as fit).
    /// - Complexity: O(rows shown).
    public func visibleRows(in size: Size) -> Range<Int> {
        let first = min(max(0, firstRow), rows.count)
        let room = maximumRowsHeight(in: size), w = Self.valueWidth(in: size)
        var end = first, used = 0.0
        while end < rows.count {
            let h = Self.rowHeight(rows[end], valueWidth: w)
            if used + h > room, end > first { break }
            used += h
            end += 1
        }
        return first..<end
    }

    /// The room the rows may take in a window of `size`.
    private func maximumRowsHeight(in size: Size) -> Double {
        max(Self.lineHeight + 10, size.height - 48 - Self.headerHeight - 12 - Self.footerHeight)
    }

    /// The panel's rectangle in a window of `size` (window coordinates): a click outside it
    /// closes a modal panel. - Complexity: O(rows).
    public func frame(in size: Size) -> Rect {
        let w = Self.panelWidth(in: size), vw = Self.valueWidth(in: size)
        // Rows that do not all fit take all the room, so the panel keeps its place as it scrolls.
        let allRows = rows.reduce(0.0) { $0 + Self.rowHeight($1, valueWidth: vw) }
        let room = maximumRowsHeight(in: size)
        let rowsHeight = rows.isEmpty ? Self.lineHeight + 10
            : allRows <= room ? allRows : max(room, visibleRows(in: size).reduce(0.0) { $0 + Self.rowHeight(rows[$1], valueWidth: vw) })
        let h = Self.headerHeight + 12 + rowsHeight + Self.footerHeight
        return Rect(x: ((size.width - w) / 2).rounded(), y: max(0, ((size.height - h) / 2).rounded()), width: w, height: h)
    }

    /// Scrolls by `count` rows (negative: up), keeping the last row at the bottom at most.
    /// Returns false when nothing moved. - Complexity: O(rows).
    @discardableResult
    public mutating func scroll(by count: Int, in size: Size) -> Bool {
        // The last first row: the smallest one from which every remaining row fits.
        let room = maximumRowsHeight(in: size), w = Self.valueWidth(in: size)
        var last = rows.count, used = 0.0
        while last > 0 {
            let h = Self.rowHeight(rows[last - 1], valueWidth: w)
            if used + h > room, last < rows.count { break }
            used += h
            last -= 1
        }
        let target = min(max(0, firstRow + count), last)
        guard target != firstRow else { return false }
        firstRow = target
        return true
    }

    // MARK: - Drawing

    /// Draws the panel centred in a window of `size`: the window dimmed, then a white panel
    /// with a shadow — the image (initials in their color, or a decoded image, as a circle),
    /// the title in bold and the subtitle, a hairline, the rows (label at the left in gray,
    /// value wrapped at the right), and the footer; mirrored right to left (``layoutDirection``:
    /// it is laid out left to right and every box mirrored across the panel). Call it from
    /// `CollectionWindow.overlay`.
    /// - Complexity: O(rows shown) text draws.
    public func draw(in context: DrawingContext, size: Size) {
        context.fill(Rect(origin: .zero, size: size), color: Palette.dim)
        let ctx = MirroredContext(context.directed(layoutDirection), across: frame(in: size))
        let panel = frame(in: size)
        ctx.fill(panel.offsetBy(dx: 0, dy: 4).insetBy(dx: -3, dy: -3), cornerRadius: 18, color: RGBA(0, 0, 0, 40))
        ctx.fill(panel, cornerRadius: 16, color: Palette.card)
        let avatar = Rect(x: panel.minX + 24, y: panel.minY + 24, width: 72, height: 72)
        switch image {
        case .none:
            break
        case .initials(let initials, let color):
            ctx.fillCircle(center: Point(x: avatar.midX, y: avatar.midY), radius: 36, color: color)
            ctx.drawText(initials, in: avatar, size: 26, color: Palette.card, bold: true, alignment: .center)
        case .source(let source, let contentMode):
            ctx.drawImage(source, in: avatar, contentMode: contentMode, cornerRadius: 36)
        }
        var textX = avatar.maxX + 16
        if case .none = image { textX = panel.minX + 24 }
        let textWidth = max(0, panel.maxX - 24 - textX)
        let titleTop = subtitle == nil ? avatar.midY - 15 : avatar.minY + 6
        ctx.drawText(title, in: Rect(x: textX, y: titleTop, width: textWidth, height: 30), size: 21, bold: true)
        if let subtitle {
            ctx.drawText(subtitle, in: Rect(x: textX, y: titleTop + 32, width: textWidth, height: 22), size: 15,
                         color: Palette.secondaryText)
        }
        let separatorY = panel.minY + Self.headerHeight
        ctx.fill(Rect(x: panel.minX + 24, y: separatorY, width: panel.width - 48, height: 1), color: Palette.separator)
        let valueX = panel.minX + 24 + Self.labelWidth + 12, valueWidth = Self.valueWidth(in: size)
        var y = separatorY + 12
        if rows.isEmpty {
            ctx.drawText("No other details", in: Rect(x: panel.minX + 24, y: y, width: panel.width - 48, height: Self.lineHeight),
                         size: 14, color: Palette.secondaryText, placement: .top)
        }
        let shown = visibleRows(in: size)
        for row in rows[shown] {
            let lines = Self.lineCount(of: row, valueWidth: valueWidth)
            ctx.drawText(row.label, in: Rect(x: panel.minX + 24, y: y + 2, width: Self.labelWidth, height: Self.lineHeight),
                         size: 12, color: Palette.secondaryText, placement: .top)
            ctx.drawText(row.value, in: Rect(x: valueX, y: y, width: valueWidth, height: Double(lines) * Self.lineHeight),
                         size: 14, lines: lines, placement: .top)
            y += Self.rowHeight(row, valueWidth: valueWidth)
        }
        let footer = Rect(x: panel.minX + 24, y: panel.maxY - Self.footerHeight, width: panel.width - 48, height: Self.footerHeight - 8)
        if shown.count < rows.count {
            ctx.drawText("\(shown.lowerBound + 1)–\(shown.upperBound) of \(rows.count) · ↑↓ to scroll", in: footer, size: 12,
                         color: Palette.secondaryText)
        }
        if let hint { ctx.drawText(hint, in: footer, size: 12, color: Palette.secondaryText, alignment: .trailing) }
    }
}
