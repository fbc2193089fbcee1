import MosaicCore

extension Presentation {
    /// Fades each of `ghosts` out where it was presented (``fadeOut(_:at:from:animation:time:)``)
    /// with the configuration's layout animation from `time`; with reduced motion nothing fades
    /// (the items are gone at once). Both an apply's and a deletion's ghosts fade here.
    /// - Complexity: O(ghosts).
    mutating func fadeOut(_ ghosts: [FadingGhosts<ItemID>.Ghost], configuration: CollectionViewConfiguration, time: Double) {
        guard !configuration.reducesMotion else { return }
        for ghost in ghosts {
            fadeOut(ghost.item, at: ghost.path, from: ghost.frame, animation: configuration.layoutAnimation, time: time)
        }
    }
}
