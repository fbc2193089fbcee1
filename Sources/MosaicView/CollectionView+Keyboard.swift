import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// A key press: ``KeyboardMachine`` decides, the view performs (``perform(_:at:)``). Any key but Tab gives the
    /// view the keyboard focus. Arrows move the focus (the first arrow focuses 0.0) to the
    /// nearest item in the arrow's direction (``KeyboardNavigator``; reading order along a flow
    /// layout's lines); page keys scroll by a viewport height first.
    func handleKey(_ key: Key, modifiers: Modifiers, at time: Double) {
        if key != .tab { keyboardFocus = true }
        if let action = KeyboardMachine.action(for: key, modifiers: modifiers, in: state) { perform(action, at: time) }
    }

    /// The focused item's path, or nil. - Complexity: O(n).
    public var focusedPath: ItemPath? { focused.flatMap { snapshot.path(of: $0) } }

    /// Keyboard navigation over the layout as it is presented now.
    var navigator: KeyboardNavigator { KeyboardNavigator(layout: layout, viewportSize: viewportSize) }

    /// Moves the focus to the item the key reaches (the first item when nothing is focused).
    /// Page keys scroll by a viewport height first.
    func moveFocus(_ key: Key) {
        let current = focusedPath
        if key == .pageUp || key == .pageDown, current ?? navigator.firstPath != nil {
            setContentOffset(Point(x: contentOffset.x, y: contentOffset.y + (key == .pageDown ? 1 : -1) * viewportSize.height))
        }
        guard let target = navigator.target(for: key, from: current, counts: snapshot.itemCounts), let item = snapshot[target]
        else { return }
        focused = item
        scrollToMakeVisible(target)
    }

    /// A step of a keyboard drag (``KeyboardMachine/dragStep(_:in:navigator:)``): the lifted
    /// block moves (live, as with a drag) to the first target that works, or the exchange's
    /// "over" position moves (an exchange event); the slot is then kept in view.
    func keyboardDragStep(_ key: Key, at time: Double) {
        switch KeyboardMachine.dragStep(key, in: drag, navigator: navigator) {
        case .move(let targets, let check)?:
            let origin = drag?.move?.target
            for target in targets {
                drive(.move(.step(to: target)), at: time)
                guard let check, let origin, let now = drag?.move?.target else { break }
                guard now != origin else { continue }   // refused: the next one
                if let f = layout.attributesForItem(at: now)?.frame, check.isMade(by: f) { break }
                // It went the wrong way: back to a target this movement already accepted, not asked again.
                drive(.move(.step(to: origin), checked: false), at: time)
            }
            followTarget(drag?.move?.target)
        case .exchangeOver(let over)?:
            drive(.exchange(.over(over, frame: nil, point: nil)), at: time)
            followTarget(over)
        case nil:
            break
        }
    }

    /// Keeps a keyboard drag's snapshot over its slot and the slot visible.
    func followTarget(_ path: ItemPath?) {
        guard let path else { return }
        scrollToMakeVisible(path)
        limitPlacementForDrag()
        guard let f = layout.attributesForItem(at: path)?.frame else { return }
        drag?.pointer.center(over: f, contentOffset: contentOffset)
    }
}
