import CAdwaita

/// `GtkFileChooserNative` (GTK 4.8 has no `GtkFileDialog`) with a Swift completion: the
/// portal's chooser on a desktop, GTK's own elsewhere (where ctrl+l accepts a typed path).
public enum FileChooser {
    /// Asks for an existing file matching `patterns` ("*.vcf"), modal for `parent`; `closed`
    /// runs when the chooser goes away (accepted or cancelled: GTK's own chooser opens and
    /// closes the files it lists, which drops the process's POSIX locks on them — a database
    /// reconnects here), then `done` gets the path when the user accepted.
    public static func open(title: String, parent: some GPointerConvertible, filterName: String, patterns: [String],
                            closed: (() -> Void)? = nil, _ done: @escaping (String) -> Void) {
        show(title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Open",
             filterName: filterName, patterns: patterns, suggestedName: nil, closed: closed, done)
    }

    /// Asks where to save a file (`suggestedName` proposed), modal for `parent`; `closed` and
    /// `done` as for ``open(title:parent:filterName:patterns:closed:_:)``.
    public static func save(title: String, parent: some GPointerConvertible, suggestedName: String, filterName: String,
                            patterns: [String], closed: (() -> Void)? = nil, _ done: @escaping (String) -> Void) {
        show(title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: "_Save",
             filterName: filterName, patterns: patterns, suggestedName: suggestedName, closed: closed, done)
    }

    private static func show(title: String, parent: some GPointerConvertible, action: GtkFileChooserAction, accept: String,
                             filterName: String, patterns: [String], suggestedName: String?, closed: (() -> Void)?,
                             _ done: @escaping (String) -> Void) {
        let native = gtk_file_chooser_native_new(title, gp(parent), action, accept, "_Cancel")!
        let chooser = gp(native)
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, filterName)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(filter.gpointer)
        if let suggestedName { gtk_file_chooser_set_current_name(chooser, suggestedName) }
        gtk_native_dialog_set_modal(gp(native), 1)
        GSignal.onInt(native, "response", int: { response in
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
                if let p = g_file_get_path(file) {
                    path = String(cString: p)
                    g_free(p)
                }
                g_object_unref(file.gpointer)
            }
            gtk_native_dialog_destroy(gp(native))
            GSignal.idle { g_object_unref(native.gpointer) }
            closed?()
            if let path { done(path) }
        })
        gtk_native_dialog_show(gp(native))
    }
}
