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
        window.topBar = { [unowned controller] width in controller.topBar(width: width) }
        window.onTopBarControl = { [unowned controller] control in controller.activate(control) }
        window.onResize = { [unowned controller] size in controller.resize(to: size) }
        window.onKey = { [unowned controller] key, modifiers in Self.handleAppKey(key, modifiers, controller) }
        window.shouldContinue = { [unowned controller] in controller.storeError == nil }
        window.content = { [unowned controller] cell in
            .configuration(controller.card(of: cell.id))
        }
        window.supplementaryContent = { [unowned controller] header in controller.header(of: header.section).map { .configuration($0) } }
    }

    func run() { window.run() }

    /// App keys (outside the dialog and drags): e edit mode, x exchange mode, l layout, ctrl+f search.
    private static func handleAppKey(_ key: Key, _ modifiers: Modifiers, _ controller: ContactsController) -> Bool {
        // Search (issue 11.4): ctrl+f focuses the field; while focused it takes every key.
        if controller.search.focused { return controller.handleSearchKey(key, modifiers) }
        if key == .character("f"), modifiers == .ctrl, controller.view.dialog == nil, !controller.view.dragInProgress {
            controller.beginSearch()
            return true
        }
        guard case .character(let c) = key, modifiers.isEmpty,
              controller.view.dialog == nil, !controller.view.dragInProgress else { return false }
        switch c {
        case "e": controller.view.toggleEdit()
        case "x": controller.view.setMode(controller.view.mode == .exchange ? .browse : .exchange)
        case "l": controller.toggleLayout()
        default: return false
        }
        return true
    }
}
