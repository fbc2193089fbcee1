import AppGTK
import CAdwaita
import Dispatch
import Foundation
import MosaicStore

/// Import and export from the window (ctrl+o, ctrl+e) through `GtkFileChooserNative` with a
/// vCard filter. An import reads, parses and stores the file off the main thread (the window
/// stays responsive, a progress bar pulses), then the grid animates to the new contacts and a
/// toast says "Imported 112 contacts, merged 3, 2 lines skipped" with Details… (every line of
/// the command line's report, in a dialog). Export writes every contact, or the selection.
extension ContactsWindow {
    static let vcardPatterns = ["*.vcf", "*.VCF", "*.vcard", "*.VCARD"]

    func chooseImportFile() {
        FileChooser.open(title: "Import Contacts", parent: window, filterName: "vCard files (.vcf)",
                         patterns: Self.vcardPatterns, closed: { [weak self] in self?.reconnectStore() }) { [weak self] path in
            self?.importFile(path)
        }
    }

    func chooseExportFile() {
        let selected = view.selectedItems
        let title = selected.isEmpty ? "Export All Contacts" : "Export \(selected.count) Selected Contact\(selected.count == 1 ? "" : "s")"
        FileChooser.save(title: title, parent: window, suggestedName: selected.isEmpty ? "contacts.vcf" : "selected-contacts.vcf",
                         filterName: "vCard files (.vcf)", patterns: Self.vcardPatterns,
                         closed: { [weak self] in self?.reconnectStore() }) { [weak self] path in
            self?.exportFile(path, only: selected.isEmpty ? nil : Set(selected))
        }
    }

    /// A file chooser closed: the store takes its locks again (``ContactStore/reconnect()``:
    /// the chooser may have closed a descriptor of the database, dropping them), now or, while
    /// an import or a sync uses the store on another thread, when it ends.
    func reconnectStore() {
        if importRunning || syncController?.isSyncing == true {
            reconnectPending = true
            GSignal.every(milliseconds: 200) { [weak self] in
                guard let self, reconnectPending else { return false }
                if importRunning || syncController?.isSyncing == true { return true }
                reconnectStore()
                return false
            }
            return
        }
        reconnectPending = false
        do { try store.reconnect() } catch {
            toast("Cannot reopen the database: \(error.reason)", timeout: 10)
            return
        }
        changeCounter = (try? store.externalChangeCounter()) ?? changeCounter
        log("store reconnected")
    }

    /// Imports `path` off the main thread; the result arrives on the main loop.
    func importFile(_ path: String) {
        importRunning = true
        let job = ImportJob(store: store, path: path)
        let progress = startProgress(job.progress)
        log("import started \(path)")
        let finish = MainLoopHandoff { [weak self] in
            progress()
            self?.finishImport(job)
        }
        DispatchQueue.global(qos: .userInitiated).async {
            job.run()
            GSignal.idle(finish.body)   // g_idle_add is thread-safe: the body runs on the main loop
        }
    }

    private func finishImport(_ job: ImportJob) {
        importRunning = false
        switch job.outcome {
        case .failure(let message)?:
            toast("Not imported: \(message)", timeout: 8)
        case .success(let report)?:
            do { try controller.reloadFromStore() } catch { toast("Cannot read the database: \(error)") }
            changeCounter = (try? store.externalChangeCounter()) ?? changeCounter
            collection.animateAppChange()
            refreshChrome()
            let skipped = report.skipped.count + report.warnings.count
            var text = "Imported \(report.importedCards.count) contact\(report.importedCards.count == 1 ? "" : "s"), merged \(report.mergedCards.count)"
            if skipped > 0 { text += ", \(skipped) line\(skipped == 1 ? "" : "s") skipped" }
            let details = VCardFile.summary(report, file: job.path, database: store.path).joined(separator: "\n")
            lastImportDetails = details
            toast(text, timeout: 10, button: "Details…", action: "win.import-details")
        case nil:
            break
        }
    }

    /// The import report's lines in a dialog (the toast's Details…).
    func showImportDetails() {
        let dialog = adw_message_dialog_new(gtkWindow, "Import Details", nil)!
        let label = gtk_label_new(lastImportDetails)!
        gtk_label_set_wrap(gp(label), 1)
        gtk_label_set_selectable(gp(label), 1)
        gtk_label_set_xalign(gp(label), 0)
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(gp(scrolled), label)
        gtk_scrolled_window_set_min_content_height(gp(scrolled), 160)
        gtk_scrolled_window_set_max_content_height(gp(scrolled), 400)
        gtk_scrolled_window_set_propagate_natural_height(gp(scrolled), 1)
        adw_message_dialog_set_extra_child(gp(dialog), scrolled)
        adw_message_dialog_add_response(gp(dialog), "close", "_Close")
        gtk_window_present(gp(dialog))
    }

    /// Writes every contact, or those of `only`, as vCard 3.0 to `path` (atomically).
    func exportFile(_ path: String, only: Set<Int64>?) {
        do {
            var sections = try store.allContacts()
            if let only { sections = sections.map { ($0.group, $0.contacts.filter { only.contains($0.id) }) } }
            let count = sections.reduce(0) { $0 + $1.contacts.count }
            try Data(VCardWriter.file(sections).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            toast("Exported \(count) contact\(count == 1 ? "" : "s") to \((path as NSString).lastPathComponent)")
        } catch {
            toast("Not exported: \(error)", timeout: 8)
        }
    }

    /// Shows the progress bar, filled to `progress`'s fraction and labelled with its percentage
    /// ("Importing… 42 %"), updated ten times a second; returns the function that hides it.
    private func startProgress(_ progress: ImportProgress) -> () -> Void {
        let bar: OpaquePointer = gp(progressBar)
        gtk_progress_bar_set_fraction(bar, 0)
        gtk_progress_bar_set_show_text(bar, 1)
        gtk_progress_bar_set_text(bar, "Importing… 0 %")
        gtk_widget_set_visible(progressBar, 1)
        var running = true
        var shown = -1
        GSignal.every(milliseconds: 100) { [weak self] in
            guard running, let self else { return false }
            let fraction = progress.fraction
            let percent = Int(fraction * 100)
            guard percent != shown else { return true }
            shown = percent
            gtk_progress_bar_set_fraction(bar, fraction)
            gtk_progress_bar_set_text(bar, "Importing… \(percent) %")
            log("import progress \(percent)%")
            return true
        }
        return { [weak self] in
            running = false
            if let self { gtk_widget_set_visible(progressBar, 0) }
        }
    }
}

/// One import, run on a background thread: reads the file (at most `VCardLimits.standard`),
/// parses it and stores the cards in one transaction (GRDB's pool serialises the store's
/// writes with the main thread's). Its result is read on the main thread after `run()`.
final class ImportJob: @unchecked Sendable {
    enum Outcome {
        case success(VCardImport)
        case failure(String)
    }

    let store: ContactStore
    let path: String
    private(set) var outcome: Outcome?
    /// How far `run()` is (read by the main thread's progress bar while it runs).
    let progress = ImportProgress()

    init(store: ContactStore, path: String) {
        self.store = store
        self.path = path
    }

    func run() {
        let limit = VCardLimits.standard.fileBytes
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else {
            outcome = .failure("\(path) is not a readable file")
            return
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
            outcome = .failure("\(path) is \(size) bytes; at most \(limit) are read")
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            outcome = .failure("\(path): permission denied")
            return
        }
        // Read: 2 %; parsed: up to 40 %; matched and stored: up to 100 %.
        progress.fraction = 0.02
        do {
            let parsed = try VCardParser.parse(bytes: [UInt8](data)) { [progress] in progress.fraction = 0.02 + 0.38 * $0 }
            outcome = .success(try store.importVCard(parsed) { [progress] in progress.fraction = 0.4 + 0.6 * $0 })
        } catch {
            outcome = .failure("\(path): \(error)")
        }
    }
}

/// The fraction of an import done (0…1), written by its thread and read by the main thread.
final class ImportProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.0

    /// The fraction done; a write that would go back is ignored (the bar only grows).
    var fraction: Double {
        get { lock.withLock { value } }
        set { lock.withLock { value = max(value, min(max(newValue, 0), 1)) } }
    }
}

/// A main-thread closure carried through a background job and run back on the main loop
/// (`GSignal.idle`); it is never called on the background thread.
final class MainLoopHandoff: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
