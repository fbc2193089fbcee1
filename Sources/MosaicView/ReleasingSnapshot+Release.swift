import MosaicCore

extension ReleasingSnapshot {
    /// An exchange's snapshot released at `frame` over the cell at `cell` (both in viewport
    /// coordinates), where the caught item now is (`finalPath`; it was caught at `origin`),
    /// playing the owner's `animateRelease`: the owner is given the ``ExchangeRelease`` and its
    /// animation plays from `look`; `displaced` — the item now at the origin, nothing when the
    /// transaction exchanged nothing — returns from `style`'s dimming over the keyframes.
    init(releasing item: ItemID, label: String, from frame: Rect, over cell: Rect, finalPath: ItemPath, origin: ItemPath,
         displaced: ItemID?, look: (scale: Double, alpha: Double), style: ExchangeStyle,
         animateRelease: (ExchangeRelease) -> ExchangeReleaseAnimation, at time: Double) {
        let release = ExchangeRelease(snapshotFrame: frame, centerOfCell: cell.center, finalPath: finalPath, originalPath: origin)
        self.init(item: item, label: label, release: release, animation: animateRelease(release), look: look, style: style,
                  displaced: origin == finalPath ? nil : displaced, at: time)
    }
}
