import MosaicCore
import MosaicInteraction

/// The keyboard as a pure decision over the view's model state: a key press in, what the view
/// does out (``Action``). It holds nothing and changes nothing; `CollectionView` performs the
/// action (a ``ViewAction``; a focus move's steps come from ``focusSteps(_:extending:in:navigator:contentOffset:)``), and for a step of a keyboard drag asks ``dragStep(_:in:navigator:)``
/// which targets to try.
///
/// The keys: ctrl+z / ctrl+shift+z undo and redo; ctrl+a selects all (not during a drag);
/// Escape cancels a drag, else deselects; Tab / shift+Tab hand the focus to the app (not during
/// a drag); Space or Enter select (browse), lift (edit) or catch (exchange) the focused item, and
/// drop a keyboard drag; Delete asks about the selection — anchored at the focused item when it
/// is selected, else at the first — or, with nothing selected, the focused item (browse mode, no
/// drag); arrows, Home, End and the page keys move the focus (shift: extending the selection)
/// or step a keyboard drag, and do nothing in an empty model or during a pointer drag.
enum KeyboardMachine {
    /// What a key press does: the keyboard's cases of the view's actions.
    typealias Action = ViewAction

    /// Everything a key press does, in order: a key other than Tab first gives the view the
    /// keyboard focus (``ViewAction/focusEnters``); then ``action(for:modifiers:in:)``'s action,
    /// Tab's `focusLeaves` followed by telling the owner `focusLeaves forward|backward`.
    /// - Complexity: that of ``action(for:modifiers:in:)``.
    static func actions<S, I>(for key: Key, modifiers: Modifiers, in state: CollectionState<S, I>) -> [Action] {
        let decided = action(for: key, modifiers: modifiers, in: state)
        if case .focusLeaves(let forward)? = decided { return [.focusLeaves(forward: forward), .tell(.focusLeaves(forward: forward))] }
        return (key == .tab ? [] : [.focusEnters]) + (decided.map { [$0] } ?? [])
    }

    /// What `key` with `modifiers` does in `state`, or nil for nothing. - Complexity: O(n) to
    /// find the focused and selected paths.
    static func action<S, I>(for key: Key, modifiers: Modifiers, in state: CollectionState<S, I>) -> Action? {
        let drag = state.drag, byKeyboard = state.drag?.pointer.byKeyboard ?? false
        if modifiers.contains(.ctrl), key == .character("z") { return modifiers.contains(.shift) ? .redo : .undo }
        if modifiers.contains(.ctrl), key == .character("a") { return drag == nil ? .selectAll : nil }
        let focusedPath = state.focused.flatMap { state.snapshot.path(of: $0) }
        switch key {
        case .escape:
            return drag != nil ? .cancelDrag : .deselectAll
        case .tab:
            return drag == nil ? .focusLeaves(forward: !modifiers.contains(.shift)) : nil
        case .space, .enter:
            if drag != nil { return byKeyboard ? .drop : nil }
            guard let path = focusedPath else { return nil }
            switch state.mode {
            case .browse: return .select(path)
            case .edit: return .lift(path, grabbedAt: nil)
            case .exchange: return .catchItem(path, grabbedAt: nil)
            }
        case .delete:
            guard drag == nil, state.mode == .browse else { return nil }
            let paths = state.selectedPaths
            if let first = paths.first {
                return .confirmDeletion(paths, anchor: focusedPath.flatMap { paths.contains($0) ? $0 : nil } ?? first)
            }
            return focusedPath.map { .confirmDeletion([$0], anchor: $0) }
        case .left, .right, .up, .down, .home, .end, .pageUp, .pageDown:
            guard state.snapshot.numberOfItems > 0 else { return nil }
            if drag != nil { return byKeyboard ? .dragStep(key) : nil }
            return .moveFocus(key, extending: modifiers.contains(.shift))
        default:
            return nil
        }
    }

    /// How a keyboard drag steps.
    enum DragStep: Equatable {
        /// The movement tries each target in order; without `check` the first is kept, with one
        /// a target is kept only when the check holds for the block's frame there, else the
        /// movement goes back and the next is tried.
        case move([ItemPath], check: Progress?)
        /// The exchange's "over" position goes to the path.
        case exchangeOver(ItemPath)
    }

    /// Whether a step of the block went the arrow's way: its centre moved more than half a
    /// point beyond `before` (its centre along the arrow before the step, growing in the arrow's direction).
    struct Progress: Equatable {
        let key: Key
        let before: Double

        /// True when the block's frame `frame` after the step lies beyond where it was.
        func isMade(by frame: Rect) -> Bool { ArrowDirection(key).map { $0.extents(of: frame).mid > before + 0.5 } ?? true }
    }

    /// The step `key` makes in the drag `session` over the layout of `navigator`, or nil (no
    /// step). Along a flow layout's lines the block steps in reading order; other arrows try the
    /// slots of up to four nearest items in the arrow's direction (the layout reflows around the
    /// block, so a slot must be checked to move it that way); Home, End and the page keys take the
    /// slot they reach. An exchange's "over" position moves to the item the key reaches.
    static func dragStep<I>(_ key: Key, in session: DragSession<I>?, navigator nav: KeyboardNavigator) -> DragStep? {
        switch session {
        case .move(let d)?:
            if let forward = nav.flowLineDirection(key) {
                return .move([nav.blockStep(from: d.target, count: d.items.count, forward: forward)], check: nil)
            }
            if let arrow = ArrowDirection(key) {
                guard let frame = nav.layout.attributesForItem(at: d.target)?.frame else { return .move([], check: nil) }
                let targets = nav.spatialNeighbors(from: frame, excluding: d.target, key, limit: 4)
                    .map { nav.blockTarget(taking: $0, from: d.target, count: d.items.count) }.filter { $0 != d.target }
                return .move(targets, check: Progress(key: key, before: arrow.extents(of: frame).mid))
            }
            guard let target = nav.blockTarget(for: key, from: d.target, count: d.items.count), target != d.target else { return nil }
            return .move([target], check: nil)
        case .exchange(let e)?:
            guard let from = e.controller.lastOver ?? e.controller.origin,
                  let over = nav.target(for: key, from: from, counts: nav.layout.itemCounts), over != from else { return nil }
            return .exchangeOver(over)
        case nil:
            return nil
        }
    }
}
