import AppGTK
import CAdwaita
import Foundation
import MosaicCore
import MosaicGTK
import MosaicSDL
import MosaicStore

/// HelloContacts on GTK 4 + libadwaita: an `AdwApplication` whose id is made from the
/// database's path, so there is one instance per database on a session bus — a second
/// `hello-contacts` on the same database activates the first window (it comes to the front)
/// and exits 0 (``activateRunningInstance()``); on another database it opens its own. Without
/// a session bus GTK cannot tell, and each launch opens a window.
final class ContactsApplication {
    let databasePath: String
    private(set) var application: UnsafeMutablePointer<AdwApplication>
    private(set) var window: ContactsWindow?
    /// When the process started running `hello-contacts` (monotonic µs; `first_frame_ms` in the log).
    static let launchMicroseconds = g_get_monotonic_time()

    /// Milliseconds since `launchMicroseconds` (monotonic).
    static func elapsedMilliseconds() -> Double { Double(g_get_monotonic_time() - launchMicroseconds) / 1_000 }

    init(databasePath: String) {
        self.databasePath = databasePath
        g_set_prgname("hello-contacts")
        g_set_application_name("HelloContacts")
        application = adw_application_new(Self.applicationID(for: databasePath), GApplicationFlags(rawValue: 0))!
    }

    /// `org.mosaic.HelloContacts.D<hash>`: a D-Bus name made from the database's absolute,
    /// symlink-resolved path (FNV-1a, 64 bits, hex), the same for every spelling of the path.
    static func applicationID(for path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        var hash: UInt64 = 1_469_598_103_934_665_603
        for byte in absolute.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return "org.mosaic.HelloContacts.D" + String(hash, radix: 16)
    }

    private var gapplication: UnsafeMutablePointer<GApplication> { gp(application) }

    /// Registers the application on the session bus. When another process already owns this
    /// database's id, asks it to activate (its window comes to the front), waits until the
    /// request is sent and returns true: this launch is done (exit 0).
    func activateRunningInstance() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(gapplication, nil, &error) != 0 else {
            // No session bus: uniqueness cannot be asked for; each launch opens its own window.
            g_error_free(error)
            g_object_unref(application.gpointer)
            application = adw_application_new(Self.applicationID(for: databasePath), G_APPLICATION_NON_UNIQUE)!
            return false
        }
        guard g_application_get_is_remote(gapplication) != 0 else { return false }
        // A remote instance: run sends "Activate" to the first one, flushes and returns.
        _ = g_application_run(gapplication, 0, nil)
        AppOutput.error("hello-contacts: the window on \(databasePath) is open already; brought it to the front")
        return true
    }

    /// Runs the window on `controller` until it closes (ctrl+q, the close button).
    func run(controller: ContactsController, options: WindowOptions) {
        GSignal.on(application, "activate") { [unowned self] in
            if let window {
                window.present()
            } else {
                let window = ContactsWindow(application: self, controller: controller, options: options)
                self.window = window
                window.present()
            }
        }
        _ = g_application_run(gapplication, 0, nil)   // the window saves its state as it closes
    }
}

/// What the window is opened with (from the command line and the database's settings).
struct WindowOptions {
    /// The size and place to reopen at (`--size`, else the state saved when it last closed).
    var state: WindowState?
    /// Diagnostics for tests: one line per event of interest (see `ContactsWindow.log`).
    var log: String?
    /// `--rtl` or the locale: the window sets GTK's default direction to right to left, so the
    /// header bar, the panes and the collection mirror (GTK's own locale direction also counts).
    var rightToLeft = false
    /// Milestones of the launch before the window, in milliseconds since it started (name,
    /// time), logged with the first frame: `launch registered_ms … opened_ms … loaded_ms …
    /// first_frame_ms …` (on the session bus; the database opened; the contacts loaded).
    var launchPhases: [(name: String, ms: Double)] = []
}
