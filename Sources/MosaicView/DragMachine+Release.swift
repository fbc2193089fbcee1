import MosaicCore

extension DragMachine {
    /// What lifting the pointer means for the drag in progress, its pointer where it is now: a
    /// ``Event/drop(contentOffset:)`` when the pointer is inside `viewport` (``Viewport/contains(_:)``;
    /// the auto-scroll zones lie inside, so a release in a zone drops) and for a keyboard drag,
    /// which has no pointer; a ``Event/cancel(contentOffset:)`` when it is outside — a release
    /// outside the view puts everything back. With no drag it is a drop, which changes nothing.
    /// The offset is the viewport's. - Complexity: O(1).
    func releaseEvent(in viewport: Viewport) -> Event {
        guard let pointer = session?.pointer, !pointer.byKeyboard, !viewport.contains(pointer.pointer) else {
            return .drop(contentOffset: viewport.contentOffset)
        }
        return .cancel(contentOffset: viewport.contentOffset)
    }
}

extension DragMachine {
    /// A call of the interactive-movement API (UIKit's) once an item is lifted.
    enum MovementCall: Equatable {
        /// `updateInteractiveMovementTargetPosition(_:)`: the target follows this viewport point.
        case update(Point)
        /// `endInteractiveMovement()`.
        case end
        /// `cancelInteractiveMovement()`.
        case cancel
    }

    /// The event an interactive-movement `call` comes to in `viewport`, or nil without a movement
    /// (the API moves items: during an exchange, or with no drag, a call changes nothing). An
    /// update moves the pointer; an end is what lifting the pointer there means
    /// (``releaseEvent(in:)``: after a position outside the viewport it cancels, as a pointer
    /// released outside the view does); a cancel cancels. - Complexity: O(1).
    func event(for call: MovementCall, in viewport: Viewport) -> Event? {
        guard session?.move != nil else { return nil }
        switch call {
        case .update(let position): return .pointer(position, contentOffset: viewport.contentOffset)
        case .end: return releaseEvent(in: viewport)
        case .cancel: return .cancel(contentOffset: viewport.contentOffset)
        }
    }

    /// Whether `event` ends the drag in progress: true for a drop, false for a cancel; nil for
    /// every other event and when no drag is in progress (nothing to end). - Complexity: O(1).
    func ending(_ event: Event) -> Bool? {
        guard session != nil else { return nil }
        switch event {
        case .drop: return true
        case .cancel: return false
        default: return nil
        }
    }
}
