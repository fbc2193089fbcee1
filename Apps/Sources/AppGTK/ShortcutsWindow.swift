import Foundation
import CAdwaita

/// A keyboard shortcuts sheet (`GtkShortcutsWindow`, ctrl+?) built from a list: groups of
/// (title, accelerator) pairs. GTK 4.8 builds such windows only from GtkBuilder XML, which
/// this writes (escaped) from the list, so the sheet and the app's accelerators can come
/// from one table.
public struct ShortcutsSheet: Sendable, Equatable {
    /// One group of the sheet ("Contacts", "Search").
    public struct Group: Sendable, Equatable {
        /// The group's title.
        public var title: String
        /// Each shortcut: what it does, and its accelerator in GTK's syntax ("<Control>n",
        /// "Delete", "F10"; several separated by spaces).
        public var shortcuts: [(title: String, accelerator: String)]

        /// A group.
        public init(title: String, shortcuts: [(title: String, accelerator: String)]) {
            self.title = title
            self.shortcuts = shortcuts
        }

        /// Same title and the same shortcuts in the same order.
        public static func == (a: Group, b: Group) -> Bool {
            a.title == b.title && a.shortcuts.map(\.title) == b.shortcuts.map(\.title)
                && a.shortcuts.map(\.accelerator) == b.shortcuts.map(\.accelerator)
        }
    }

    /// The groups, in order.
    public var groups: [Group]

    /// A sheet of `groups`.
    public init(groups: [Group]) { self.groups = groups }

    /// A sheet of `shortcuts` grouped by their group's title, groups in order of first
    /// appearance, shortcuts in the given order. O(n × groups).
    public init(grouping shortcuts: [(group: String, title: String, accelerator: String)]) {
        var groups: [Group] = []
        for s in shortcuts {
            if let i = groups.firstIndex(where: { $0.title == s.group }) {
                groups[i].shortcuts.append((s.title, s.accelerator))
            } else {
                groups.append(Group(title: s.group, shortcuts: [(s.title, s.accelerator)]))
            }
        }
        self.groups = groups
    }

    /// The GtkBuilder XML of the window (object id "shortcuts").
    public var builderXML: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>\n"
        xml += "<object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>\n"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
        xml += "<property name=\"max-height\">16</property>\n"
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(Self.escape(group.title))</property>\n"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\">"
                xml += "<property name=\"title\">\(Self.escape(shortcut.title))</property>"
                xml += "<property name=\"accelerator\">\(Self.escape(shortcut.accelerator))</property></object></child>\n"
            }
            xml += "</object></child>\n"
        }
        return xml + "</object></child>\n</object>\n</interface>\n"
    }

    /// XML text escaping (`&`, `<`, `>`, `"`).
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Shows the sheet, modal for `parent` (a `GtkWindow*`).
    /// - Returns: the window (GTK owns it; destroyed when closed).
    @discardableResult
    public func present(transientFor parent: (some GPointerConvertible)?) -> UnsafeMutablePointer<GtkWidget>? {
        let builder = gtk_builder_new_from_string(builderXML, -1)
        defer { g_object_unref(builder.map { UnsafeMutableRawPointer($0) }) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        let window = gcast(object, to: GtkWidget.self)
        gtk_window_set_title(gcast(window, to: GtkWindow.self), "Keyboard Shortcuts")
        if let parent { gtk_window_set_transient_for(gcast(window, to: GtkWindow.self), gcast(parent, to: GtkWindow.self)) }
        gtk_window_present(gcast(window, to: GtkWindow.self))
        return window
    }
}
