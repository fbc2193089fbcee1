import AppChrome
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicSDL
import MosaicView

/// HelloContacts in a window: a `CollectionWindow` (Mosaic's public window host) with the
/// contacts' top bar, the app keys (e edit, x exchange, l layout) and the contact card as
/// each cell's content. Frames are drawn whenever what they show changed, so a settled
/// animation, a timer (the long press's dialog) or a top-bar switch always reaches the screen.
struct WindowLoop {
    let window: CollectionWindow<Int, Int64>
    let controller: ContactsController

    init(window: CollectionWindow<Int, Int64>, controller: ContactsController) {
        self.window = window
        self.controller = controller
        window.showTopBar({ [unowned controller] width in controller.topBar(width: width) },
                          activate: { [unowned controller] control in controller.activate(control) })
        window.onResize = { [unowned controller] size in controller.resize(to: size) }
        window.onKey = { [unowned controller, unowned window] key, modifiers in
            Self.handleAppKey(key, modifiers, controller, size: window.host.windowSize)
        }
        window.onPointer = { [unowned controller, unowned window] input in
            controller.handleDetailsPointer(input, size: window.host.windowSize)
        }
        window.overlay = { [unowned controller] context, size in controller.drawOverlay(context, size: size) }
        window.onText = { [unowned controller] text in controller.handleSearchText(text) }
        window.content = { [unowned controller] cell in
            .configuration(controller.card(of: cell.id))
        }
        window.supplementaryContent = { [unowned controller] header in controller.header(of: header.section).map { .configuration($0) } }
    }

    func run() { window.run() }

    /// Saves the window's state in the database (`setting` rows "window.*": its size, whether
    /// it was maximised, the first fully visible contact and its place), so the next launch
    /// reopens there; nothing is written when nothing changed. A failure is reported on
    /// stderr (every edit of the session was saved already).
    func saveState() {
        guard controller.storeError == nil else { return }
        do { try controller.store.setSettings(window.state { String($0) }.settings) } catch {
            AppOutput.error("hello-contacts: cannot save the window's state: \(error)")
        }
    }

    /// Diagnostics for end-to-end tests. `log`: one line per pointer press/release
    /// (`input down|up T`) and per frame shown (`frame T selected=PATHS dialog=0|1 details=0|1 shown=N
    /// title=TITLE`: N contacts in the grid, the top bar's title — the search field — to the end
    /// of the line), T on the app's clock. `dump`: ctrl+alt+d writes the offscreen rendering of the app's *current* state —
    /// its display list now, its bar, the same content — to `DUMP/frame-N.png`, so a screenshot
    /// of a settled window can be compared with what it should show (a window that missed the
    /// settled frame differs).
    func diagnose(log: String?, dump: String?) {
        let clock = window.host.clock
        var handle: FileHandle?
        if let log {
            FileManager.default.createFile(atPath: log, contents: nil)
            handle = FileHandle(forWritingAtPath: log)
        }
        func write(_ line: String) { handle?.write(Data((line + "\n").utf8)) }
        var dumps = 0
        window.onInput = { input in
            switch input {
            case .pointerDown(let id, _, _, let t) where id == 0: write("input down \(t)")
            case .pointerUp(let id, _, let t) where id == 0: write("input up \(t)")
            default: break
            }
        }
        window.onFrameDrawn = { [controller] _, bar in
            let selected = controller.view.selectedPaths.map(\.description).joined(separator: ",")
            let shown = controller.view.snapshot.itemCounts.reduce(0, +)
            write("frame \(clock.now) selected=\(selected) dialog=\(controller.view.requests.confirmationRequest == nil ? 0 : 1)"
                  + " details=\(controller.details.panel == nil ? 0 : 1) shown=\(shown) title=\((bar as? TopBar)?.title ?? "")")
        }
        guard let dump else { return }
        let appKeys = window.onKey
        window.onKey = { [window, controller] key, modifiers in
            guard key == .character("d"), modifiers == [.ctrl, .alt] else { return appKeys?(key, modifiers) ?? false }
            dumps += 1
            let path = (dump as NSString).appendingPathComponent("frame-\(dumps).png")
            do {
                try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true)
                try OffscreenRenderer.renderPNG(list: controller.view.displayList(),
                                                header: controller.topBar(width: window.host.windowSize.width),
                                                dialogGeometry: controller.presenter.dialogLayout,
                                                size: window.host.windowSize, pixelScale: window.host.pixelScale, path: path,
                                                content: { .configuration(controller.card(of: $0.id)) },
                                                supplementaryContent: { controller.header(of: $0.section).map { .configuration($0) } },
                                                overlay: { controller.drawOverlay($0, size: $1) })
            } catch {
                AppOutput.error("hello-contacts: cannot write \(path): \(error)")
            }
            return true
        }
    }

    /// App keys (outside the dialog and drags): e edit mode, x exchange mode, l layout, o open
    /// the focused (or selected) contact, ctrl+f search (`/` focuses it too, as text:
    /// `ContactsController.handleSearchText(_:)`); while the details panel shows, every key goes
    /// to it.
    private static func handleAppKey(_ key: Key, _ modifiers: Modifiers, _ controller: ContactsController,
                                     size: Size) -> Bool {
        if controller.details.panel != nil { return controller.handleDetailsKey(key, size: size) }
        // Search (issue 11.4): ctrl+f focuses the field; while focused it takes every key (what
        // is typed arrives as text).
        if controller.search.focused { return controller.handleSearchKey(key, modifiers) }
        if key == .character("f"), modifiers == .ctrl, controller.view.requests.confirmationRequest == nil, controller.view.requests.contextMenuConfiguration == nil, !controller.view.dragInProgress {
            controller.beginSearch()
            return true
        }
        guard case .character(let c) = key, modifiers.isEmpty,
              controller.view.requests.confirmationRequest == nil, controller.view.requests.contextMenuConfiguration == nil,
              !controller.view.dragInProgress else { return false }
        switch c {
        case "e": controller.view.toggleEdit()
        case "x": controller.view.setMode(controller.view.mode == .exchange ? .browse : .exchange)
        case "l": controller.toggleLayout()
        case "o":
            guard let id = controller.contactToOpen else { return false }
            controller.openDetails(of: id)
        default: return false
        }
        return true
    }
}
