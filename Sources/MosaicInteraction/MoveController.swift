import MosaicCore

/// Interactive movement (UIKit's `beginInteractiveMovementForItem` … `endInteractiveMovement`,
/// iOS 9's reordering) as a value state machine: events in — lift items, the finger over an
/// item or a gap, a keyboard step, drop, cancel — and actions out — where the lifted block is
/// presented and, at the drop, the one model move to commit. It holds no view, model or
/// layout: `CollectionView` drives one, feeding it hit-test results.
///
/// The lifted block (one item, or several lifted together) is presented contiguously from
/// `target` in the *presented* order: paths the driver reports for the finger are presented
/// paths, with the block at `target`.
///
/// Targeting (as in UIKit and LXReorderableCollectionViewFlowLayout):
/// - Over an item outside the block: the block takes that item's slot, once the finger is
///   inside the item's central 60 % (``DropTargetRule``, shared with `ExchangeController`).
/// - Over a gap: the nearest insertion slot.
/// - Hysteresis: no retarget while the finger stays inside the frame of the item whose slot
///   the block took (``lockRect``; ``DropTargetRule``).
/// - The layout may propose another target (`targetIndexPath(forInteractivelyMovingItem:)`),
///   then the delegate decides (`targetIndexPathForMoveFromItemAt:toProposedIndexPath:`) —
///   for a keyboard ``Event/step(to:)`` too (without the layout, which needs a position).
public struct MoveController: Sendable {
    /// The questions asked while targeting.
    public struct Questions {
        /// The layout's proposal for the moving item at a position: (origin, position, proposed) → target.
        public var layoutTarget: (_ origin: ItemPath, _ position: Point, _ proposed: ItemPath) -> ItemPath
        /// The delegate's decision: (origin, proposed) → the target to use, or nil to stay.
        public var delegateTarget: (_ origin: ItemPath, _ proposed: ItemPath) -> ItemPath?
        /// The presented item counts per section (block included), to refuse targets outside
        /// them (a layout's or delegate's answer may be out of range); nil: no check.
        public var itemCounts: [Int]?

        /// Answers for one event; by default the layout and the delegate accept the proposed
        /// target and item counts are not checked.
        public init(layoutTarget: @escaping (_ origin: ItemPath, _ position: Point, _ proposed: ItemPath) -> ItemPath = { $2 },
                    delegateTarget: @escaping (_ origin: ItemPath, _ proposed: ItemPath) -> ItemPath? = { $1 },
                    itemCounts: [Int]? = nil) {
            self.layoutTarget = layoutTarget
            self.delegateTarget = delegateTarget
            self.itemCounts = itemCounts
        }

        /// Whether the block (of `count` items, now at `current`) may start at `target`: its
        /// section is in ``itemCounts`` and its item index is at most that section's count once
        /// the block is taken out (always true without item counts).
        public func allows(_ target: ItemPath, current: ItemPath, count: Int) -> Bool {
            guard let counts = itemCounts else { return true }
            guard counts.indices.contains(target.section) else { return false }
            let without = counts[target.section] - (target.section == current.section ? count : 0)
            return target.item >= 0 && target.item <= without
        }
    }

    /// What happened.
    public enum Event: Hashable, Sendable {
        /// Items were lifted from `sources` (model paths, ascending); `origin` is the one grabbed.
        case lift(sources: [ItemPath], origin: ItemPath)
        /// The finger (at `point`) is over the presented item at `path` with frame `frame`.
        case over(ItemPath, frame: Rect, point: Point)
        /// The finger (at `point`) is over a gap; `slot` is the nearest insertion slot.
        case overGap(slot: ItemPath, point: Point)
        /// A keyboard step (or a move that is not a drag: a menu entry, undo): the block should
        /// start at `target` (presented order, without the block). The delegate decides
        /// (`delegateTarget`; nil keeps the current target); the layout is not asked (no position).
        case step(to: ItemPath)
        /// The finger lifted: commit.
        case drop
        /// Put everything back.
        case cancel
    }

    /// What the driver does.
    public enum Action: Hashable, Sendable {
        /// Several items were lifted: present them gathered as a block at `target`
        /// (remove them from `sources`, insert contiguously at `target`).
        case gather(sources: [ItemPath], target: ItemPath)
        /// Present the block (`count` items from `from`) at `to` instead; the others re-flow.
        case moveBlock(from: ItemPath, to: ItemPath, count: Int)
        /// Commit to the model: the items lifted from `sources` land contiguously at `target`
        /// (UIKit's `moveItemAt:to:` for one item). Sent only when the order changed.
        case commit(sources: [ItemPath], target: ItemPath)
        /// The drop changed nothing (back where it started).
        case unchanged
        /// Present the block (`count` items at `from`) back at `sources`; the model is untouched.
        case restore(from: ItemPath, sources: [ItemPath])
    }

    /// Model paths of the lifted items (ascending) while a movement is in progress.
    public private(set) var sources: [ItemPath] = []
    /// The grabbed item's model path.
    public private(set) var origin: ItemPath?
    /// Where the block starts in the presented order.
    public private(set) var target: ItemPath?
    /// The shared drop-target rule (central 60 %, hysteresis).
    public private(set) var rule = DropTargetRule()
    /// No retarget while the finger stays inside this frame (the slot last taken).
    public var lockRect: Rect? { rule.lock }

    /// An idle controller: no movement in progress (``isMoving`` is false, no sources).
    public init() {}

    /// True between a lift and the drop or cancel.
    public var isMoving: Bool { origin != nil }

    /// The number of lifted items.
    public var count: Int { sources.count }

    /// True when the presented path lies inside the lifted block.
    public func blockContains(_ path: ItemPath) -> Bool {
        guard let target else { return false }
        return path.section == target.section && path.item >= target.item && path.item < target.item + count
    }

    /// Handles one event. - Complexity: O(k) for k lifted items.
    public mutating func handle(_ event: Event, _ questions: Questions = Questions()) -> [Action] {
        switch event {
        case .lift(let sources, let origin):
            guard self.origin == nil, let first = sources.first else { return [] }
            self.sources = sources
            self.origin = origin
            target = first
            rule = DropTargetRule()
            return sources.count > 1 ? [.gather(sources: sources, target: first)] : []
        case .over(let q, let frame, let point):
            guard let target, let origin, !rule.holds(at: point) else { return [] }
            guard !blockContains(q), DropTargetRule.isWellInside(point, frame) else { return [] }
            let proposed = q.section == target.section && q.item >= target.item + count
                ? ItemPath(q.section, q.item - count + 1) : q
            return retarget(proposed, origin: origin, point: point, lock: frame, questions)
        case .overGap(let slot, let point):
            guard let target, let origin, !rule.holds(at: point) else { return [] }
            var proposed = slot
            if slot.section == target.section {
                if slot.item >= target.item + count { proposed = ItemPath(slot.section, slot.item - count) }
                else if slot.item > target.item { return [] }
            }
            return retarget(proposed, origin: origin, point: point, lock: nil, questions)
        case .step(let to):
            // A keyboard step has no position: the layout is not asked, the delegate is.
            guard let target, let origin, to != target else { return [] }
            rule.lock(on: nil)
            guard let decided = questions.delegateTarget(origin, to), decided != target,
                  questions.allows(decided, current: target, count: count) else { return [] }
            self.target = decided
            return [.moveBlock(from: target, to: decided, count: count)]
        case .drop:
            guard let target, origin != nil else { return [] }
            let sources = self.sources
            reset()
            let changed = sources != (0..<sources.count).map { ItemPath(target.section, target.item + $0) }
            return [changed ? .commit(sources: sources, target: target) : .unchanged]
        case .cancel:
            guard let target, origin != nil else { return [] }
            let sources = self.sources
            reset()
            return [.restore(from: target, sources: sources)]
        }
    }

    /// Carries the movement over a changed model (the owner applied a new snapshot mid-drag):
    /// the lifted items are now at `sources` (model paths, ascending), the grabbed one at
    /// `origin`, and the block is presented from `target`. The hysteresis lock is released (the
    /// frame it held belongs to the old layout). Nothing is moved in the layout: the caller
    /// presents the block there. Ignored (false) when no movement is in progress or the paths
    /// do not describe one (no source, `origin` not among them). - Complexity: O(k).
    @discardableResult
    public mutating func rebase(sources: [ItemPath], origin: ItemPath, target: ItemPath) -> Bool {
        guard isMoving, !sources.isEmpty, sources.contains(origin), sources == sources.sorted() else { return false }
        self.sources = sources
        self.origin = origin
        self.target = target
        rule = DropTargetRule()
        return true
    }

    private mutating func retarget(_ proposed: ItemPath, origin: ItemPath, point: Point, lock: Rect?,
                                   _ questions: Questions) -> [Action] {
        guard let current = target else { return [] }
        var to = questions.layoutTarget(origin, point, proposed)
        guard let decided = questions.delegateTarget(origin, to) else { return [] }
        to = decided
        rule.lock(on: lock)
        guard to != current, questions.allows(to, current: current, count: count) else { return [] }
        target = to
        return [.moveBlock(from: current, to: to, count: count)]
    }

    private mutating func reset() {
        sources = []
        origin = nil
        target = nil
        rule = DropTargetRule()
    }
}
