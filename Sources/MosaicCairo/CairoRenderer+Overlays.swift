import MosaicCore
import MosaicView

extension CairoRenderer {
    /// The dialog's placement when the caller has none: the panel (280 × 120 at most) below
    /// the anchor, or above it when there is no room, clamped 8 points inside the viewport,
    /// with the destructive and cancel buttons side by side at its bottom, in mirrored order
    /// right to left (`ConfirmationDialog.geometry(in:direction:)`, which
    /// `OverlayPresenter.dialogLayout` uses too, so an offscreen render of a bare `DisplayList`
    /// matches the window).
    public static func dialogGeometry(anchor: Rect, viewport: Size, direction: LayoutDirection = .leftToRight) -> DialogGeometry {
        ConfirmationDialog(title: "", message: "", destructiveTitle: "", cancelTitle: "", path: ItemPath(0, 0),
                           anchor: anchor).geometry(in: viewport, direction: direction)
    }

    /// The confirmation's panel: white with a shadow, the title (bold) and the message
    /// (wrapped), a red destructive button and a gray cancel button; the focused button (the
    /// one Enter activates) has a focus ring. The title and message are centred (the same in
    /// both directions); `geometry` places the buttons.
    func drawDialogPanel(_ dialog: ConfirmationDialog, geometry: DialogGeometry) {
        let panel = geometry.panel
        fillRoundedRect(panel.offsetBy(dx: 0, dy: 3).insetBy(dx: -2, dy: -2), radius: 16, RGBA(0, 0, 0, 40))
        fillRoundedRect(panel, radius: 14, palette.card)
        let inner = panel.insetBy(dx: 12, dy: 0)
        drawText(dialog.title, size: 15, color: palette.text, bold: true,
                 in: Rect(x: inner.minX, y: panel.minY + 10, width: inner.width, height: 20))
        let messageTop = panel.minY + 34
        let buttonsTop = min(geometry.destructive.minY, geometry.cancel.minY)
        drawText(dialog.message, size: 12, color: palette.secondaryText, wrapWidth: inner.width,
                 in: Rect(x: inner.minX, y: messageTop, width: inner.width, height: max(0, buttonsTop - messageTop - 4)),
                 placement: .top)
        drawButton(dialog.destructiveTitle, in: geometry.destructive, fill: palette.destructive, textColor: RGBA(255, 255, 255),
                   isFocused: dialog.focusedButton == .destructive)
        drawButton(dialog.cancelTitle, in: geometry.cancel, fill: palette.neutralButton, textColor: palette.text,
                   isFocused: dialog.focusedButton == .cancel)
    }

    /// A rounded button with a centered bold title, and a focus ring around it when focused.
    func drawButton(_ title: String, in rect: Rect, fill color: RGBA, textColor: RGBA, isFocused: Bool) {
        if isFocused {
            strokeRoundedRect(rect.insetBy(dx: -4, dy: -4), radius: 12, width: 2.5, palette.accent)
        }
        fillRoundedRect(rect, radius: 8, color)
        drawText(title, size: 14, color: textColor, bold: true, in: rect)
    }

    /// The context menu: a white panel with a shadow and a hairline border, one row per entry;
    /// the focused entry tinted with the accent, disabled entries in gray; the entries line up
    /// at the leading edge of `direction` (the right edge right to left).
    func drawContextMenu(_ menu: ContextMenu, direction: LayoutDirection = .leftToRight) {
        let panel = menu.frame
        fillRoundedRect(panel.offsetBy(dx: 0, dy: 3).insetBy(dx: -2, dy: -2), radius: 10, RGBA(0, 0, 0, 40))
        fillRoundedRect(panel.insetBy(dx: -1, dy: -1), radius: 9, palette.separator)
        fillRoundedRect(panel, radius: 8, palette.card)
        for (i, item) in menu.items.enumerated() {
            let row = menu.itemFrame(i)
            if i == menu.focusedIndex { fillRoundedRect(row.insetBy(dx: 4, dy: 1), radius: 5, palette.menuFocus) }
            let color = !item.isEnabled ? palette.disabledText : (item.action == .delete ? palette.destructive : palette.text)
            drawText(item.title, size: 14, color: color, in: row.insetBy(dx: 14, dy: 0), placement: .center,
                     alignment: .leading, direction: direction)
        }
    }

    /// The Undo toast: a dark rounded panel at the bottom, the message in white beside the
    /// Undo button (accent text) — message at the left and button at the right, both mirrored
    /// right to left (`UndoToast.frames(in:direction:)`), the message lined up at `direction`'s
    /// leading edge.
    func drawUndoToast(_ toast: UndoToast, direction: LayoutDirection = .leftToRight) {
        fillRoundedRect(toast.frame.offsetBy(dx: 0, dy: 2).insetBy(dx: -1, dy: -1), radius: 12, RGBA(0, 0, 0, 40))
        fillRoundedRect(toast.frame, radius: 10, palette.toast)
        drawText(toast.message, size: 14, color: RGBA(255, 255, 255), in: toast.messageFrame, placement: .center,
                 alignment: .leading, direction: direction)
        fillRoundedRect(toast.buttonFrame, radius: 7, RGBA(255, 255, 255, 36))
        drawText(toast.buttonTitle, size: 14, color: palette == .dark ? RGBA(120, 190, 255) : RGBA(100, 180, 255), bold: true, in: toast.buttonFrame)
    }

    /// Thin translucent bars at the right (left, right to left) and bottom edge when the content is taller (or
    /// wider) than the viewport: length ∝ viewport ÷ content (at least 24 points), position
    /// ∝ offset ÷ scrollable range (`ScrollIndicator.thumb`, the geometry the engine's
    /// indicator dragging uses).
    func drawScrollIndicators<ID: Hashable & Sendable>(_ list: DisplayList<ID>) {
        let v = list.viewport, c = list.contentSize, o = list.contentOffset
        if let bar = Self.indicator(viewport: v.height, content: c.height, offset: o.y) {
            fillRoundedRect(Rect(x: ScrollIndicator.verticalX(viewportWidth: v.width, direction: list.layoutDirection),
                                 y: bar.start, width: 3, height: bar.length), radius: 1.5,
                            palette.scrollIndicator)
        }
        if let bar = Self.indicator(viewport: v.width, content: c.width, offset: o.x) {
            fillRoundedRect(Rect(x: bar.start, y: v.height - 6, width: bar.length, height: 3), radius: 1.5,
                            palette.scrollIndicator)
        }
    }

    /// Where a scroll indicator goes along one axis, or nil when the content fits.
    static func indicator(viewport: Double, content: Double, offset: Double) -> (start: Double, length: Double)? {
        ScrollIndicator.thumb(viewport: viewport, content: content, offset: offset)
    }
}
