import AppGTK
import CAdwaita
import Foundation
import LineupKit
import MosaicGTK
import MosaicInteraction
import MosaicView

/// The header bar's controls the window updates.
struct HeaderControls {
    var switcher: UnsafeMutablePointer<GtkWidget>!
    var names: OpaquePointer!
    var lineupMenu: UnsafeMutablePointer<GtkWidget>!
    var modes: UnsafeMutablePointer<GtkWidget>!
    var swap: UnsafeMutablePointer<GtkWidget>!
    var arrange: UnsafeMutablePointer<GtkWidget>!
    var undo: UnsafeMutablePointer<GtkWidget>!
    var redo: UnsafeMutablePointer<GtkWidget>!
    var lock: UnsafeMutablePointer<GtkWidget>!
    var primaryMenu: UnsafeMutablePointer<GtkWidget>!
    /// The lineup menu's Delete (disabled for the team's only lineup).
    var deleteAction: OpaquePointer!

    /// The controls tests click, by name.
    var named: [(String, UnsafeMutablePointer<GtkWidget>)] {
        [("switcher", switcher), ("lineup-menu", lineupMenu), ("swap", swap), ("arrange", arrange), ("undo", undo),
         ("redo", redo), ("lock", lock), ("menu", primaryMenu)]
    }
}

extension LineupGTK {
    /// The header bar: switcher and lineup menu at the start; modes in the title; Undo, Redo,
    /// the lock and the primary menu at the end.
    func buildHeaderBar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = adw_header_bar_new()!
        // The lineup switcher: every lineup of the team.
        header.names = gtk_string_list_new(nil)
        for name in names { gtk_string_list_append(header.names, name) }
        header.switcher = gtk_drop_down_new(header.names, nil)
        gtk_widget_set_tooltip_text(header.switcher, "Switch lineup")
        onSignal(raw(header.switcher), "notify::selected", argument: { [unowned self] _ in switcherChanged() })
        let lineupMenu = g_menu_new()!
        g_menu_append(lineupMenu, "New Lineup…", "win.lineup-new")
        g_menu_append(lineupMenu, "Duplicate…", "win.lineup-duplicate")
        g_menu_append(lineupMenu, "Rename…", "win.lineup-rename")
        g_menu_append(lineupMenu, "Delete…", "win.lineup-delete")
        header.lineupMenu = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(cast(header.lineupMenu), "view-more-symbolic")
        gtk_menu_button_set_menu_model(cast(header.lineupMenu), cast(lineupMenu))
        gtk_widget_set_tooltip_text(header.lineupMenu, "New, duplicate, rename or delete a lineup")
        let start = linked([header.switcher, header.lineupMenu])
        adw_header_bar_pack_start(cast(bar), start)

        // The modes, in a coach's words.
        header.swap = gtk_toggle_button_new_with_label("Swap")
        header.arrange = gtk_toggle_button_new_with_label("Arrange bench")
        gtk_toggle_button_set_group(cast(header.arrange), cast(header.swap))
        gtk_widget_set_tooltip_text(header.swap, "Drag a paddler's grip onto another seat to swap them (m)")
        gtk_widget_set_tooltip_text(header.arrange, "Drag spares to put the bench in order (m)")
        onSignal(raw(header.swap), "toggled") { [unowned self] in modeToggled() }
        onSignal(raw(header.arrange), "toggled") { [unowned self] in modeToggled() }
        header.modes = linked([header.swap, header.arrange])
        adw_header_bar_set_title_widget(cast(bar), header.modes)

        header.primaryMenu = gtk_menu_button_new()
        let menu = g_menu_new()!
        g_menu_append(menu, "Team…", "win.team")
        g_menu_append(menu, "Export…", "win.export")
        g_menu_append(menu, "Print…", "win.print")
        let about = g_menu_new()!
        g_menu_append(about, "Keyboard Shortcuts", "win.shortcuts")
        g_menu_append(about, "About Lineup", "win.about")
        g_menu_append_section(menu, nil, cast(about))
        gtk_menu_button_set_icon_name(cast(header.primaryMenu), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(cast(header.primaryMenu), cast(menu))
        gtk_widget_set_tooltip_text(header.primaryMenu, "Main menu")
        adw_header_bar_pack_end(cast(bar), header.primaryMenu)

        header.lock = gtk_toggle_button_new()
        gtk_button_set_icon_name(cast(header.lock), "changes-allow-symbolic")
        onSignal(raw(header.lock), "toggled") { [unowned self] in
            guard !syncing else { return }
            page.controller.toggleLock()
            refreshChrome()
        }
        adw_header_bar_pack_end(cast(bar), header.lock)
        header.undo = gtk_button_new_from_icon_name("edit-undo-symbolic")
        header.redo = gtk_button_new_from_icon_name("edit-redo-symbolic")
        gtk_widget_set_tooltip_text(header.undo, "Undo (Ctrl+Z)")
        gtk_widget_set_tooltip_text(header.redo, "Redo (Shift+Ctrl+Z)")
        onSignal(raw(header.undo), "clicked") { [unowned self] in undoRedo(redo: false) }
        onSignal(raw(header.redo), "clicked") { [unowned self] in undoRedo(redo: true) }
        adw_header_bar_pack_end(cast(bar), linked([header.undo, header.redo]))
        return bar
    }

    /// The window's actions (menus and shortcuts).
    func installActions() {
        addAction(window, "lineup-new") { [unowned self] in askName("New Lineup", body: "Every seat empty, the whole team on the bench.",
                                                                   suggestion: "", confirm: "Create") { try self.store.newLineup($0) } }
        addAction(window, "lineup-duplicate") { [unowned self] in
            let source = page.controller.live.name
            askName("Duplicate “\(source)”", body: "A copy of its seats and bench, unlocked.", suggestion: "\(source) copy",
                    confirm: "Duplicate") { try self.store.copyLineup(source, to: $0) }
        }
        addAction(window, "lineup-rename") { [unowned self] in renameLineup() }
        addAction(window, "lineup-delete") { [unowned self] in deleteLineup() }
        header.deleteAction = lookupAction("lineup-delete")
        addAction(window, "team") { [unowned self] in openTeam() }
        addAction(window, "export") { [unowned self] in exportSheet() }
        addAction(window, "print") { [unowned self] in printSheet() }
        addAction(window, "shortcuts") { [unowned self] in showShortcuts() }
        addAction(window, "about") { [unowned self] in showAbout() }
        setAccelerators(app, "win.lineup-new", ["<Control>n"])
        setAccelerators(app, "win.lineup-duplicate", ["<Control>d"])
        setAccelerators(app, "win.lineup-rename", ["F2"])
        setAccelerators(app, "win.export", ["<Control>e"])
        setAccelerators(app, "win.print", ["<Control>p"])
        setAccelerators(app, "win.team", ["<Control>t"])
        setAccelerators(app, "win.shortcuts", ["<Control>question"])
    }

    private func lookupAction(_ name: String) -> OpaquePointer? {
        g_action_map_lookup_action(cast(window), name)
    }

    /// A box whose children are drawn joined (the "linked" style).
    func linked(_ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        for child in children { gtk_box_append(cast(box), child) }
        return box
    }

    private func switcherChanged() {
        guard !syncing else { return }
        let index = Int(gtk_drop_down_get_selected(cast(header.switcher)))
        guard names.indices.contains(index), names[index] != page?.controller.live.name else { return }
        guard !(page?.controller.view.dragInProgress ?? false) else { return refreshChrome() }
        switchStarted = Int64(g_get_monotonic_time())
        show(names[index])
    }

    private func modeToggled() {
        guard !syncing, let page else { return }
        let wanted: InteractionMode = gtk_toggle_button_get_active(cast(header.arrange)) != 0 ? .edit : .exchange
        guard gtk_toggle_button_get_active(cast(header.swap)) != 0 || wanted == .edit else { return }
        if page.controller.view.mode != wanted { page.controller.toggleMoveMode() }
        refreshChrome()
    }

    /// The Undo and Redo buttons: ctrl+z and shift+ctrl+z given to the shown lineup's view.
    func undoRedo(redo: Bool) {
        guard let page, let clock = page.controller.view.clock as? GTKFrameClock else { return }
        let now = clock.seconds(monotonicMicroseconds: Int64(g_get_monotonic_time()))
        page.collection.feed(.key(.character("z"), modifiers: redo ? [.ctrl, .shift] : .ctrl, time: now))
        refreshChrome()
    }

    /// Rebuilds the switcher's list from the store (after New, Duplicate, Rename, Delete).
    func reloadNames() throws {
        names = try store.lineupNames()
        syncing = true
        gtk_string_list_splice(header.names, 0, UInt32(g_list_model_get_n_items(header.names)), nil)
        for name in names { gtk_string_list_append(header.names, name) }
        syncing = false
        g_simple_action_set_enabled(header.deleteAction, names.count > 1 ? 1 : 0)
    }
}
