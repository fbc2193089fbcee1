import AppGTK
import CAdwaita
import Foundation
import MosaicCore
import MosaicGTK
import MosaicInteraction
import MosaicView

/// The window's signals: the search entry (each change filters at once, through the
/// controller's search and the animated diff; Escape clears it and gives the grid the focus),
/// the mode buttons, the grid's keys, resizes and frames, and the poll that notices another
/// process's changes to the database.
extension ContactsWindow {
    func connect() {
        GSignal.on(searchEntry, "search-changed") { [unowned self] in searchChanged() }
        GSignal.on(searchEntry, "stop-search") { [unowned self] in
            gtk_editable_set_text(gp(searchEntry), "")
            _ = gtk_widget_grab_focus(gtkWidget(collection.drawingArea))
        }
        GSignal.on(searchEntry, "activate") { [unowned self] in
            _ = gtk_widget_grab_focus(gtkWidget(collection.drawingArea))
        }
        // Characters the grid does not take (punctuation, accented letters) start a search too.
        gtk_search_entry_set_key_capture_widget(gp(searchEntry), window)
        gtk_search_entry_set_search_delay(gp(searchEntry), 0)   // filter at each keystroke
        GSignal.on(editButton, "toggled") { [unowned self] in
            guard !updatingControls else { return }
            if controller.isFiltered { return refreshChrome() }
            if view.mode != .browse { view.setMode(.browse) }
            if (gtk_toggle_button_get_active(gp(editButton)) != 0) != view.isEditing { view.toggleEdit() }
            collection.animateAppChange()
            refreshChrome()
        }
        GSignal.on(exchangeButton, "toggled") { [unowned self] in
            guard !updatingControls else { return }
            if controller.isFiltered { return refreshChrome() }
            if view.isEditing { view.toggleEdit() }
            view.setMode(gtk_toggle_button_get_active(gp(exchangeButton)) != 0 ? .exchange : .browse)
            collection.animateAppChange()
            refreshChrome()
        }
        collection.content = { [unowned controller] cell in .configuration(controller.card(of: cell.id)) }
        collection.supplementaryContent = { [unowned controller] header in
            controller.header(of: header.section).map { .configuration($0) }
        }
        collection.onKey = { [unowned self] key, modifiers in handleGridKey(key, modifiers) }
        collection.onFrameDrawn = { [unowned self] list in frameDrawn(list) }
        controller.onOpenDetails = { [unowned self] id in details.show(id) }
        presenter.onChange = { [unowned self] in logState() }
        presenter.onToast = { [unowned self] in dismissAppToast() }
        GSignal.onSize(gtkWidget(collection.drawingArea), "resize", size: { [unowned self] _, _ in resized() })
        GSignal.onDeciding(window, "close-request", deciding: { [unowned self] in
            saveState()
            stopSync()
            return false
        })
    }

    /// The search entry changed: filter (animated), update the count and the status page.
    func searchChanged() {
        let text = String(cString: gtk_editable_get_text(gp(searchEntry)))
        guard text != controller.search.query else { return }
        searchStarted = g_get_monotonic_time()
        if !text.isEmpty, !controller.isFiltered { controller.beginSearch() }
        controller.setSearchQuery(text)
        collection.animateAppChange()
        refreshChrome()
        log("search \(text)")
    }

    /// Focuses the search entry; `typing` (a character typed in the grid) is appended.
    func focusSearch(typing: String?) {
        _ = gtk_widget_grab_focus(searchEntry)
        if let typing {
            let text = String(cString: gtk_editable_get_text(gp(searchEntry))) + typing
            gtk_editable_set_text(gp(searchEntry), text)
        }
        gtk_editable_set_position(gp(searchEntry), -1)
    }

    /// The header and the stack follow the state: the mode buttons, "2 of 59", the page
    /// (contacts, "No Results", "No Contacts").
    func refreshChrome() {
        updatingControls = true
        defer { updatingControls = false }
        let filtered = controller.isFiltered
        gtk_toggle_button_set_active(gp(editButton), view.isEditing ? 1 : 0)
        gtk_toggle_button_set_active(gp(exchangeButton), view.mode == .exchange ? 1 : 0)
        gtk_widget_set_sensitive(editButton, filtered ? 0 : 1)
        gtk_widget_set_sensitive(exchangeButton, filtered ? 0 : 1)
        let (shown, total) = controller.shownAndTotal
        gtk_label_set_text(gp(countLabel), filtered ? "\(shown) of \(total)" : "\(total) contacts")
        let page: String
        if total == 0 {
            page = "empty"
        } else if shown == 0 {
            page = "no-results"
            adw_status_page_set_description(gp(noResults), "No contact matches “\(controller.search.query)”.")
        } else {
            page = "contacts"
        }
        if page != gtk_stack_get_visible_child_name(gp(stack)).map(String.init(cString:)) { log("page \(page)") }
        gtk_stack_set_visible_child_name(gp(stack), page)
    }

    /// The grid's size changed: the waterfall's columns follow the width; the first resize
    /// scrolls to the contact that was first when the window last closed.
    func resized() {
        if controller.layoutName == "Waterfall" {
            view.setColumnCount(ContactLayouts.columns(for: view.viewportSize.width), animated: false)
        }
        if !restoredFirstItem, view.viewportSize.width > 1, let state = options.state {
            restoredFirstItem = true
            view.restore(state) { Int64($0) }
        }
    }

    /// Another process committed to the database (`PRAGMA data_version` moved): read it again
    /// and animate to it (within 0.4 s; not during a drag or a pending question).
    func checkForExternalChanges() {
        guard let counter = try? store.externalChangeCounter(), counter != changeCounter else { return }
        guard !view.dragInProgress, view.requests.confirmationRequest == nil else { return }
        changeCounter = counter
        do {
            guard try controller.reloadFromStore() else { return }   // another reader (list, export): nothing new
        } catch {
            toast("Cannot read the database: \(error)")
            return
        }
        collection.animateAppChange()
        refreshChrome()
        log("reloaded \(controller.shownAndTotal.total)")
    }

    private func frameDrawn(_ list: DisplayList<Int64>) {
        refreshChromeIfModeChanged()
        // The first frame is up: the search index is built on another thread.
        controller.buildSearchIndexInBackground { finish in GSignal.idle(finish.body) }
        if logHandle != nil {
            if !reportedReady {
                reportedReady = true
                let area = gtkWidget(collection.drawingArea)
                var x = 0.0, y = 0.0, sx = 0.0, sy = 0.0
                if let native = gtk_widget_get_native(area) {
                    gtk_native_get_surface_transform(native, &sx, &sy)
                    _ = gtk_widget_translate_coordinates(area, gp(native), 0, 0, &x, &y)
                }
                let ms = Double(g_get_monotonic_time() - ContactsApplication.launchMicroseconds) / 1_000
                log("ready area \(Int(x + sx)) \(Int(y + sy)) \(gtk_widget_get_width(area)) \(gtk_widget_get_height(area)) first_frame_ms \(ms)")
                log("launch " + (options.launchPhases + [("first_frame_ms", ms)]).map { "\($0.name) \($0.ms)" }.joined(separator: " "))
            }
            if let started = searchStarted {
                searchStarted = nil
                log("search_to_frame_ms \(Double(g_get_monotonic_time() - started) / 1_000)")
            }
            firstCell = list.cells.filter { !$0.isHidden }.min { $0.path < $1.path }
        }
        logState()
    }

    private func refreshChromeIfModeChanged() {
        let editing = gtk_toggle_button_get_active(gp(editButton)) != 0
        let exchanging = gtk_toggle_button_get_active(gp(exchangeButton)) != 0
        if editing != view.isEditing || exchanging != (view.mode == .exchange) { refreshChrome() }
    }

    /// `state selected=IDS shown=N requests=KINDS mode=M layout=L` when it changed (`--frame-log`).
    func logState() {
        guard logHandle != nil else { return }
        let selected = view.selectedItems.map { controller.displayName(of: $0).replacingOccurrences(of: " ", with: "_") }.sorted()
            .joined(separator: ",")
        let first = firstCell.map { " first=\(Int($0.frame.midX)),\(Int($0.frame.midY))" } ?? ""
        let line = "state selected=\(selected) shown=\(controller.shownAndTotal.shown) requests=\(presenter.showing.joined(separator: ","))"
            + " mode=\(view.isEditing ? "edit" : "\(view.mode)") layout=\(controller.layoutName)\(first)"
        guard line != lastLogged else { return }
        lastLogged = line
        log(line)
    }
}
