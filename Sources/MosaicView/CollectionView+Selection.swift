import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// A tap on a cell: single selection replaces the selection (tapping the selected item
    /// keeps it selected, as UIKit does); multiple selection toggles. Plays the selection bounce.
    func tapSelect(_ path: ItemPath, at time: Double) {
        guard let item = snapshot[path] else { return }
        selectionAnchor = item
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

    /// The selection bounce: scale 0.9 over 0.1 s ease-out, then 1.0 over 0.1 s ease-in. It
    /// runs on its own track (``DisplayCell/bounceScale``), independent of any frame
    /// animation the item is in, and restarts when the item is tapped again.
    func bounce(_ item: ItemID, at time: Double) {
        guard snapshot.contains(item) else { return }
        presentation.bounces[item] = time
    }

    /// The bounce's scale for `item` at `time`: 1 when it is not bouncing.
    /// - Complexity: O(1).
    func bounceScale(of item: ItemID, at time: Double) -> Double {
        guard let start = presentation.bounces[item] else { return 1 }
        let d = max(configuration.bounceDuration, 1e-9), s = configuration.bounceScale
        let e = time - start
        if e <= 0 { return 1 }
        if e < d { return 1 + (s - 1) * TimingCurve.easeOut.value(at: e / d) }
        if e < 2 * d { return s + (1 - s) * TimingCurve.easeIn.value(at: (e - d) / d) }
        return 1
    }
}

extension CollectionView {
    /// Records a plain click that is about to select `path` and tells whether it is the second
    /// click of a double-click: the same item, a mouse, browse mode, within
    /// `configuration.doubleClickInterval` of the first. A second click is consumed (the next
    /// click starts a new pair), so a triple click opens once and selects.
    func isSecondClick(on path: ItemPath, at time: Double) -> Bool {
        guard configuration.doubleClickInterval > 0, mode == .browse, let id = input.pointers.lastUp?.id,
              PointerKind.isMouse(id), let item = snapshot[path] else {
            input.pointers.forgetClick()
            return false
        }
        return input.pointers.isSecondClick(on: item, at: time, within: configuration.doubleClickInterval)
    }

    // MARK: - Selection with modifiers

    /// A click with modifiers (`allowsMultipleSelectionWithModifiers`): ctrl toggles the item,
    /// shift selects the range from the anchor (the last plainly or ctrl-clicked item, else the
    /// focused one) to it, in reading order, replacing the selection. Returns false when the
    /// click is a plain one.
    func modifierSelect(_ path: ItemPath, modifiers: Modifiers, at time: Double) -> Bool {
        guard configuration.allowsMultipleSelectionWithModifiers, let item = snapshot[path] else { return false }
        if modifiers.contains(.shift) {
            if selectionAnchor.map({ !snapshot.contains($0) }) ?? true { selectionAnchor = focused ?? item }
            if let anchor = selectionAnchor, let from = snapshot.path(of: anchor) {
                selectRange(from: from, to: path)
                bounce(item, at: time)
                return true
            }
        }
        if modifiers.contains(.ctrl) {
            selectionAnchor = item
            if let index = selection.firstIndex(of: item) {
                selection.remove(at: index)
                emit(.didDeselect(path))
            } else {
                selection.append(item)
                emit(.didSelect(path))
                bounce(item, at: time)
            }
            return true
        }
        return false
    }
}
