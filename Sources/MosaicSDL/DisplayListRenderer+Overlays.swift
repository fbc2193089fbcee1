import MosaicCore
import MosaicView

extension DisplayListRenderer {
    /// The dialog's placement when the caller has none: the panel (280 × 120 at most) below
    /// the anchor, or above it when there is no room, clamped 8 points inside the viewport,
    /// with the destructive and cancel buttons side by side at its bottom. The same rule as
    /// `CollectionView.dialogLayout`, so an offscreen render of a bare `DisplayList` matches
    /// the window.
    public static func dialogGeometry(anchor: Rect, viewport: Size) -> DialogGeometry {
        let w = min(280, viewport.width - 16), h = 120.0
        var x = anchor.midX - w / 2
        var y = anchor.maxY + 8
        if y + h > viewport.height - 8 { y = anchor.minY - h - 8 }
        x = min(max(8, x), max(8, viewport.width - w - 8))
        y = min(max(8, y), max(8, viewport.height - h - 8))
        let bw = (w - 36) / 2
        return (Rect(x: x, y: y, width: w, height: h),
                Rect(x: x + 12, y: y + h - 44, width: bw, height: 32),
                Rect(x: x + 24 + bw, y: y + h - 44, width: bw, height: 32))
    }

    /// The modal confirmation: the viewport dimmed, a white panel with a shadow, the title
    /// (bold) and the message (wrapped), a red destructive button and a gray cancel button;
    /// the focused button (the one Enter activates) has a focus ring.
    func drawDialog(_ dialog: ConfirmationDialog, geometry: DialogGeometry, viewport: Size) {
        fillRect(Rect(origin: .zero, size: viewport), Palette.dim)
        let panel = geometry.panel
        fillRoundedRect(panel.offsetBy(dx: 0, dy: 3).insetBy(dx: -2, dy: -2), radius: 16, RGBA(0, 0, 0, 40))
        fillRoundedRect(panel, radius: 14, Palette.card)
        let inner = panel.insetBy(dx: 12, dy: 0)
        drawText(dialog.title, size: 15, color: Palette.text, bold: true,
                 in: Rect(x: inner.minX, y: panel.minY + 10, width: inner.width, height: 20))
        let messageTop = panel.minY + 34
        let buttonsTop = min(geometry.destructive.minY, geometry.cancel.minY)
        drawText(dialog.message, size: 12, color: Palette.secondaryText, wrapWidth: inner.width,
                 in: Rect(x: inner.minX, y: messageTop, width: inner.width, height: max(0, buttonsTop - messageTop - 4)),
                 placement: .top)
        drawButton(dialog.destructiveTitle, in: geometry.destructive, fill: Palette.destructive, textColor: Palette.card,
                   isFocused: dialog.focusedButton == .destructive)
        drawButton(dialog.cancelTitle, in: geometry.cancel, fill: Palette.neutralButton, textColor: Palette.text,
                   isFocused: dialog.focusedButton == .cancel)
    }

    /// A rounded button with a centered bold title, and a focus ring around it when focused.
    func drawButton(_ title: String, in rect: Rect, fill color: RGBA, textColor: RGBA, isFocused: Bool) {
        if isFocused {
            strokeRoundedRect(rect.insetBy(dx: -4, dy: -4), radius: 12, width: 2.5, Palette.accent)
        }
        fillRoundedRect(rect, radius: 8, color)
        drawText(title, size: 14, color: textColor, bold: true, in: rect)
    }

    /// Thin translucent bars at the right (and bottom) edge when the content is taller (or
    /// wider) than the viewport: length ∝ viewport ÷ content (at least 24 points), position
    /// ∝ offset ÷ scrollable range.
    func drawScrollIndicators<ID: Hashable & Sendable>(_ list: DisplayList<ID>) {
        let v = list.viewport, c = list.contentSize, o = list.contentOffset
        if let bar = Self.indicator(viewport: v.height, content: c.height, offset: o.y) {
            fillRoundedRect(Rect(x: v.width - 6, y: bar.start, width: 3, height: bar.length), radius: 1.5,
                            Palette.scrollIndicator)
        }
        if let bar = Self.indicator(viewport: v.width, content: c.width, offset: o.x) {
            fillRoundedRect(Rect(x: bar.start, y: v.height - 6, width: bar.length, height: 3), radius: 1.5,
                            Palette.scrollIndicator)
        }
    }

    /// Where a scroll indicator goes along one axis, or nil when the content fits.
    static func indicator(viewport: Double, content: Double, offset: Double) -> (start: Double, length: Double)? {
        guard viewport.isFinite, content.isFinite, offset.isFinite, viewport > 8, content > viewport + 0.5
        else { return nil }
        let track = viewport - 4
        let length = min(track, max(24, track * viewport / content))
        let t = min(max(offset / (content - viewport), 0), 1)
        return (2 + t * (track - length), length)
    }
}
