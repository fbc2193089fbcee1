import MosaicCore

// The overlays' geometry for a layout direction. Right to left the chrome mirrors as a GTK or
// macOS popover, alert and toast do in a right-to-left locale: a menu opens to the left of the
// pointer, a dialog's buttons come in mirrored order, the toast's Undo button is at its left.
// Left to right every answer is the one of the direction-free functions, unchanged.

extension ContextMenu {
    /// The panel for `count` entries opened at `point` in `direction`: left to right its
    /// top-left corner at the point (``frame(count:at:viewport:)``); right to left its
    /// top-right corner, so the menu opens to the left of the pointer. Then moved to stay 4
    /// points inside `viewport`. - Complexity: O(1).
    public static func frame(count: Int, at point: Point, viewport: Size, direction: LayoutDirection) -> Rect {
        guard direction == .rightToLeft else { return frame(count: count, at: point, viewport: viewport) }
        let w = min(width, max(40, viewport.width - 8))
        let h = Double(count) * rowHeight + 2 * padding
        let x = min(max(4, point.x - w), max(4, viewport.width - w - 4))
        let y = min(max(4, point.y), max(4, viewport.height - h - 4))
        return Rect(x: x, y: y, width: w, height: h)
    }
}

extension ConfirmationDialog {
    /// The dialog's placement in `viewport` for `direction`: the panel as in
    /// ``geometry(in:)`` (centred on the anchor, which is already where the cell is drawn);
    /// right to left the two buttons change sides — the destructive button at the right, the
    /// cancel button at the left — as a right-to-left alert mirrors its button row.
    /// - Complexity: O(1).
    public func geometry(in viewport: Size, direction: LayoutDirection) -> (panel: Rect, destructive: Rect, cancel: Rect) {
        let g = geometry(in: viewport)
        guard direction == .rightToLeft else { return g }
        return (g.panel, Self.mirrored(g.destructive, in: g.panel), Self.mirrored(g.cancel, in: g.panel))
    }

    /// `rect` mirrored across `panel`'s vertical centre line.
    static func mirrored(_ rect: Rect, in panel: Rect) -> Rect {
        Rect(x: panel.minX + panel.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension UndoToast {
    /// A toast with `message` and a button titled `buttonTitle`, placed by
    /// ``frames(in:direction:)`` for `direction`.
    public init(message: String, buttonTitle: String, viewport: Size, expires: Double, direction: LayoutDirection) {
        self.init(message: message, buttonTitle: buttonTitle, viewport: viewport, expires: expires)
        (frame, buttonFrame) = Self.frames(in: viewport, direction: direction)
    }

    /// The toast's geometry for `direction`: as ``frames(in:)`` (centred, 16 points above the
    /// bottom) with the Undo button at the toast's trailing end — its right, its left right to
    /// left, inset by 6; the message fills the rest. - Complexity: O(1).
    public static func frames(in viewport: Size, direction: LayoutDirection) -> (toast: Rect, button: Rect) {
        let (toast, button) = frames(in: viewport)
        guard direction == .rightToLeft else { return (toast, button) }
        return (toast, ConfirmationDialog.mirrored(button, in: toast))
    }

    /// The message's box beside the button (14 points from the toast's far edge, 6 from the
    /// button): at the button's left, or its right when the button is at the toast's left.
    public var messageFrame: Rect {
        if buttonFrame.midX < frame.midX {
            return Rect(x: buttonFrame.maxX + 6, y: frame.minY, width: max(0, frame.maxX - 14 - buttonFrame.maxX - 6),
                        height: frame.height)
        }
        return Rect(x: frame.minX + 14, y: frame.minY, width: max(0, buttonFrame.minX - frame.minX - 20), height: frame.height)
    }
}
