import MosaicView

/// When a window draws: a value state machine fed once per loop iteration with what a frame
/// would show now, answering whether to draw it.
///
/// Draw when the display list or the header differs from the last frame drawn, when asked
/// (``setNeedsDisplay()``: resized, exposed, the owner's content changed), on every iteration
/// while something animates, and on the first iteration after the animation stopped — the
/// settled frame, which a loop that draws only "while animating" never shows. A timer that
/// fires (a long press opening a dialog) changes the display list, so its frame is drawn as
/// soon as the loop wakes at the view's deadline. Idle, nothing is drawn.
public struct FramePolicy<ItemID: Hashable & Sendable> {
    private var lastList: DisplayList<ItemID>?
    private var lastHeader: (any WindowHeader)?
    private var forced = true
    private var wasAnimating = false

    /// A policy that draws the first frame.
    public init() {}

    /// The next call to ``shouldDraw(_:header:animating:)`` returns true.
    public mutating func setNeedsDisplay() { forced = true }

    /// Whether to draw `list` with `header` now; `animating` is true while the view (or the
    /// renderer, decoding images) needs frames — read it *before* building `list`, and when it
    /// is true come back within a frame (an animation may end between the two reads, leaving
    /// `list` mid-animation; the next call then draws the settled frame). Remembers what it
    /// answered true for.
    /// - Complexity: O(cells) to compare the lists.
    public mutating func shouldDraw(_ list: DisplayList<ItemID>, header: (any WindowHeader)?, animating: Bool) -> Bool {
        let sameHeader = header.map { h in lastHeader.map { h.isSame(as: $0) } ?? false } ?? (lastHeader == nil)
        let draw = forced || animating || wasAnimating || !sameHeader || list != lastList
        wasAnimating = animating
        if draw {
            lastList = list
            lastHeader = header
            forced = false
        }
        return draw
    }
}
