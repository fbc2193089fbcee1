import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicSDL
import MosaicView

/// The window's main loop: SDL events → the top bar or the collection view; 60 frames per
/// second while anything moves, blocked (idle) otherwise.
struct WindowLoop {
    let host: SDLWindowHost
    let controller: ContactsController
    let clock: any Clock

    func run() {
        var pressedBarControl: TopBar.Control?
        var dirty = true
        while true {
            for event in host.pollEvents() {
                dirty = true
                switch event {
                case .quit:
                    return
                case .resized, .exposed:
                    controller.resize(to: host.collectionViewportSize)
                case .input(let input):
                    if case .key(let key, let modifiers, _) = input, modifiers.contains(.ctrl), key == .character("q") { return }
                    if handleAppKey(input) { continue }
                    if case .pointerDown(let id, let p, _) = input, id == 0, p.y < TopBar.height {
                        pressedBarControl = controller.topBar(width: host.windowSize.width).control(at: p)
                        continue
                    }
                    if case .pointerUp(let id, let p, _) = input, id == 0, let control = pressedBarControl {
                        pressedBarControl = nil
                        if controller.topBar(width: host.windowSize.width).control(at: p) == control { controller.activate(control) }
                        continue
                    }
                    controller.view.handle(input.offsetBy(dx: 0, dy: -TopBar.height))
                }
            }
            if controller.storeError != nil { return }
            controller.view.tick()
            let view = controller.view
            if dirty || view.needsAnimationFrames {
                host.present(list: view.displayList(), topBar: controller.topBar(width: host.windowSize.width),
                             dialogGeometry: view.dialogLayout)
                dirty = false
            }
            _ = host.waitForEvent(timeoutMs: SDLWindowHost.waitTimeout(
                needsAnimationFrames: view.needsAnimationFrames, nextDeadline: view.nextDeadline, now: clock.now))
        }
    }

    /// App keys (outside the dialog and drags): e edit mode, x exchange mode, l layout.
    private func handleAppKey(_ input: InputEvent) -> Bool {
        guard case .key(.character(let c), let modifiers, _) = input, modifiers.isEmpty,
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
