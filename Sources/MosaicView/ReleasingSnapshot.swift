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
