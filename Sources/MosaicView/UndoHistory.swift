import MosaicCore

/// The committed changes undo can reverse and redo can repeat, in one order: two stacks of
/// steps, each the view's own ``UndoEntry`` (by identity) or an owner's ``OwnerUndo``.
///
/// Invariants (checked with `precondition` where a step is pushed): every entry is well formed
/// (``UndoEntry/malformation``: items present and distinct, one place per item); recording a new
/// change empties the redo stack, so redo only repeats what undo just reversed. A change whose
/// notification the owner answered with its own step (``register(_:)``) is recorded as that step.
struct UndoHistory<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    typealias Entry = UndoEntry<SectionID, ItemID>

    /// One undoable change: the view's entry, or the owner's.
    enum Step {
        case view(Entry)
        case owner(OwnerUndo)
    }

    /// Steps undo reverses, the latest last.
    private(set) var undoEntries: [Step] = []
    /// Steps redo repeats, the latest undone last.
    private(set) var redoEntries: [Step] = []

    /// The committed change whose notification is being delivered, until its entry is recorded
    /// or another kind of event is emitted: what ``register(_:)`` replaces.
    private(set) var notified: NotifiedChange?
    /// How many notifications are being delivered now (an owner's handler may make the view emit
    /// more: those leave the window as it is).
    private var depth = 0
    /// The direction of the view's entry handed out by ``next(reversed:in:size:name:refusal:)``
    /// and not yet finished (true: undo), or nil.
    var performing: Bool?

    /// A change notification in progress: its kind, and the owner's step in place of its entry.
    struct NotifiedChange {
        enum Kind: Equatable { case move, exchange, deletion }
        var kind: Kind
        var replacement: OwnerUndo?
    }

    /// Follows the view's events, before each is delivered: a change notification (`move`,
    /// `moveMany`, `didFinishExchangeTransaction`, `delete`) opens a window in which the owner may
    /// replace its entry — a deletion's several `delete` events share one — and any other event
    /// closes it. Events emitted while one is delivered change nothing.
    mutating func willNotify(_ event: CollectionViewEvent) {
        depth += 1
        guard depth == 1 else { return }
        switch event {
        case .move, .moveMany: notified = NotifiedChange(kind: .move)
        case .didFinishExchangeTransaction: notified = NotifiedChange(kind: .exchange)
        case .delete where notified?.kind == .deletion: break
        case .delete: notified = NotifiedChange(kind: .deletion)
        default: notified = nil
        }
    }

    /// After an event was delivered (paired with ``willNotify(_:)``).
    mutating func didNotify() {
        precondition(depth > 0, "undo history: didNotify without willNotify")
        depth -= 1
    }

    /// The owner's own step: during a change notification it takes the place of that change's
    /// entry (recorded by ``record(_:)``); elsewhere it is recorded now, as the latest change.
    mutating func register(_ owner: OwnerUndo) {
        if notified != nil {
            notified?.replacement = owner
        } else {
            push(.owner(owner), onto: &undoEntries)
            redoEntries.removeAll()
        }
    }

    /// Records a newly committed change — its entry, or the owner's step registered while it was
    /// notified — on the undo stack; the redo stack empties.
    mutating func record(_ entry: Entry) {
        defer { notified = nil }
        push(notified?.replacement.map(Step.owner) ?? .view(entry), onto: &undoEntries)
        redoEntries.removeAll()
    }

    /// Records a step shared with other views (``OwnerUndo/shared``) as the latest change, now,
    /// whatever notification is being delivered; the redo stack empties.
    mutating func recordShared(_ owner: OwnerUndo) {
        precondition(owner.shared != nil, "undo history: a shared step without its share")
        notified = nil
        push(.owner(owner), onto: &undoEntries)
        redoEntries.removeAll()
    }

    /// The shared step `share` was performed through another view: its mirror here goes with
    /// it — from the undo stack to the redo stack (`reversed`) or back — wherever it is. False
    /// when this history holds no mirror of it there. - Complexity: O(steps).
    mutating func transferShared(_ share: AnyObject, reversed: Bool) -> Bool {
        func isMirror(_ step: Step) -> Bool { if case .owner(let o) = step { return o.shared === share } else { return false } }
        if reversed, let i = undoEntries.lastIndex(where: isMirror) {
            redoEntries.append(undoEntries.remove(at: i))
        } else if !reversed, let i = redoEntries.lastIndex(where: isMirror) {
            undoEntries.append(redoEntries.remove(at: i))
        } else {
            return false
        }
        return true
    }

    /// Takes the step undo (`reversed`) or redo would perform, or nil when there is none.
    mutating func take(reversed: Bool) -> Step? {
        reversed ? undoEntries.popLast() : redoEntries.popLast()
    }

    /// Keeps `step` (performed by undo when `reversed`, else by redo) for the opposite direction.
    mutating func performed(_ step: Step, reversed: Bool) {
        if reversed { push(step, onto: &redoEntries) } else { push(step, onto: &undoEntries) }
    }

    private func push(_ step: Step, onto stack: inout [Step]) {
        if case .view(let entry) = step, let problem = entry.malformation { preconditionFailure("undo history: \(problem)") }
        stack.append(step)
    }
}
