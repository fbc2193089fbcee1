import AppGTK
import CAdwaita
import Foundation
import LineupKit

// Share (issue 28): Export… writes the boat sheet as PDF or PNG (GtkFileChooserNative; the same
// BoatSheet as `lineup export`), Print… draws it with the same cairo code into a
// GtkPrintOperation's page. Also the About window.
extension LineupGTK {
    /// The sheet of the lineup shown, as saved.
    var sheet: BoatSheet { BoatSheet(lineup: page.controller.committed, team: teamName, date: Date()) }

    /// Export…: asks where (the database's folder, "LINEUP.pdf"); a name ending in .png writes
    /// a PNG, anything else a PDF (".pdf" added when the name has no extension).
    func exportSheet() {
        let chooser = gtk_file_chooser_native_new("Export Lineup", gp(window), GTK_FILE_CHOOSER_ACTION_SAVE, "Export", "Cancel")!
        let fileChooser = gp(chooser)
        for (name, pattern) in [("PDF document", "*.pdf"), ("PNG image", "*.png")] {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, name)
            gtk_file_filter_add_pattern(filter, pattern)
            gtk_file_chooser_add_filter(fileChooser, filter)
        }
        let folder = g_file_new_for_path(URL(fileURLWithPath: store.path).deletingLastPathComponent().path)
        _ = gtk_file_chooser_set_current_folder(fileChooser, folder, nil)
        g_object_unref(UnsafeMutableRawPointer(folder))
        gtk_file_chooser_set_current_name(fileChooser, "\(page.controller.live.name).pdf")
        let sheet = self.sheet
        GSignal.onInt(chooser, "response", int: { [unowned self] response in
            defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(fileChooser), let cPath = g_file_get_path(file) else { return }
            var path = String(cString: cPath)
            g_free(cPath)
            g_object_unref(UnsafeMutableRawPointer(file))
            if URL(fileURLWithPath: path).pathExtension.isEmpty { path += ".pdf" }
            write(sheet, to: path)
        })
        gtk_native_dialog_show(gp(chooser))
    }

    /// Writes `sheet` to `path` (PNG for ".png", else PDF), whole or not at all; says so.
    func write(_ sheet: BoatSheet, to path: String) {
        let started = g_get_monotonic_time()
        do {
            if path.lowercased().hasSuffix(".png") { try sheet.writePNG(to: path) } else { try sheet.writePDF(to: path) }
        } catch {
            return toast("Not exported: \(error)")
        }
        let ms = Double(g_get_monotonic_time() - started) / 1_000
        say("exported: \(path) export_ms: \((ms * 100).rounded() / 100)")
        toast("Exported \(URL(fileURLWithPath: path).lastPathComponent)")
    }

    /// Print…: the print dialog, then the sheet drawn into the page, scaled to fit the printable
    /// area. With `LINEUP_PRINT_TO=FILE.pdf` in the environment the operation exports to that
    /// file instead of asking (the same drawing; for tests and scripts).
    func printSheet() {
        let operation = gtk_print_operation_new()!
        gtk_print_operation_set_n_pages(operation, 1)
        gtk_print_operation_set_job_name(operation, "Lineup — \(page.controller.live.name)")
        gtk_print_operation_set_allow_async(operation, 1)
        let sheet = self.sheet
        GSignal.onPointerAndInt(operation, "draw-page", body: { context, _ in
            guard let context else { return }
            let printContext = OpaquePointer(context)
            guard let cr = gtk_print_context_get_cairo_context(printContext) else { return }
            let width = gtk_print_context_get_width(printContext), height = gtk_print_context_get_height(printContext)
            let scale = min(width / BoatSheet.pageSize.width, height / BoatSheet.pageSize.height)
            cairo_save(cr)
            cairo_scale(cr, scale, scale)
            try? sheet.draw(into: cr)
            cairo_restore(cr)
        })
        GSignal.onInt(operation, "done", int: { [unowned self] outcome in
            if outcome == Int32(GTK_PRINT_OPERATION_RESULT_ERROR.rawValue) { toast("Not printed: the printer refused the job") }
            if outcome == Int32(GTK_PRINT_OPERATION_RESULT_APPLY.rawValue) {
                say("printed: \(ProcessInfo.processInfo.environment["LINEUP_PRINT_TO"] ?? "to the printer")")
            }
            g_object_unref(UnsafeMutableRawPointer(operation))
        })
        var error: UnsafeMutablePointer<GError>?
        let exportTo = ProcessInfo.processInfo.environment["LINEUP_PRINT_TO"]
        if let exportTo { gtk_print_operation_set_export_filename(operation, exportTo) }
        _ = gtk_print_operation_run(operation, exportTo == nil ? GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG : GTK_PRINT_OPERATION_ACTION_EXPORT,
                                    gp(window), &error)
        if let error {
            toast("Not printed: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
    }

    /// About Lineup.
    func showAbout() {
        let about = adw_about_window_new()!
        let handle = gp(about)
        adw_about_window_set_application_name(handle, "Lineup")
        adw_about_window_set_application_icon(handle, "applications-games-symbolic")
        adw_about_window_set_comments(handle, "Dragon boat lineups for coaches: build the team, set a lineup for each race, hand the crew a PDF.")
        adw_about_window_set_developer_name(handle, "The Mosaic authors")
        adw_about_window_set_version(handle, "1.0")
        gtk_window_set_transient_for(gp(about), gp(window))
        gtk_window_present(gp(about))
    }
}
