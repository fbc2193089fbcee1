import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// A tap on a cell: single selection replaces the selection (tapping the selected item
    /// keeps it selected, as UIKit does); multiple selection toggles. Plays seed 000's bounce.
    func tapSelect(_ path: ItemPath, at time: Double) {
        guard let item = snapshot[path] else { return }
        if configuration.allowsMultipleSelection {
            if let index = selection.firstIndex(of: item) {
                selection.remove(at: index)
                emit(.didDeselect(path))
                return
            }
        } else {
            for other in selection where other != item {
                if let p = snapshot.path(of: other) { emit(.didDeselect(p)) }
            }
            selection.removeAll { $0 != item }
            if selection.contains(item) {
                bounce(item, at: time)
                emit(.didSelect(path))
                return
            }
        }
        selection.append(item)
        emit(.didSelect(path))
        bounce(item, at: time)
    }

    /// Selects the item at `path` (API), as a tap would, without the delegate call for
    /// deselection of others in multiple selection.
    public func selectItem(at path: ItemPath) {
        tapSelect(path, at: clock.now)
    }

    /// Deselects every item (API); tells the delegate for each.
    public func deselectAll() {
        for item in selection {
            if let p = snapshot.path(of: item) { emit(.didDeselect(p)) }
        }
        selection.removeAll()
    }

    /// Seed 000's bounce: scale 0.9 over 0.1 s ease-out, then 1.0 over 0.1 s ease-in.
    func bounce(_ item: ItemID, at time: Double) {
        guard let path = snapshot.path(of: item), let attrs = layout.attributesForItem(at: path) else { return }
        let current = animator.presentedValue(for: item, at: time) ?? AnimatedValues(frame: attrs.frame)
        let d = configuration.bounceDuration
        animator.animate(item, from: current, keyframes: [
            Keyframe(to: current.with(frame: attrs.frame).with(scale: configuration.bounceScale), animation: .easeOut(duration: d)),
            Keyframe(to: current.with(frame: attrs.frame).with(scale: 1), animation: .easeIn(duration: d)),
        ], at: time)
    }
}
