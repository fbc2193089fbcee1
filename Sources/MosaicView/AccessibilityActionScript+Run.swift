import MosaicCore
import MosaicInteraction

extension AccessibilityActionScript {
    /// Plans `action` on the item `id` as its owner allows: nil when the `describer` says the
    /// item is disabled (``AccessibilityDescriber/isEnabled``), else
    /// ``plan(_:on:in:selectsOnClick:hasPrimaryAction:canDelete:)`` with a click's selection rule
    /// from `configuration` (in the state's mode), the primary action when the `delegate` has
    /// one, and deletion as the delegate's `canDeleteItem` allows (default yes).
    /// - Complexity: O(n) to find paths.
    static func plan<SectionID, ItemID>(_ action: AccessibilityAction<ItemID>, on id: ItemID,
                                        in state: CollectionState<SectionID, ItemID>,
                                        describer: AccessibilityDescriber<SectionID, ItemID>, delegate: CollectionViewDelegate,
                                        configuration: CollectionViewConfiguration) -> AccessibilityActionScript? {
        guard describer.isEnabled?(id) ?? true else { return nil }
        return plan(action, on: id, in: state, selectsOnClick: configuration.selectsOnClick(in: state.mode),
                    hasPrimaryAction: delegate.performPrimaryAction != nil, canDelete: { delegate.canDeleteItem?($0) ?? true })
    }

    /// Runs the steps in order and tells whether the action worked. `perform` performs every
    /// step that acts (all but ``Step/require(_:)``); `drag` reads the view's drag after each.
    /// A `require` whose condition does not hold stops the script: the action failed. A
    /// ``Step/step(_:)`` moved when the drag's step mark (``DragSession/stepMark``) changed, a
    /// ``Step/swap(over:)`` when the exchange displaces an item; the last of them decides
    /// ``Outcome/moved``. Success is ``succeeded(dragging:moved:section:)`` over the drag then and
    /// `section()`, the item's section then (read once, at the end).
    /// - Complexity: O(steps) calls of `perform` and `drag`, plus `section`.
    func run<ItemID>(drag: () -> DragSession<ItemID>?, section: () -> Int?, perform: (Step) -> Void) -> Bool {
        var moved = false
        for step in steps {
            switch step {
            case .require(.dragging):
                if drag() == nil { return false }
            case .require(.exchanging):
                if drag()?.exchange == nil { return false }
            case .step:
                let mark = drag()?.stepMark
                perform(step)
                moved = drag()?.stepMark != mark
            case .swap:
                perform(step)
                moved = drag()?.exchange?.controller.displaced != nil
            default:
                perform(step)
            }
        }
        return succeeded(dragging: drag() != nil, moved: moved, section: section())
    }
}
