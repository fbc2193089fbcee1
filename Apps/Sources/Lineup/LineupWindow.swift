import AppChrome
import LineupKit
import MosaicCore
import MosaicInteraction
import MosaicSDL
import MosaicView

/// The lineup editor in a window: Mosaic's `CollectionWindow` with the lineup's top bar, seat
/// cells, balance header and app keys (m move mode, k lock, i injured).
struct LineupWindow {
    let window: CollectionWindow<Int, Int>
    let controller: LineupController

    init(window: CollectionWindow<Int, Int>, controller: LineupController) {
        self.window = window
        self.controller = controller
        window.showTopBar({ [unowned controller] width in controller.topBar(width: width) },
                          activate: { [unowned controller] control in controller.activate(control) })
        window.onKey = { [unowned controller] key, modifiers in Self.handleAppKey(key, modifiers, controller) }
        window.content = { [unowned controller] cell in controller.cellContent(cell) }
        window.snapshotContent = { [unowned controller] cell in controller.cellContent(cell, asSnapshot: true) }
        window.supplementaryContent = { [unowned controller] header in controller.headerContent(header) }
        controller.onChange = { [unowned window] in window.setNeedsDisplay() }
    }

    /// Runs the window until it closes, first scrolled and sized as `saved` (the state this
    /// database's window was closed in), then saves the state it closes in.
    func run(restoring saved: WindowState? = nil) {
        if let saved {
            controller.view.restore(saved) { Int($0) }
            if saved.isMaximized { window.host.maximize() }
        }
        window.run()
        saveState()
    }

    /// The window state saved in `store` ("window.*" settings), or nil.
    static func savedState(_ store: LineupStore) -> WindowState? {
        WindowState(settings: (try? store.settings(prefix: "window.")) ?? [:])
    }

    /// Saves the window's state in the database (its size, maximised or not, the first fully
    /// visible seat's paddler and its place); nothing is written when nothing changed. A
    /// failure is reported on stderr (every edit of the session was saved already).
    func saveState() {
        guard controller.storeError == nil else { return }
        do { try controller.store.setSettings(window.state { String($0) }.settings) } catch {
            LineupOutput.error("lineup: cannot save the window's state: \(error)")
        }
    }

    /// App keys (outside drags): m move/exchange mode, k lock, i injured; ctrl+z and ctrl+shift+z
    /// through the controller (which undoes and redoes fills from the bench itself).
    private static func handleAppKey(_ key: Key, _ modifiers: Modifiers, _ controller: LineupController) -> Bool {
        if controller.handleUndoKey(key, modifiers) { return true }
        guard case .character(let c) = key, modifiers.isEmpty, !controller.view.dragInProgress else { return false }
        switch c {
        case "m": controller.toggleMoveMode()
        case "k": controller.toggleLock()
        case "i": controller.toggleInjured()
        default: return false
        }
        return true
    }
}
