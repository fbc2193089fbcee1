import AppGTK
import CAdwaita
import MosaicCore
import MosaicGTK
import MosaicInteraction
import MosaicView

/// The window's actions (`win.*`), their accelerators, the primary menu and the shortcuts
/// sheet — one table, so the sheet lists exactly what the keys do.
extension ContactsWindow {
    /// Every shortcut of the window: action, accelerators, title, sheet group. Keys the grid
    /// handles itself (arrows, space, e, x, l, o, Delete, ctrl+z) are listed in ``gridShortcuts``.
    static let actionShortcuts: [(action: String, accelerators: [String], title: String, group: String)] = [
        ("new-contact", ["<Control>n"], "New contact", "Contacts"),
        ("edit-contact", ["<Control>Return"], "Edit the selected contact", "Contacts"),
        ("import", ["<Control>o"], "Import a vCard file", "Contacts"),
        ("export", ["<Control>e"], "Export all contacts, or the selection", "Contacts"),
        ("groups", ["<Control>g"], "Groups: create, rename, delete", "Contacts"),
        ("search", ["<Control>f"], "Search", "Search"),
        ("preferences", ["<Control>comma"], "Preferences (CardDAV account and sync)", "General"),
        ("show-shortcuts", ["<Control>question"], "Keyboard shortcuts", "General"),
        ("about", [], "About HelloContacts", "General"),
        ("close", ["<Control>w", "<Control>q"], "Close the window", "General"),
    ]

    /// Keys of the grid itself (the engine and the app keys), for the sheet.
    static let gridShortcuts: [(title: String, accelerator: String, group: String)] = [
        ("Start a search by typing", "a", "Search"),
        ("Clear the search", "Escape", "Search"),
        ("Edit mode (drag to reorder)", "e", "Grid"),
        ("Exchange mode", "x", "Grid"),
        ("Switch layout (Flow, Waterfall)", "l", "Grid"),
        ("Open the focused contact's details", "o", "Grid"),
        ("Move the focus", "Left Right Up Down", "Grid"),
        ("Select; lift and drop in edit mode", "space", "Grid"),
        ("Delete the selected contact", "Delete", "Grid"),
        ("Undo", "<Control>z", "Grid"),
        ("Redo", "<Control><Shift>z", "Grid"),
        ("Primary menu", "F10", "General"),
        ("Save the contact form", "<Control>s", "Contact form"),
        ("Cancel the contact form", "Escape", "Contact form"),
    ]

    /// The keyboard shortcuts sheet (`GtkShortcutsWindow`).
    static var shortcutsSheet: ShortcutsSheet {
        var groups: [ShortcutsSheet.Group] = []
        func add(_ group: String, _ title: String, _ accelerator: String) {
            if let i = groups.firstIndex(where: { $0.title == group }) {
                groups[i].shortcuts.append((title, accelerator))
            } else {
                groups.append(ShortcutsSheet.Group(title: group, shortcuts: [(title, accelerator)]))
            }
        }
        for s in actionShortcuts where !s.accelerators.isEmpty { add(s.group, s.title, s.accelerators.joined(separator: " ")) }
        for s in gridShortcuts { add(s.group, s.title, s.accelerator) }
        return ShortcutsSheet(groups: groups)
    }

    /// The primary menu: Import…, Export…, Groups…, Preferences, Keyboard Shortcuts, About HelloContacts.
    static func primaryMenu() -> UnsafeMutablePointer<GMenuModel> {
        let menu = g_menu_new()!
        let files = g_menu_new()!
        g_menu_append(files, "_Import…", "win.import")
        g_menu_append(files, "_Export…", "win.export")
        g_menu_append(files, "_Groups…", "win.groups")
        g_menu_append_section(menu, nil, gcast(files, to: GMenuModel.self))
        let help = g_menu_new()!
        g_menu_append(help, "_Preferences", "win.preferences")
        g_menu_append(help, "_Keyboard Shortcuts", "win.show-shortcuts")
        g_menu_append(help, "_About HelloContacts", "win.about")
        g_menu_append_section(menu, nil, gcast(help, to: GMenuModel.self))
        return gcast(menu, to: GMenuModel.self)
    }

    func installActions() {
        let handlers: [String: () -> Void] = [
            "new-contact": { [unowned self] in openForm(editing: nil) },
            "edit-contact": { [unowned self] in editSelected() },
            "import": { [unowned self] in chooseImportFile() },
            "export": { [unowned self] in chooseExportFile() },
            "groups": { [unowned self] in openGroups() },
            "search": { [unowned self] in focusSearch(typing: nil) },
            "show-shortcuts": { [unowned self] in Self.shortcutsSheet.present(transientFor: window) },
            "about": { [unowned self] in Self.about.present(transientFor: window) },
            "preferences": { [unowned self] in openPreferences() },
            "close": { [unowned self] in gtk_window_close(gtkWindow) },
        ]
        GAction.add(to: window, "import-details") { [unowned self] in showImportDetails() }
        for shortcut in Self.actionShortcuts {
            guard let handler = handlers[shortcut.action] else { continue }
            GAction.add(to: window, shortcut.action, handler)
            GAction.setAccelerators(application.application, "win." + shortcut.action, shortcut.accelerators)
        }
    }

    /// Runs window action `name` ("new-contact") — for keys the grid took before GTK's accelerators saw them.
    func activate(_ name: String) {
        g_action_group_activate_action(gp(window), name, nil)
    }

    static let about = AboutInfo(
        name: "HelloContacts", iconName: "x-office-address-book", version: "1.0", developer: "The Mosaic authors",
        comments: "An address book on Mosaic's collection view: select, reorder and exchange contacts by touch, mouse and keyboard; "
            + "add, edit, search, import and export them.",
        website: nil, copyright: "© The Mosaic authors")

    /// The grid took a key (a letter, Delete, an arrow, ctrl+…) before GTK's accelerators: the
    /// window's shortcuts, the app keys, and typing to search. Returns true when handled.
    func handleGridKey(_ key: Key, _ modifiers: Modifiers) -> Bool {
        let idle = view.requests.confirmationRequest == nil && view.requests.contextMenuConfiguration == nil && !view.dragInProgress
        if modifiers == .ctrl, case .character(let c) = key {
            switch c {
            case "n": activate("new-contact")
            case "o": activate("import")
            case "e": activate("export")
            case "g": activate("groups")
            case "f": activate("search")
            case "w", "q": activate("close")
            default: return false
            }
            return true
        }
        if modifiers == .ctrl, key == .enter { activate("edit-contact"); return true }
        guard idle else { return false }
        if key == .escape, details.id != nil {
            details.hide()
            return true
        }
        if key == .escape, controller.isFiltered {
            gtk_editable_set_text(gp(searchEntry), "")
            return true
        }
        guard case .character(let c) = key, modifiers.isEmpty || modifiers == .shift else { return false }
        if modifiers.isEmpty, !controller.isFiltered {
            switch c {
            case "e": view.toggleEdit(); refreshChrome(); return true
            case "x": view.setMode(view.mode == .exchange ? .browse : .exchange); refreshChrome(); return true
            case "l": controller.toggleLayout(); return true
            case "o":
                guard let id = controller.contactToOpen else { return false }
                controller.openDetails(of: id)
                return true
            default: break
            }
        }
        focusSearch(typing: modifiers == .shift ? String(c).uppercased() : String(c))
        return true
    }
}
