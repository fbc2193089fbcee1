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
