import AppGTK
import CAdwaita
import MosaicCore
import MosaicGTK
import MosaicInteraction
import MosaicView

/// HelloContacts' presenter in the GTK window: the delete confirmation is a `GtkPopover`
/// pointing at the pressed card (title, message, Cancel and a red Delete, which has the focus
/// and is the default: Enter deletes, Escape or a click outside cancels); the context menu and
/// the Undo toast are the library's (`GTKPresenter`: a popover menu at the cell, an `AdwToast`).
final class ContactsPresenter: CollectionViewPresenter {
    typealias ItemID = Int64

    let collection: CollectionWidget<Int, Int64>
    private let library: GTKPresenter<Int, Int64>
    private var popover: UnsafeMutablePointer<GtkWidget>?
    private var answered = false
    /// Called whenever what is shown changes (diagnostics: `requests: …`).
    var onChange: (() -> Void)?
    /// Called before the grid's toast shows (the window takes its own toast down).
    var onToast: (() -> Void)?

    init(collection: CollectionWidget<Int, Int64>) {
        self.collection = collection
        library = collection.presenter
    }

    var view: CollectionView<Int, Int64> { collection.view }

    /// The requests showing now ("contextMenu", "confirmation", "toast").
    var showing: [String] {
        library.showing.filter { $0 != .confirmation }.map { "\($0)" } + (popover == nil ? [] : ["confirmation"])
    }

    func present(_ request: CollectionViewRequest) {
        switch request {
        case .confirmation(let question): showPopover(question)
        case .toast:
            onToast?()
            library.present(request)
        case .contextMenu: library.present(request)
        }
        onChange?()
    }

    func dismiss(_ kind: CollectionViewRequest.Kind) {
        if kind == .confirmation { closePopover() } else { library.dismiss(kind) }
        onChange?()
    }

    private func showPopover(_ question: ConfirmationRequest) {
        closePopover()
        answered = false
        let area = gtkWidget(collection.drawingArea)
        let p = gtk_popover_new()!
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(box, 6)
        }
        let title = gtk_label_new(question.title)!
        gtk_widget_add_css_class(title, "heading")
        gtk_label_set_wrap(gp(title), 1)
        gtk_label_set_max_width_chars(gp(title), 36)
        gtk_box_append(gp(box), title)
        if !question.message.isEmpty {
            let message = gtk_label_new(question.message)!
            gtk_label_set_wrap(gp(message), 1)
            gtk_label_set_max_width_chars(gp(message), 36)
            gtk_box_append(gp(box), message)
        }
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        let cancel = gtk_button_new_with_mnemonic("_" + question.cancelTitle)!
        let confirm = gtk_button_new_with_mnemonic("_" + question.confirmTitle)!
        if question.isDestructive { gtk_widget_add_css_class(confirm, "destructive-action") } else { gtk_widget_add_css_class(confirm, "suggested-action") }
        gtk_box_append(gp(buttons), cancel)
        gtk_box_append(gp(buttons), confirm)
        gtk_box_append(gp(box), buttons)
        gtk_popover_set_child(gp(p), box)
        gtk_widget_set_parent(p, area)
        let a = question.anchor
        var rect = GdkRectangle(x: Int32(a.minX.rounded(.down)), y: Int32(a.minY.rounded(.down)),
                                width: Int32(max(a.width.rounded(), 1)), height: Int32(max(a.height.rounded(), 1)))
        gtk_popover_set_pointing_to(gp(p), &rect)
        gtk_popover_set_position(gp(p), GTK_POS_BOTTOM)
        gtk_popover_set_default_widget(gp(p), confirm)
        GSignal.on(cancel, "clicked") { [unowned self] in answer(false) }
        GSignal.on(confirm, "clicked") { [unowned self] in answer(true) }
        GSignal.on(p, "closed") { [unowned self] in
            // Escape or a click outside: cancelled (after GTK finished closing it).
            GSignal.idle { [weak self] in
                guard let self, !answered, popover == p else { return }
                answer(false)
            }
        }
        popover = p
        gtk_popover_popup(gp(p))
        _ = gtk_widget_grab_focus(confirm)
    }

    private func answer(_ confirmed: Bool) {
        guard popover != nil, !answered else { return }
        answered = true
        closePopover()
        view.requests.confirm(confirmed)
        collection.animateAppChange()
        onChange?()
    }

    private func closePopover() {
        guard let p = popover else { return }
        popover = nil
        answered = true
        gtk_popover_popdown(gp(p))
        // Unparented (and so finalised) once the main loop is idle, not now: an answer comes
        // from a button's "clicked" inside the popover, and finalising the popover under the
        // button's own emission made GTK disconnect handlers from freed instances (GObject's
        // "invalid instance" warnings).
        GSignal.idle { gtk_widget_unparent(p) }
        _ = gtk_widget_grab_focus(gtkWidget(collection.drawingArea))
    }
}
