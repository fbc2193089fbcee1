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
        GSignal.onPointer(header.switcher, "notify::selected", argument: { [unowned self] _ in switcherChanged() })
        let lineupMenu = g_menu_new()!
        g_menu_append(lineupMenu, "New Lineup…", "win.lineup-new")
        g_menu_append(lineupMenu, "Duplicate…", "win.lineup-duplicate")
        g_menu_append(lineupMenu, "Rename…", "win.lineup-rename")
        g_menu_append(lineupMenu, "Delete…", "win.lineup-delete")
        header.lineupMenu = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(gp(header.lineupMenu), "view-more-symbolic")
        gtk_menu_button_set_menu_model(gp(header.lineupMenu), gp(lineupMenu))
        gtk_widget_set_tooltip_text(header.lineupMenu, "New, duplicate, rename or delete a lineup")
        let start = linked([header.switcher, header.lineupMenu])
        adw_header_bar_pack_start(gp(bar), start)

        // The modes, in a coach's words.
        header.swap = gtk_toggle_button_new_with_label("Swap")
        header.arrange = gtk_toggle_button_new_with_label("Arrange bench")
        gtk_toggle_button_set_group(gp(header.arrange), gp(header.swap))
        gtk_widget_set_tooltip_text(header.swap, "Drag a paddler's grip onto another seat to swap them (m)")
        gtk_widget_set_tooltip_text(header.arrange, "Drag spares to put the bench in order (m)")
        GSignal.on(header.swap, "toggled") { [unowned self] in modeToggled() }
        GSignal.on(header.arrange, "toggled") { [unowned self] in modeToggled() }
        header.modes = linked([header.swap, header.arrange])
        adw_header_bar_set_title_widget(gp(bar), header.modes)

        header.primaryMenu = gtk_menu_button_new()
        let menu = g_menu_new()!
        g_menu_append(menu, "Team…", "win.team")
        g_menu_append(menu, "Export…", "win.export")
        g_menu_append(menu, "Print…", "win.print")
        let about = g_menu_new()!
        g_menu_append(about, "Keyboard Shortcuts", "win.shortcuts")
        g_menu_append(about, "About Lineup", "win.about")
        g_menu_append_section(menu, nil, gp(about))
        gtk_menu_button_set_icon_name(gp(header.primaryMenu), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(gp(header.primaryMenu), gp(menu))
        gtk_widget_set_tooltip_text(header.primaryMenu, "Main menu")
        adw_header_bar_pack_end(gp(bar), header.primaryMenu)

        header.lock = gtk_toggle_button_new()
        gtk_button_set_icon_name(gp(header.lock), "changes-allow-symbolic")
        GSignal.on(header.lock, "toggled") { [unowned self] in
            guard !syncing else { return }
            page.controller.toggleLock()
            refreshChrome()
        }
        adw_header_bar_pack_end(gp(bar), header.lock)
        header.undo = gtk_button_new_from_icon_name("edit-undo-symbolic")
        header.redo = gtk_button_new_from_icon_name("edit-redo-symbolic")
        gtk_widget_set_tooltip_text(header.undo, "Undo (Ctrl+Z)")
        gtk_widget_set_tooltip_text(header.redo, "Redo (Shift+Ctrl+Z)")
        GSignal.on(header.undo, "clicked") { [unowned self] in undoRedo(redo: false) }
        GSignal.on(header.redo, "clicked") { [unowned self] in undoRedo(redo: true) }
        adw_header_bar_pack_end(gp(bar), linked([header.undo, header.redo]))
        return bar
    }

    /// The window's actions with their accelerators and their line in the shortcuts sheet: one
    /// table, so the sheet lists exactly what the keys do.
    static let actionShortcuts: [(action: String, accelerators: [String], title: String, group: String)] = [
        ("lineup-next", ["<Control>Page_Down"], "Next lineup", "Lineups"),
        ("lineup-previous", ["<Control>Page_Up"], "Previous lineup", "Lineups"),
        ("lineup-new", ["<Control>n"], "New lineup", "Lineups"),
        ("lineup-duplicate", ["<Control>d"], "Duplicate the lineup", "Lineups"),
        ("lineup-rename", ["F2"], "Rename the lineup", "Lineups"),
        ("lineup-delete", [], "Delete the lineup", "Lineups"),
        ("team", ["<Control>t"], "Team: add, edit and remove paddlers", "Team and sharing"),
        ("export", ["<Control>e"], "Export the lineup as PDF or PNG", "Team and sharing"),
        ("print", ["<Control>p"], "Print the lineup", "Team and sharing"),
        ("shortcuts", ["<Control>question"], "Keyboard shortcuts", "General"),
        ("about", [], "About Lineup", "General"),
    ]

    /// Keys of the boat itself (the view and the app keys), for the sheet.
    static let boatShortcuts: [(title: String, accelerator: String, group: String)] = [
        ("Move the focus", "Left Right Up Down", "Boat"),
        ("Catch the focused paddler; drop them on the seat chosen with the arrows", "space", "Boat"),
        ("Cancel a drag", "Escape", "Boat"),
        ("Undo", "<Control>z", "Boat"),
        ("Redo", "<Control><Shift>z", "Boat"),
        ("Swap ↔ Arrange bench", "m", "Boat"),
        ("Lock or unlock the lineup", "k", "Boat"),
        ("Mark the selected paddler injured (or fit again)", "i", "Boat"),
        ("Quit", "<Control>q", "General"),
    ]

    /// The keyboard shortcuts sheet (`GtkShortcutsWindow`).
    static var shortcutsSheet: ShortcutsSheet {
        ShortcutsSheet(grouping: actionShortcuts.filter { !$0.accelerators.isEmpty }.map {
            (group: $0.group, title: $0.title, accelerator: $0.accelerators.joined(separator: " "))
        } + boatShortcuts.map { (group: $0.group, title: $0.title, accelerator: $0.accelerator) })
    }

    /// The window's actions (menus and shortcuts), with their accelerators.
    func installActions() {
        let bodies: [String: () -> Void] = [
            "lineup-next": { [unowned self] in switchBy(1) },
            "lineup-previous": { [unowned self] in switchBy(-1) },
            "lineup-new": { [unowned self] in
                askName("New Lineup", body: "Every seat empty, the whole team on the bench.", suggestion: "", confirm: "Create") {
                    try self.store.newLineup($0)
                }
            },
            "lineup-duplicate": { [unowned self] in
                let source = page.controller.live.name
                askName("Duplicate “\(source)”", body: "A copy of its seats and bench, unlocked.", suggestion: "\(source) copy",
                        confirm: "Duplicate") { try self.store.copyLineup(source, to: $0) }
            },
            "lineup-rename": { [unowned self] in renameLineup() },
            "lineup-delete": { [unowned self] in deleteLineup() },
            "team": { [unowned self] in openTeam() },
            "export": { [unowned self] in exportSheet() },
            "print": { [unowned self] in printSheet() },
            "shortcuts": { [unowned self] in Self.shortcutsSheet.present(transientFor: window) },
            "about": { [unowned self] in showAbout() },
        ]
        for entry in Self.actionShortcuts {
            guard let body = bodies[entry.action] else { preconditionFailure("no body for win.\(entry.action)") }
            let action = GAction.add(to: window, entry.action, body)
            if entry.action == "lineup-delete" { header.deleteAction = action }
            if !entry.accelerators.isEmpty { GAction.setAccelerators(app, "win.\(entry.action)", entry.accelerators) }
        }
    }

    /// Shows the lineup `step` places after the shown one in the switcher (wrapping), as a
    /// selection in the switcher would.
    func switchBy(_ step: Int) {
        guard names.count > 1 else { return }
        let index = Int(gtk_drop_down_get_selected(gp(header.switcher)))
        gtk_drop_down_set_selected(gp(header.switcher), UInt32((index + step + names.count) % names.count))
    }

    /// A box whose children are drawn joined (the "linked" style).
    func linked(_ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        for child in children { gtk_box_append(gp(box), child) }
        return box
    }

    private func switcherChanged() {
        guard !syncing else { return }
        let index = Int(gtk_drop_down_get_selected(gp(header.switcher)))
        guard names.indices.contains(index), names[index] != page?.controller.live.name else { return }
        guard !(page?.controller.view.dragInProgress ?? false) else { return refreshChrome() }
        switchStarted = Int64(g_get_monotonic_time())
        switchStartedCPU = Self.threadCPUSeconds()
        show(names[index])
    }

    private func modeToggled() {
        guard !syncing, let page else { return }
        let wanted: InteractionMode = gtk_toggle_button_get_active(gp(header.arrange)) != 0 ? .edit : .exchange
        guard gtk_toggle_button_get_active(gp(header.swap)) != 0 || wanted == .edit else { return }
        if page.controller.view.mode != wanted { page.controller.toggleMoveMode() }
        refreshChrome()
    }

    /// The Undo and Redo buttons: ctrl+z and shift+ctrl+z given to the shown lineup (through
    /// the key handler: the controller's undo and redo, frames scheduled for the animation).
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
