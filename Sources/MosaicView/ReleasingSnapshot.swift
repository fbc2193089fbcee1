import MosaicCore

/// An exchange's snapshot after the release, when the owner animates it (the exchange
/// delegate's `animateRelease…`): first the owner's keyframes, the dragged item's cell hidden under the
/// snapshot; then the completion sequence — the cell revealed at once, the snapshot fading out
/// over `fadeOut` seconds — then gone.
struct ReleasingSnapshot<ItemID: Hashable & Sendable> {
    var item: ItemID
    var label: String
    var start: Double
    /// The snapshot at the release: center (viewport points), size, scale, alpha.
    var center: Point
    var size: Size
    var scale: Double
    var alpha: Double
    var backgroundGray: Double?
    var keyframes: [SnapshotKeyframe]
    var fadeOut: Double
    /// The displaced item, whose dimming returns to 1 over the keyframes.
    var displaced: ItemID?
    var displacedAlpha: Double

    var animationEnd: Double { start + SnapshotKeyframe.totalDuration(keyframes) }
    var end: Double { animationEnd + (fadeOut.isFinite ? max(0, fadeOut) : 0) }

    /// The snapshot overlay at `time`, or nil once removed; and whether the cell is still hidden.
    func presentation(at time: Double) -> (snapshot: DragSnapshot<ItemID>?, cellHidden: Bool, displacedAlpha: Double) {
        guard time < end else { return (nil, false, 1) }
        let v = SnapshotKeyframe.evaluate(keyframes, from: (center, scale, alpha), at: time - start)
        var alpha = v.alpha
        let hidden = time < animationEnd
        if !hidden, fadeOut > 0 { alpha *= max(0, 1 - (time - animationEnd) / fadeOut) }
        let total = animationEnd - start
        let restore = total > 0 ? min(1, max(0, (time - start) / total)) : 1
        let frame = Rect(x: v.center.x - size.width / 2, y: v.center.y - size.height / 2, width: size.width, height: size.height)
        return (DragSnapshot(items: [item], label: label, frame: frame, alpha: alpha, scale: v.scale, backgroundGray: backgroundGray),
                hidden, displacedAlpha + (1 - displacedAlpha) * restore)
    }
}

extension ReleasingSnapshot {
    /// What the display list shows for this snapshot at `time`: the snapshot overlay, the
    /// dragged item's cell hidden under it, the displaced item dimmed until its alpha is back.
    func dragPresentation(at time: Double) -> DragPresentation<ItemID> {
        var p = DragPresentation<ItemID>()
        let r = presentation(at: time)
        if r.cellHidden { p.hidden = item }
        if let displaced, r.displacedAlpha < 1 {
            p.dimmed = displaced
            p.dimAlpha = r.displacedAlpha
        }
        p.snapshot = r.snapshot
        return p
    }

    /// The snapshot of `item` (named `label`) released at `time` as `release` describes it,
    /// seen at `look` (scale, alpha), playing the owner's `animation`; the displaced item (nil:
    /// nothing was exchanged) returns from `style`'s dimming to alpha 1 over the keyframes.
    init(item: ItemID, label: String, release: ExchangeRelease, animation: ExchangeReleaseAnimation,
         look: (scale: Double, alpha: Double), style: ExchangeStyle, displaced: ItemID?, at time: Double) {
        self.init(item: item, label: label, start: time, center: release.snapshotFrame.center, size: release.snapshotFrame.size,
                  scale: look.scale, alpha: look.alpha, backgroundGray: style.snapshotBackgroundGray,
                  keyframes: animation.keyframes, fadeOut: animation.fadeOutDuration, displaced: displaced,
                  displacedAlpha: style.displacedAlpha)
    }
}
