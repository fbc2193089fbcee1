import MosaicCore

extension CrossViewLink {
    /// Who ends the view's drag when it drops or cancels: the group (``end``, told whether it is
    /// a drop) while the view hosts a block for another view or its exchange's caught item is over
    /// another view — the view's own drop or cancel would tell its owner of a move or exchange the
    /// owner never had; nil when the view ends the drag itself. - Complexity: O(1).
    var groupEnd: ((_ drop: Bool) -> Void)? { hosted != nil || exchangeAway ? end : nil }
}
