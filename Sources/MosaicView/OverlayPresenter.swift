import MosaicCore
import MosaicInteraction

/// The headless ``CollectionViewPresenter``: shows a view's requests as overlays of its
/// display list — a ``ContextMenu`` at the click, a ``ConfirmationDialog`` anchored at the
/// cell, the ``UndoToast`` at the bottom, each mirrored when the view lays out right to left
/// (the menu opens to the left of the click, the buttons change sides) — and lets the view's
/// own input answer them. The SDL
/// window, the replay runner and tests use it; a native backend replaces it.
///
/// It also owns the mouse's desktop extras: the hovered cell and the cursor, and a press on
/// the vertical scroll indicator, which drags it.
///
/// Input (offered by the view before it acts, ``handle(_:)``):
/// - An open menu is modal: Up/Down (and Tab) move the focus over the enabled entries,
///   Enter/Space choose the focused one, Escape closes; a click on an entry chooses it (on its
///   release), a press outside closes the menu and goes no further; a wheel closes it.
/// - A pending confirmation: a click on a button answers, `y` confirms, `n` or Escape cancels,
///   Tab switches the focused button, Enter/Space answers with it (cancel by default).
/// - A press on the toast's Undo button that is released on it undoes the deletion.
///
/// ```swift
/// let presenter = OverlayPresenter(view)   // becomes view.requests.presenter
/// view.handle(event)                       // the presenter sees it first
/// draw(view.displayList(), dialogGeometry: presenter.dialogLayout)
/// ```
public final class OverlayPresenter<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: CollectionViewPresenter {
    /// What a pointer captured by the presenter is doing.
    enum Capture {
        /// Dragging the vertical scroll indicator: from `startY` (viewport) at `startOffset`.
        case scrollIndicator(startY: Double, startOffset: Double)
        /// Pressed on the Undo toast at `down` (viewport).
        case toast(down: Point)
        /// Pressed outside an open context menu (which closed): its moves and up are dropped.
        case swallowed
    }

    /// The view whose requests this shows (held weakly: the view keeps its presenter).
    public private(set) weak var view: CollectionView<SectionID, ItemID>?
    /// The open context menu as drawn (its panel clamped into the viewport, the focused entry).
    public internal(set) var contextMenu: ContextMenu?
    /// The pending confirmation as drawn (with the button Enter answers with).
    public internal(set) var dialog: ConfirmationDialog?
    /// The mouse's last position (viewport) while it hovers or presses inside the viewport.
    var hoverPoint: Point?
    /// A pointer captured outside the gestures, and what it does.
    var capture: (id: Int, kind: Capture)?
    /// The pointers down, as the view accepted them.
    var pointersDown: Set<Int> = []

    /// A presenter for `view`, installed as its ``CollectionViewRequests/presenter``; a request the
    /// view has pending already is shown at once.
    public init(_ view: CollectionView<SectionID, ItemID>) {
        self.view = view
        view.requests.presenter = self
        if let menu = view.requests.contextMenuConfiguration { present(.contextMenu(menu)) }
        if let question = view.requests.confirmationRequest { present(.confirmation(question)) }
    }

    /// Shows `request`: a menu or a dialog is kept and drawn until dismissed; the toast is
    /// drawn while the view says it stands (``CollectionViewRequests/toastRequest``).
    public func present(_ request: CollectionViewRequest) {
        guard let view else { return }
        switch request {
        case .contextMenu(let menu):
            contextMenu = ContextMenu(items: menu.items, path: menu.path,
                                      frame: ContextMenu.frame(count: menu.items.count, at: menu.anchor.origin,
                                                               viewport: view.viewportSize, direction: view.layoutDirection))
        case .confirmation(let question):
            dialog = ConfirmationDialog(title: question.title, message: question.message,
                                        destructiveTitle: question.confirmTitle, cancelTitle: question.cancelTitle,
                                        path: question.path, paths: question.paths, anchor: question.anchor)
        case .toast:
            break
        }
    }

    /// Takes down the menu or the dialog (the toast follows the view).
    public func dismiss(_ kind: CollectionViewRequest.Kind) {
        switch kind {
        case .contextMenu: contextMenu = nil
        case .confirmation: dialog = nil
        case .toast: break
        }
    }

    /// The Undo toast as drawn now (at the bottom of the current viewport), or nil.
    public var undoToast: UndoToast? {
        guard let view, let toast = view.requests.toastRequest else { return nil }
        return UndoToast(message: toast.message, buttonTitle: toast.actionTitle, viewport: view.viewportSize,
                         expires: toast.expires, direction: view.layoutDirection)
    }

    /// The dialog's panel and buttons in viewport coordinates, for the view's layout direction
    /// (``ConfirmationDialog/geometry(in:direction:)``),
    /// or nil without one.
    public var dialogLayout: (panel: Rect, destructive: Rect, cancel: Rect)? {
        guard let dialog, let view else { return nil }
        return dialog.geometry(in: view.viewportSize, direction: view.layoutDirection)
    }

    /// The item under the hovering mouse (no button down, no drag, menu or dialog), or nil.
    /// Follows scrolling and relayout: it is recomputed from the pointer's position.
    public var hoveredPath: ItemPath? {
        guard capture == nil, contextMenu == nil, dialog == nil else { return nil }
        return view?.requests.hoveredPath(at: hoverPoint)
    }

    /// The vertical scroll indicator's thumb in viewport coordinates (3 points wide, 6 from the
    /// right edge; right to left, 3 from the left edge), or nil when the content fits. A press
    /// within ``ScrollIndicator/hitWidth`` of that edge at the thumb's height grabs it; dragging scrolls proportionally
    /// (``ScrollIndicator/contentPerThumbPoint(viewport:content:)``).
    public var verticalScrollIndicatorFrame: Rect? {
        guard let view, let bar = ScrollIndicator.thumb(viewport: view.viewportSize.height,
                                                       content: view.layout.contentSize.height,
                                                       offset: view.contentOffset.y) else { return nil }
        return Rect(x: ScrollIndicator.verticalX(viewportWidth: view.viewportSize.width, direction: view.layoutDirection),
                    y: bar.start, width: 3, height: bar.length)
    }

    /// True while a pointer drags the scroll indicator.
    public var isDraggingScrollIndicator: Bool {
        if case .scrollIndicator? = capture?.kind { return true }
        return false
    }

    /// Adds the toast, the menu and the dialog (in that order, above the drag snapshot), marks
    /// the hovered cell and sets the cursor for the mouse.
    public func decorate(_ list: inout DisplayList<ItemID>) {
        guard let view else { return }
        assert((dialog == nil) == (view.requests.confirmationRequest == nil)
               && (contextMenu == nil) == (view.requests.contextMenuConfiguration == nil),
               "the presenter draws exactly the view's pending menu and confirmation")
        if let undoToast { list.overlays.append(.undoToast(undoToast)) }
        if let contextMenu { list.overlays.append(.contextMenu(contextMenu)) }
        if let dialog { list.overlays.append(.confirmation(dialog)) }
        if let path = hoveredPath, let item = view.snapshot[path],
           let i = list.cells.firstIndex(where: { $0.id == item && !$0.isRemoving }) {
            list.cells[i].isHovered = true
        }
        list.cursor = view.pointerCursor(at: capture == nil && contextMenu == nil ? hoverPoint : nil)
    }

    /// Chooses entry `index` of the open menu (when it is enabled), as a click on it would.
    public func activateContextMenuItem(_ index: Int) {
        guard let menu = contextMenu, menu.items.indices.contains(index), menu.items[index].isEnabled else { return }
        view?.requests.performContextMenuAction(menu.items[index].action)
    }
}
