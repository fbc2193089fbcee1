import LineupKit
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
        window.topBar = { [unowned controller] width in controller.topBar(width: width) }
        window.onTopBarControl = { [unowned controller] control in controller.activate(control) }
        window.onKey = { [unowned controller] key, modifiers in Self.handleAppKey(key, modifiers, controller) }
        window.shouldContinue = { [unowned controller] in controller.storeError == nil }
        window.content = { [unowned controller] cell in controller.cellContent(cell) }
        window.snapshotContent = { [unowned controller] cell in controller.cellContent(cell, asSnapshot: true) }
        window.supplementaryContent = { [unowned controller] header in controller.headerContent(header) }
        controller.onChange = { [unowned window] in window.setNeedsDisplay() }
    }

    func run() { window.run() }

    /// App keys (outside drags): m move/exchange mode, k lock, i injured.
    private static func handleAppKey(_ key: Key, _ modifiers: Modifiers, _ controller: LineupController) -> Bool {
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
