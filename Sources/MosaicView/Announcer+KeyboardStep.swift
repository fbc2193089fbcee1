import MosaicCore

extension Announcer {
    /// After a keyboard step of `drag`, what it changed since `mark` (the session's
    /// ``DragSession/stepMark`` before it), in words (``DragMachine/stepAnnouncement(since:itemAt:)``
    /// over these words' model) with positions over `counts`, the item counts the layout presents;
    /// nil when the step changed nothing or no drag is in progress. Pointer drags retarget at frame
    /// rate and are not announced step by step. - Complexity: O(1).
    func keyboardStep(of drag: DragSession<ItemID>?, since mark: ItemPath?, presenting counts: [Int]) -> String? {
        DragMachine(session: drag).stepAnnouncement(since: mark, itemAt: { snapshot[$0] }).map { presenting(counts).text($0) }
    }
}
