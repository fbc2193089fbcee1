import AppGTK
import CAdwaita
import Foundation
import MosaicCore
import MosaicGTK
import MosaicSDL
import MosaicStore
import MosaicView

/// The HelloContacts window on GTK: an `AdwApplicationWindow` with a header bar ("+", the
/// Edit/Exchange switch, the search entry with its "2 of 59" count, the primary menu) over an
/// `AdwFlap` whose content is a stack — the contacts' `CollectionWidget`, the "No Results"
/// and "No Contacts" status pages — and whose side pane shows a contact's details. Every
/// gesture of the SDL window works here (the engine's recognizers get the raw input); app
/// keys: e edit, x exchange, l layout, o open, ctrl+Return edit the selected contact; typing
/// a letter in the grid starts a search.
final class ContactsWindow {
    unowned let application: ContactsApplication
    let controller: ContactsController
    let collection: CollectionWidget<Int, Int64>
    let presenter: ContactsPresenter
    let window: UnsafeMutablePointer<GtkWidget>
    let toasts: UnsafeMutablePointer<GtkWidget>
    let searchEntry: UnsafeMutablePointer<GtkWidget>
    let countLabel: UnsafeMutablePointer<GtkWidget>
    let stack: UnsafeMutablePointer<GtkWidget>
    let flap: UnsafeMutablePointer<GtkWidget>
    let noResults: UnsafeMutablePointer<GtkWidget>
    let editButton: UnsafeMutablePointer<GtkWidget>
    let exchangeButton: UnsafeMutablePointer<GtkWidget>
    let menuButton: UnsafeMutablePointer<GtkWidget>
    var details: ContactDetailsPane!
    var form: ContactFormWindow?
    /// The Groups… dialog while it is open.
    var groupsDialog: GroupsDialog?
    let options: WindowOptions
    /// True while the window sets its own controls (their signals are not the user's).
    var updatingControls = false
    /// The database's external change counter when last read (`PRAGMA data_version`).
    var changeCounter = 0
    var restoredFirstItem = false
    var logHandle: FileHandle?
    /// The last import's report (the toast's Details…).
    var lastImportDetails = ""
    /// The window's own toast showing (import, export, saved), if any.
    var appToast: OpaquePointer?
    /// True while an import runs on another thread.
    var importRunning = false
    /// A reconnection waits for the import or sync using the store to end.
    var reconnectPending = false
    /// Pulses while an import runs.
    let progressBar: UnsafeMutablePointer<GtkWidget>
    var lastLogged = ""
    var reportedReady = false
    /// When the search entry last changed (monotonic µs), until its frame is drawn.
    var searchStarted: gint64?
    /// The first visible card at the last frame (its centre is logged for tests).
    var firstCell: DisplayCell<Int64>?
    /// The window's one sync controller and its periodic timer (``ContactsWindow/startSync()``).
    var syncController: SyncController?
    var syncTimer: UInt32 = 0

    var view: CollectionView<Int, Int64> { controller.view }
    var store: ContactStore { controller.store }
    var gtkWindow: UnsafeMutablePointer<GtkWindow> { gp(window) }

    init(application: ContactsApplication, controller: ContactsController, options: WindowOptions) {
        self.application = application
        self.controller = controller
        self.options = options
        // After GTK's initialisation (which sets the default from GTK's own translations): --rtl
        // or the locale's language mirrors every widget, the collection with them.
        if options.rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
        do { collection = try CollectionWidget(view: controller.view) } catch {
            AppOutput.error("hello-contacts: cannot draw text: \(error)")
            exit(1)
        }
        presenter = ContactsPresenter(collection: collection)
        controller.view.requests.presenter = presenter
        window = adw_application_window_new(gp(application.application))!
        toasts = adw_toast_overlay_new()!
        searchEntry = gtk_search_entry_new()!
        countLabel = gtk_label_new("")!
        stack = gtk_stack_new()!
        flap = adw_flap_new()!
        noResults = adw_status_page_new()!
        editButton = gtk_toggle_button_new_with_mnemonic("_Edit")!
        exchangeButton = gtk_toggle_button_new_with_mnemonic("E_xchange")!
        menuButton = gtk_menu_button_new()!
        progressBar = gtk_progress_bar_new()!
        if let log = options.log {
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            logHandle = FileHandle(forWritingAtPath: log)
        }
        build()
        details = ContactDetailsPane(window: self)
        adw_flap_set_flap(gp(flap), details.widget)
        installActions()
        nameForScreenReaders()
        if case .some(.some) = try? store.syncAccount() { startSync() }   // an account: periodic sync
        connect()
        changeCounter = (try? store.externalChangeCounter()) ?? 0
        GSignal.every(milliseconds: 400) { [weak self] in
            self?.checkForExternalChanges()
            return self != nil
        }
        refreshChrome()
        log("direction \(controller.view.layoutDirection.rawValue)")
    }

    private func build() {
        gtk_window_set_title(gtkWindow, "Contacts")
        let size = options.state?.size ?? Size(width: 1280, height: 800)
        gtk_window_set_default_size(gtkWindow, Int32(size.width), Int32(size.height))
        gtk_widget_set_size_request(window, 360, 300)
        if options.state?.isMaximized == true { gtk_window_maximize(gtkWindow) }

        let header = adw_header_bar_new()!
        let add = gtk_button_new_from_icon_name("list-add-symbolic")!
        gtk_widget_set_tooltip_text(add, "New Contact (Ctrl+N)")
        gtk_actionable_set_action_name(gp(add), "win.new-contact")
        adw_header_bar_pack_start(gp(header), add)
        let modes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(modes, "linked")
        gtk_widget_set_tooltip_text(editButton, "Edit mode: drag to reorder (E)")
        gtk_widget_set_tooltip_text(exchangeButton, "Exchange mode: drop a card on another to swap them (X)")
        gtk_box_append(gp(modes), editButton)
        gtk_box_append(gp(modes), exchangeButton)
        adw_header_bar_pack_start(gp(header), modes)

        let title = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_editable_set_width_chars(gp(searchEntry), 28)
        setStringProperty(searchEntry, "placeholder-text", "Search contacts")
        gtk_widget_add_css_class(countLabel, "dim-label")
        gtk_widget_add_css_class(countLabel, "numeric")
        gtk_box_append(gp(title), searchEntry)
        gtk_box_append(gp(title), countLabel)
        adw_header_bar_set_title_widget(gp(header), title)

        gtk_menu_button_set_icon_name(gp(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_primary(gp(menuButton), 1)   // F10 opens it
        gtk_widget_set_tooltip_text(menuButton, "Main Menu (F10)")
        gtk_menu_button_set_menu_model(gp(menuButton), Self.primaryMenu())
        adw_header_bar_pack_end(gp(header), menuButton)
        nameHeaderForScreenReaders(add: add)

        adw_status_page_set_icon_name(gp(noResults), "edit-find-symbolic")
        adw_status_page_set_title(gp(noResults), "No Results")
        let empty = adw_status_page_new()!
        adw_status_page_set_icon_name(gp(empty), "x-office-address-book-symbolic")
        adw_status_page_set_title(gp(empty), "No Contacts")
        adw_status_page_set_description(gp(empty), "Import a vCard file or add a contact.")
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        for (label, action, style) in [("_Import…", "win.import", ""), ("_New Contact", "win.new-contact", "suggested-action")] {
            let button = gtk_button_new_with_mnemonic(label)!
            gtk_actionable_set_action_name(gp(button), action)
            gtk_widget_add_css_class(button, "pill")
            if !style.isEmpty { gtk_widget_add_css_class(button, style) }
            gtk_box_append(gp(buttons), button)
        }
        adw_status_page_set_child(gp(empty), buttons)

        gtk_stack_add_named(gp(stack), gtkWidget(collection.widget), "contacts")
        gtk_stack_add_named(gp(stack), noResults, "no-results")
        gtk_stack_add_named(gp(stack), empty, "empty")
        gtk_stack_set_transition_type(gp(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        adw_flap_set_content(gp(flap), stack)
        adw_flap_set_flap_position(gp(flap), GTK_PACK_END)
        adw_flap_set_fold_policy(gp(flap), ADW_FLAP_FOLD_POLICY_NEVER)
        adw_flap_set_reveal_flap(gp(flap), 0)
        adw_flap_set_locked(gp(flap), 1)
        adw_flap_set_swipe_to_open(gp(flap), 0)
        gtk_widget_set_vexpand(flap, 1)

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gp(box), header)
        gtk_widget_add_css_class(progressBar, "osd")
        gtk_widget_set_visible(progressBar, 0)
        gtk_box_append(gp(box), progressBar)
        gtk_box_append(gp(box), flap)
        adw_toast_overlay_set_child(gp(toasts), box)
        adw_application_window_set_content(gp(window), toasts)
    }

    func present() {
        gtk_window_present(gtkWindow)
        _ = gtk_widget_grab_focus(gtkWidget(collection.drawingArea))
    }

    /// Shows a toast in the window (not the grid's Undo toast), `timeout` seconds.
    func toast(_ text: String, timeout: UInt32 = 4, button: String? = nil, action: String? = nil) {
        dismissAppToast()
        let t = adw_toast_new(text)!
        appToast = t
        g_object_ref(t.gpointer)
        GSignal.on(t, "dismissed") { [weak self] in
            guard let self, appToast == t else { return }
            appToast = nil
            g_object_unref(t.gpointer)
        }
        adw_toast_set_timeout(t, timeout)
        if let button, let action {
            adw_toast_set_button_label(t, button)
            adw_toast_set_action_name(t, action)
        }
        adw_toast_overlay_add_toast(gp(toasts), t)
        log("toast \(text)")
    }

    /// Takes the window's toast down (the grid's Undo toast is about to show in the same place).
    func dismissAppToast() {
        guard let t = appToast else { return }
        appToast = nil
        adw_toast_dismiss(t)
        g_object_unref(t.gpointer)
    }

    /// One diagnostics line (`--frame-log`), for the end-to-end tests.
    func log(_ line: String) {
        logHandle?.write(Data((line + "\n").utf8))
    }

    /// Saves the window's size, whether it is maximised, the first visible contact, and the
    /// layout (in the database's settings), so the next launch reopens as it was.
    func saveState() {
        guard controller.storeError == nil else { return }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &width, &height)
        let anchor = view.firstVisibleAnchor
        let state = WindowState(size: Size(width: Double(max(width, 360)), height: Double(max(height, 300))),
                                isMaximized: gtk_window_is_maximized(gtkWindow) != 0,
                                firstItem: anchor.map { String($0.item) }, firstItemOffset: anchor?.offset ?? .zero)
        do { try store.setSettings(state.settings) } catch {
            AppOutput.error("hello-contacts: cannot save the window's state: \(error)")
        }
    }
}
