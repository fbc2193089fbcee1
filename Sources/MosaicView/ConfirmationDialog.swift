import MosaicCore

/// A modal question with a destructive and a cancel button, anchored at a cell (UIKit's
/// action sheet / popover). The deletion confirmation is
/// `ConfirmationDialog.deleteContact(anchor:)`.
public struct ConfirmationDialog: Sendable, Equatable {
    /// One of the dialog's two buttons: `destructive` confirms (deletes), `cancel` dismisses
    /// without changing anything.
    public enum Button: Sendable, Equatable {
        /// The destructive button ("Delete"): confirms the deletion.
        case destructive
        /// The cancel button ("Cancel"): dismisses the dialog without changing anything.
        case cancel
    }

    /// The question, shown first (e.g. "Delete contact?").
    public var title: String
    /// The explanatory text under the title.
    public var message: String
    /// The confirming button's title ("Yes" in the contacts grid); drawn as destructive.
    public var destructiveTitle: String
    /// The dismissing button's title ("No" in the contacts grid).
    public var cancelTitle: String
    /// The item the question is about (the first of ``paths``).
    public var path: ItemPath
    /// Every item the question is about, in reading order (several after a multiple selection;
    /// the renderer highlights them).
    public var paths: [ItemPath]
    /// The pressed cell's frame in viewport coordinates at the time the dialog opened.
    public var anchor: Rect
    /// The button Enter activates (keyboard); `cancel` by default.
    public var focusedButton: Button

    /// A dialog about the item at `path`, anchored at `anchor` (viewport coordinates), with
    /// the keyboard focus on the cancel button unless `focusedButton` says otherwise. `paths`
    /// lists every item it is about (default: `[path]`).
    public init(title: String, message: String, destructiveTitle: String, cancelTitle: String,
                path: ItemPath, paths: [ItemPath]? = nil, anchor: Rect, focusedButton: Button = .cancel) {
        self.title = title
        self.message = message
        self.destructiveTitle = destructiveTitle
        self.cancelTitle = cancelTitle
        self.path = path
        self.paths = paths ?? [path]
        self.anchor = anchor
        self.focusedButton = focusedButton
    }

    /// The dialog's placement in `viewport`: the panel (280 × 120 at most) below the anchor, or
    /// above it when there is no room, clamped 8 points inside the viewport, with the
    /// destructive and cancel buttons side by side at its bottom (viewport coordinates).
    public func geometry(in viewport: Size) -> (panel: Rect, destructive: Rect, cancel: Rect) {
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

    /// The contacts grid's question: "Delete contact?" / "Are you sure you want to delete this contact?",
    /// a destructive "Yes" and a "No".
    public static func deleteContact(path: ItemPath, anchor: Rect) -> ConfirmationDialog {
        ConfirmationDialog(title: "Delete contact?", message: "Are you sure you want to delete this contact?",
                           destructiveTitle: "Yes", cancelTitle: "No", path: path, anchor: anchor)
    }
}
