import MosaicCore

/// The drag as the presentation shows it: the presentation owns the exchange's catch
/// animation and the released snapshot's owner animation, so it answers what the display list
/// shows for a drag and performs a release on its own state.
extension Presentation {
    /// What the display list shows for `state`'s drag at `time`: a released exchange's snapshot
    /// while it plays its release animation (no drag then), else the drag's own presentation
    /// (``DragSession/presentation(at:label:displaced:exchangeLook:style:)``, an exchange's
    /// snapshot looking as ``exchangeLook(at:since:style:)`` says), else nothing. The model is read
    /// only during a drag. - Complexity: O(k) for k lifted items.
    func dragPresentation<S>(in state: CollectionState<S, ItemID>, label: (ItemID) -> String, style: ExchangeStyle,
                             at time: Double) -> DragPresentation<ItemID> {
        guard let drag = state.drag else { return releasing?.dragPresentation(at: time) ?? DragPresentation() }
        return drag.presentation(at: time, label: label, displaced: drag.displacedItem(in: state.heldSnapshot),
                                 exchangeLook: exchangeLook(at: time, since: drag.pointer.beganAt, style: style), style: style)
    }

    /// The caught snapshot's scale and alpha at `time` (the catch was at `caught`), under the
    /// owner's catch animation if one plays (``ExchangeStyle/snapshotLook(at:since:catchAnimation:)``).
    func exchangeLook(at time: Double, since caught: Double, style: ExchangeStyle) -> (scale: Double, alpha: Double) {
        style.snapshotLook(at: time, since: caught, catchAnimation: catchAnimation)
    }

    /// An exchange's catch at `time`: a released snapshot still playing its release animation is
    /// gone, and the owner's catch animation (`keyframes`; nil: none, the default blink) starts.
    mutating func caught(keyframes: [SnapshotKeyframe]?, at time: Double) {
        releasing = nil
        catchAnimation = keyframes.map { (keyframes: $0, start: time) }
    }

    /// Releases an exchange's caught `item`, its snapshot at `frame` (content coordinates, the
    /// content scrolled to `contentOffset`), caught at `caughtAt`, in `state` holding the finished
    /// exchange (`origin`: where it began), as ``DragRelease`` decides: the owner's
    /// `animateRelease` plays as ``releasing``, or — without one, or with `reducesMotion` — the
    /// snapshot lands (``land(_:from:in:scale:at:)``; in its cell at once with reduced motion).
    /// The catch animation ends either way. - Complexity: ``DragRelease``'s, plus the landing's.
    mutating func release<S>(_ item: ItemID, from frame: Rect, origin: ItemPath?, caughtAt: Double, in state: CollectionState<S, ItemID>,
                             contentOffset: Point, animateRelease: ((ExchangeRelease) -> ExchangeReleaseAnimation)?,
                             reducesMotion: Bool, label: String, style: ExchangeStyle, at time: Double) {
        let look = exchangeLook(at: time, since: caughtAt, style: style)
        catchAnimation = nil
        switch DragRelease(item, from: frame, origin: origin, in: state, contentOffset: contentOffset,
                           animateRelease: reducesMotion ? nil : animateRelease, label: label, look: look, style: style, at: time) {
        case .land(let scale): if !reducesMotion { land(item, from: frame, in: state, scale: scale, at: time) }
        case .animate(let released): releasing = released
        }
    }

    /// Animates a dropped `item` from `frame` (content coordinates) to its cell in `state`'s layout
    /// (the displayed item nearest `frame`: ``SectionedSnapshot/path(ofDisplayed:near:layout:)``),
    /// scaled from `scale`, starting at `time`; nothing when it is not in the model or has no cell.
    /// - Complexity: O(n) to find the item, at worst.
    mutating func land<S>(_ item: ItemID, from frame: Rect, in state: CollectionState<S, ItemID>, scale: Double, at time: Double) {
        guard let path = state.heldSnapshot.path(ofDisplayed: item, near: frame, layout: state.layout),
              let target = state.layout.attributesForItem(at: path)?.frame else { return }
        land(item, at: path, from: frame, to: target, scale: scale, time: time)
    }
}
