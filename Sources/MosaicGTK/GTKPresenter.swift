internal import CGTK
import MosaicCore
import MosaicView

/// Presents a `CollectionView`'s requests with GTK and libadwaita widgets, and answers them
/// through the view (`CollectionViewRequest`):
///
/// | Request | Shown as | Answers |
/// |---|---|---|
/// | context menu | `GtkPopoverMenu` (a `GMenu`, actions `mosaic.menu`) pointing at the anchor | `performContextMenuAction`, `closeContextMenu` when it closes unchosen |
/// | confirmation | `AdwMessageDialog` on the widget's window, confirming response destructive | `confirm(true/false)`; Escape or closing is `false` |
/// | toast | `AdwToast` in the widget's `AdwToastOverlay`, no timeout of its own (the view expires it) | `performToastAction`, `dismissToast` when dismissed otherwise |
///
/// A disabled menu entry points at the disabled action `mosaic.disabled` (shown grayed).
/// Each widget has its own presenter, action group and overlay: no global state.
public final class GTKPresenter<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: CollectionViewPresenter {
    unowned let owner: CollectionWidget<SectionID, ItemID>
    let callbacks = PresenterCallbacks()
    var popover: UnsafeMutablePointer<GtkWidget>?
    var menuItems: [ContextMenu.Item] = []
    var menuChosen = false
    var dialog: UnsafeMutablePointer<GtkWidget>?
    var toast: OpaquePointer?

    /// The presenter of `widget` (made by ``CollectionWidget``).
    init(widget: CollectionWidget<SectionID, ItemID>) {
        owner = widget
        callbacks.menuAction = { [unowned self] in chooseMenuItem($0) }
        callbacks.menuClosed = { [unowned self] in menuClosed() }
        callbacks.response = { [unowned self] in answer(confirmed: $0) }
        callbacks.toastButton = { [unowned self] in toastAction() }
        callbacks.toastDismissed = { [unowned self] in toastDismissed($0) }
        installActions()
    }

    /// The view shown.
    var view: CollectionView<SectionID, ItemID> { owner.view }

    /// The request showing now, by kind (for tests and diagnostics).
    public var showing: [CollectionViewRequest.Kind] {
        [popover.map { _ in .contextMenu }, dialog.map { _ in .confirmation }, toast.map { _ in .toast }].compactMap { $0 }
    }

    /// Shows `request`, replacing one of the same kind.
    public func present(_ request: CollectionViewRequest) {
        guard !owner.destroyed else { return }
        switch request {
        case .contextMenu(let configuration): showMenu(configuration)
        case .confirmation(let question): showDialog(question)
        case .toast(let message): showToast(message)
        }
    }

    /// Takes down the request of `kind` (answered, expired or moot).
    public func dismiss(_ kind: CollectionViewRequest.Kind) {
        switch kind {
        case .contextMenu:
            guard let p = popover else { return }
            popover = nil
            gtk_popover_popdown(OpaquePointer(p).map { UnsafeMutablePointer<GtkPopover>($0) })
            gtk_widget_unparent(p)
        case .confirmation:
            guard let d = dialog else { return }
            dialog = nil
            gtk_window_destroy(OpaquePointer(d).map { UnsafeMutablePointer<GtkWindow>($0) })
        case .toast:
            guard let t = toast else { return }
            toast = nil
            adw_toast_dismiss(t)
            g_object_unref(UnsafeMutableRawPointer(t))
        }
    }

    /// The widget is being destroyed: everything shown goes.
    func tearDown() {
        for kind in [CollectionViewRequest.Kind.contextMenu, .confirmation, .toast] { dismiss(kind) }
    }

    // MARK: - Answers

    private func chooseMenuItem(_ index: Int) {
        guard menuItems.indices.contains(index), menuItems[index].isEnabled else { return }
        menuChosen = true
        view.requests.performContextMenuAction(menuItems[index].action)
        owner.scheduleFrames()
    }

    /// The popover closed (chosen, Escape, a click outside): unchosen, the menu closes in the
    /// view — on idle, because GTK closes the popover before it activates the chosen action.
    private func menuClosed() {
        callbacks.idle = { [unowned self] in
            guard !menuChosen, popover != nil else { return }
            dismiss(.contextMenu)
            view.requests.closeContextMenu()
            owner.scheduleFrames()
        }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, PresenterCallbacks.onIdle, callbacks.opaque, nil)
    }

    private func answer(confirmed: Bool) {
        guard dialog != nil else { return }
        dialog = nil   // the dialog closes itself after its response
        view.requests.confirm(confirmed)
        owner.scheduleFrames()
    }

    private func toastAction() {
        view.requests.performToastAction()
        owner.scheduleFrames()
    }

    private func toastDismissed(_ t: OpaquePointer) {
        guard let current = toast, current == t else { return }
        toast = nil
        g_object_unref(UnsafeMutableRawPointer(t))
        view.requests.dismissToast()
        owner.scheduleFrames()
    }
}
