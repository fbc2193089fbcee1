import MosaicCore
import MosaicInteraction

/// One keyboard step of a drag carried out (``KeyboardMachine/dragStep(_:in:navigator:)`` decided
/// it), as a value: it hands the view the ``DragMachine`` events to drive, one at a time, each
/// chosen from where the movement's block stands after the one before.
///
/// A movement tries its targets in order. Without a progress check the first step is kept. With
/// one, a refused step (the block did not move) goes on to the next target; a step whose block
/// frame shows progress the arrow's way is kept; a step that went the wrong way goes back to the
/// block's place before the key — a target this movement already accepted, so the owner is not
/// asked again — and the next target is tried. An exchange moves its "over" position once.
/// Afterwards ``followed(moveTarget:)`` is the slot to keep in view.
struct KeyboardDragStep<ItemID: Hashable & Sendable> {
    private enum Phase: Equatable {
        /// The target at the index is next (past the end: done).
        case ready(Int)
        /// The target at the index was driven; what became of it decides the next event.
        case stepped(Int)
        case done
    }

    private let step: KeyboardMachine.DragStep?
    /// The movement's target before the key.
    private let origin: ItemPath?
    private var phase = Phase.ready(0)

    /// Carries out `step` (nil: none) of a drag whose movement's block stood at `origin` (nil:
    /// an exchange, or no movement).
    init(_ step: KeyboardMachine.DragStep?, origin: ItemPath?) {
        self.step = step
        self.origin = origin
    }

    /// The next event to drive, or nil when the step is over. `target` is where the movement's
    /// block stands now, `frame` the layout's frame of a path now. - Complexity: O(1) per call
    /// plus one frame lookup; at most two events per target.
    mutating func next(target now: ItemPath?, frame: (ItemPath) -> Rect?) -> DragMachine<ItemID>.Event? {
        switch (step, phase) {
        case (.exchangeOver(let over)?, .ready(0)):
            phase = .done
            return .exchange(.over(over, frame: nil, point: nil))
        case (.move(let targets, _)?, .ready(let i)) where i < targets.count:
            phase = .stepped(i)
            return .move(.step(to: targets[i]))
        case (.move(_, let check)?, .stepped(let i)):
            guard let check, let origin, let now else {
                phase = .done   // no check: the step is kept
                return nil
            }
            phase = .ready(i + 1)
            if now == origin { return next(target: now, frame: frame) }   // refused: the next one
            if let f = frame(now), check.isMade(by: f) {
                phase = .done   // progress the arrow's way: kept
                return nil
            }
            // It went the wrong way: back to a target this movement already accepted, not asked again.
            return .move(.step(to: origin), checked: false)
        default:
            phase = .done
            return nil
        }
    }

    /// The slot the view keeps in view after the step: the exchange's "over" position, or the
    /// movement's block at `moveTarget`; nil when there was no step.
    func followed(moveTarget: ItemPath?) -> ItemPath? {
        switch step {
        case .move?: return moveTarget
        case .exchangeOver(let over)?: return over
        case nil: return nil
        }
    }
}

extension KeyboardDragStep {
    /// The step `key` makes in `state`'s drag over `navigator`'s layout
    /// (``KeyboardMachine/dragStep(_:in:navigator:)``), from where its movement's block stands.
    /// - Complexity: that of ``KeyboardMachine/dragStep(_:in:navigator:)``.
    init<S>(_ key: Key, in state: CollectionState<S, ItemID>, navigator: KeyboardNavigator) {
        self.init(KeyboardMachine.dragStep(key, in: state.drag, navigator: navigator), origin: state.drag?.move?.target)
    }

    /// The next event to drive (``next(target:frame:)``) with the block where `state`'s drag has
    /// it now, over `state`'s layout as it is now; nil when the step is over.
    mutating func next<S>(in state: CollectionState<S, ItemID>) -> DragMachine<ItemID>.Event? {
        next(target: state.drag?.move?.target, frame: { state.layout.attributesForItem(at: $0)?.frame })
    }

    /// The slot to keep in view after the step (``followed(moveTarget:)``) in `state`.
    func followed<S>(in state: CollectionState<S, ItemID>) -> ItemPath? { followed(moveTarget: state.drag?.move?.target) }
}
