import MosaicCore

// The view actions a value performs on its own state; `CollectionView` hands each action to
// them in turn (the model, the built-in gestures, scrolling) and performs the rest.

extension CollectionState {
    /// Performs `action` when it changes only this state — the pressed highlight
    /// (`clearHighlight`, `highlight`), the keyboard focus (`focusEnters`, `focusLeaves`) — and
    /// returns true; false, changing nothing, for every other action. - Complexity: O(1).
    mutating func perform(_ action: ViewAction) -> Bool {
        switch action {
        case .clearHighlight: highlighted = nil
        case .highlight(let path): highlighted = heldSnapshot[path]
        case .focusEnters: hasKeyboardFocus = true
        case .focusLeaves: hasKeyboardFocus = false
        default: return false
        }
        return true
    }
}

extension Scrolling {
    /// Performs `action` when it only scrolls — momentum stops (`stopMomentum`), an offset
    /// (`scroll`), a fling at `time` (under `configuration`'s minimum velocity and deceleration
    /// rate), a scroll by a delta (`scrollBy`), clamped to `layout`'s content — and returns true;
    /// false, changing nothing, for every other action. - Complexity: O(1).
    mutating func perform(_ action: ViewAction, in layout: AnyLayout, configuration: CollectionViewConfiguration,
                          at time: Double) -> Bool {
        switch action {
        case .stopMomentum: momentum = nil
        case .scroll(let offset): setOffset(offset, contentSize: layout.contentSize)
        case .fling(let velocity):
            fling(velocity: velocity, at: time, minimumVelocity: configuration.minimumFlingVelocity,
                  rate: configuration.decelerationRate)
        case .scrollBy(let delta): scroll(by: delta, in: layout)
        default: return false
        }
        return true
    }
}

extension BuiltInGestures {
    /// Performs `action` when it concerns only the built-in gestures (`pointersLifted`,
    /// `forgetActiveGestures`) and returns true; false, changing nothing, for every other action.
    /// - Complexity: O(1).
    mutating func perform(_ action: ViewAction) -> Bool {
        switch action {
        case .pointersLifted: pointersLifted()
        case .forgetActiveGestures: forgetActive()
        default: return false
        }
        return true
    }
}
