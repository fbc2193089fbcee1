import MosaicCore
import MosaicInteraction

/// An accessibility action (``AccessibilityAction``) as the steps that perform it — mostly the
/// key presses a keyboard user would make — and how to tell whether it worked. A pure plan over
/// the view's model state: ``plan(_:on:in:selectsOnClick:hasPrimaryAction:canDelete:)`` decides, the view runs the
/// steps in order through its ordinary input (`CollectionView.performAccessibilityAction(_:on:)`),
/// so an assistive technology's action asks and tells the owner exactly what the keyboard's does.
///
/// Invariants (checked with `precondition` when planned): a script has at least one step; a
/// ``Outcome/moved`` outcome has a step that measures a movement (``Step/step(_:)`` or
/// ``Step/swap(over:)``); ``Step/require(_:)`` only follows a step that may start a drag.
struct AccessibilityActionScript: Equatable {
    /// One step, run by the view.
    enum Step: Equatable {
        /// The item gets the focus, scrolled into view as the arrows would, and the view the
        /// keyboard focus (``viewActions(at:)``).
        case focus
        /// A key press through the view's input, as a keyboard would send it.
        case press(Key)
        /// A key press during a keyboard drag; it moved when the drag's step mark changed.
        case step(Key)
        /// The exchange's "over" position goes to `over`; it moved when an item is displaced.
        case swap(over: ItemPath)
        /// Selects the item at the path, as a click would.
        case select(ItemPath)
        /// Asks whether to delete the item at the path.
        case requestDeletion(ItemPath)
        /// Ends a pointer drag as lifting the pointer would.
        case drop
        /// Cancels the drag.
        case cancel
        /// Moves the item to the end of the section.
        case moveToSection(Int)
        /// Stops, the action failing, unless the condition holds.
        case require(Condition)
        /// Runs the owner's primary action on the item (UIKit's `performPrimaryActionForItemAt`: open it).
        case openPrimaryAction
    }

    /// What must hold for a script to go on.
    enum Condition: Equatable {
        /// A drag is in progress.
        case dragging
        /// An exchange transaction is in progress.
        case exchanging
    }

    /// How the view tells, after the last step, whether the action worked.
    enum Outcome: Equatable {
        /// It worked once its steps ran.
        case done
        /// No drag is left.
        case dragEnded
        /// A drag is in progress.
        case dragStarted
        /// The last measuring step (``Step/step(_:)`` or ``Step/swap(over:)``) moved something.
        case moved
        /// The item is in the section.
        case inSection(Int)
    }

    /// The steps, in order.
    let steps: [Step]
    /// How success is judged.
    let outcome: Outcome

    init(_ steps: [Step], _ outcome: Outcome) {
        precondition(!steps.isEmpty, "an accessibility action with no step")
        precondition(outcome != .moved || steps.contains { if case .step = $0 { true } else if case .swap = $0 { true } else { false } },
                     "a script judged by a movement has no step that measures one: \(steps)")
        self.steps = steps
        self.outcome = outcome
    }

    /// Whether the action worked, judged by ``outcome`` once the steps ran: `dragging` when a drag
    /// is in progress now, `moved` when the last measuring step moved something, `section` the
    /// item's section now (nil: not in the model). - Complexity: O(1).
    func succeeded(dragging: Bool, moved: Bool, section: Int?) -> Bool {
        switch outcome {
        case .done: return true
        case .dragEnded: return !dragging
        case .dragStarted: return dragging
        case .moved: return moved
        case .inSection(let s): return section == s
        }
    }

    /// Plans `action` on the item `id` in `state`: nil when it is not possible now (the item is
    /// not in the model, it is not among the item's actions, e.g. `drop` with no drag, `select`
    /// where a click does not select, `delete` the owner refuses by `canDelete`). A `move` on an
    /// item that is not lifted is a lift, one step and a drop; a `swap` outside an exchange is a
    /// catch, the swap and the release. In browse mode with no drag, `activate` selects the item
    /// and then, when the owner has one (`hasPrimaryAction`), runs its primary action.
    /// - Complexity: O(n) to find paths.
    static func plan<SectionID, ItemID>(_ action: AccessibilityAction<ItemID>, on id: ItemID,
                                        in state: CollectionState<SectionID, ItemID>, selectsOnClick: Bool,
                                        hasPrimaryAction: Bool = false,
                                        canDelete: (ItemPath) -> Bool) -> AccessibilityActionScript? {
        let snapshot = state.snapshot, drag = state.drag
        guard let path = snapshot.path(of: id) else { return nil }
        let grabbed = drag?.items.contains(id) ?? false
        let byKeyboard = drag?.pointer.byKeyboard ?? false
        let release: Step = byKeyboard ? .press(.space) : .drop
        switch action {
        case .activate:
            if drag != nil { return grabbed ? Self([release], .dragEnded) : nil }
            let opens = hasPrimaryAction && state.mode == .browse
            return Self([.focus, .press(.space)] + (opens ? [.openPrimaryAction] : []), .done)
        case .select:
            return drag == nil && selectsOnClick ? Self([.focus, .select(path)], .done) : nil
        case .delete:
            return drag == nil && canDelete(path) ? Self([.focus, .requestDeletion(path)], .done) : nil
        case .lift:
            return drag == nil && state.mode != .browse ? Self([.focus, .press(.space)], .dragStarted) : nil
        case .drop:
            return grabbed ? Self([release], .dragEnded) : nil
        case .cancel:
            return grabbed ? Self([.cancel], .done) : nil
        case .move(let direction):
            if drag != nil { return grabbed && byKeyboard ? Self([.step(direction.key)], .moved) : nil }
            guard state.mode != .browse else { return nil }
            return Self([.focus, .press(.space), .require(.dragging), .step(direction.key), .press(.space)], .moved)
        case .moveToSection(let section):
            guard drag == nil, state.mode == .edit, section >= 0, section < snapshot.numberOfSections else { return nil }
            return Self([.focus, .moveToSection(section)], .inSection(section))
        case .swap(let other):
            guard state.mode == .exchange, id != other, snapshot.contains(other) else { return nil }
            var steps: [Step] = []
            let caught: ItemID
            if let e = drag?.exchange {
                guard e.item == id || e.item == other, e.pointer.byKeyboard else { return nil }
                caught = e.item
            } else {
                guard drag == nil else { return nil }
                steps = [.focus, .press(.space), .require(.exchanging)]
                caught = id
            }
            guard let over = snapshot.path(of: caught == id ? other : id) else { return nil }
            return Self(steps + [.swap(over: over), .press(.space)], .moved)
        }
    }
}

extension AccessibilityMoveDirection {
    /// The arrow key of this direction.
    var key: Key {
        switch self {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        }
    }
}
