import MosaicAnimation
import MosaicCore

extension CollectionView {
    /// What to draw now: the cells and headers/footers in the viewport plus `displayMargin`,
    /// with presented (mid-animation) attributes, the drag snapshot, and what the `presenter`
    /// draws (menus, confirmations, the toast, the hovered cell).
    /// Frames are in viewport coordinates. The layout's own attributes are honoured as UIKit
    /// does: a cell whose attributes say `isHidden` is left out, `alpha` and `scale` multiply
    /// the engine's (animations, dimming, the bounce), and cells are listed in ascending
    /// `zIndex` (equal values keep the layout's order), which is the order to draw them in.
    /// - Complexity: O(log n + k) for k displayed elements, plus the running animations.
    @_specialize(exported: true, where SectionID == Int, ItemID == Int)
    @_specialize(exported: true, where SectionID == Int, ItemID == Int64)
    @_specialize(exported: true, where SectionID == Int, ItemID == String)
    @_specialize(exported: true, where SectionID == String, ItemID == String)
    public func displayList() -> DisplayList<ItemID> {
        let time = clock.now
        let dx = -contentOffset.x, dy = -contentOffset.y
        var list = DisplayList<ItemID>(viewport: viewportSize, contentOffset: contentOffset, contentSize: layout.contentSize)
        // While the deletion dialog is open, only the items it is about show as selected (and
        // highlighted); no other selection or focus ring competes. The context menu's item is
        // highlighted while the menu is open.
        let asking = requests.confirmingItems != nil
        let selected = Set(requests.confirmingItems ?? selection)
        let editing = mode == .edit && configuration.showsEditBackground
        let editAmount = editBackgroundAmount(at: time)
        let drag = dragPresentation(at: time)
        // One call into the animator (generic, in another module), then lookups specialised here.
        let presentedValues = animator.isEmpty ? [:] : animator.presentedValues(at: time)
        var seen = Set<ItemID>()
        // Per-cell work on identities only where something needs it (hashing an identity of the
        // owner's type goes through generic code when the engine is not specialised for it).
        let tracksSeen = !offscreenPaths.isEmpty || !drag.extraPaths.isEmpty
        let anySelected = !selected.isEmpty, anyPresented = !presentedValues.isEmpty, anyOverride = !drag.frames.isEmpty
        let highlighted = requests.modal != nil ? requests.menuItem : self.highlighted
        let focused = asking || !keyboardFocus ? nil : self.focused
        let move = self.drag?.move
        list.cells.reserveCapacity(64)
        var anyZIndex = false
        let anyBouncing = !bounces.isEmpty

        func makeCell(_ item: ItemID, path: ItemPath, frame layoutFrame: Rect,
                      layoutAlpha: Double = 1, layoutScale: Double = 1, zIndex: Int = 0) -> DisplayCell<ItemID> {
            var frame = layoutFrame, alpha = layoutAlpha, scale = layoutScale
            if anyPresented, let v = presentedValues[item] {
                frame = v.frame
                alpha = v.alpha * layoutAlpha
                scale = v.scale * layoutScale
            }
            if anyOverride, let override = drag.frames[item] { frame = override }
            var cell = DisplayCell(id: item, label: name(of: item), path: path, frame: frame.offsetBy(dx: dx, dy: dy),
                                   alpha: alpha, scale: scale, isSelected: anySelected && selected.contains(item),
                                   isHighlighted: highlighted.map { $0 == item } ?? false, showsEditBackground: editing,
                                   isFocused: focused.map { $0 == item } ?? false)
            cell.zIndex = zIndex
            if asking, cell.isSelected { cell.isHighlighted = true }
            if anyBouncing { cell.bounceScale = bounceScale(of: item, at: time) }
            cell.editBackgroundAmount = editAmount
            if let hidden = drag.hidden, hidden == item { cell.isHidden = true }
            if let dimmed = drag.dimmed, dimmed == item {
                cell.alpha *= drag.dimAlpha
                cell.isDimmed = true
            }
            return cell
        }

        for attrs in layout.attributes(in: displayRect) {
            switch attrs.kind {
            case .cell:
                guard let item = displayedItem(at: attrs.path, move: move) else { continue }
                if tracksSeen { seen.insert(item) }
                // The layout's own presentation (UIKit's attributes): hidden cells are not
                // listed; alpha and scale combine with the engine's; zIndex orders drawing.
                if attrs.isHidden { continue }
                if attrs.zIndex != 0 { anyZIndex = true }
                list.cells.append(makeCell(item, path: attrs.path, frame: attrs.frame,
                                           layoutAlpha: attrs.alpha, layoutScale: attrs.scale, zIndex: attrs.zIndex))
            case .header, .footer:
                list.supplementaries.append(DisplaySupplementary(kind: attrs.kind, section: attrs.path.section,
                                                                 frame: attrs.frame.offsetBy(dx: dx, dy: dy)))
            }
        }
        // Items moving in from or out to beyond the display range, and shifted drag items.
        for (item, path) in offscreenPaths where !seen.contains(item) {
            guard snapshot[path] == item, presentedValues[item] != nil else { continue }
            seen.insert(item)
            list.cells.append(makeCell(item, path: path, frame: .zero))
        }
        for (item, path) in drag.extraPaths where !seen.contains(item) {
            seen.insert(item)
            list.cells.append(makeCell(item, path: path, frame: .zero))
        }
        // Items fading out after a deletion.
        for (item, ghost) in removing {
            guard let v = presentedValues[item] else { continue }
            list.cells.append(DisplayCell(id: item, label: name(of: item), path: ghost.path, frame: v.frame.offsetBy(dx: dx, dy: dy),
                                          alpha: v.alpha, scale: v.scale, showsEditBackground: editing, isRemoving: true))
        }
        if anyZIndex {
            // Stable: equal zIndex keeps the layout's order.
            list.cells = list.cells.enumerated()
                .sorted { $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset }
                .map(\.element)
        }
        if let snapshotOverlay = drag.snapshot { list.overlays.append(.dragSnapshot(snapshotOverlay)) }
        list.cursor = pointerCursor(at: nil)
        list.controls.hint = configuration.modeHints.hint(for: mode)
        list.controls.editButtonTitle = editButtonTitle
        list.controls.mode = mode
        list.controls.isDragging = self.drag != nil
        list.controls.canUndo = canUndo
        list.controls.canRedo = canRedo
        if delegate.willDisplayItem != nil || delegate.didEndDisplayingItem != nil { notifyDisplayChanges(list) }
        presenter?.decorate(&list)
        return list
    }

    /// `willDisplay` for cells new in `list`, `didEndDisplaying` for cells gone from it.
    /// - Complexity: O(k) for k displayed cells.
    private func notifyDisplayChanges(_ list: DisplayList<ItemID>) {
        var now = [ItemID: ItemPath](minimumCapacity: list.cells.count)
        for cell in list.cells where !cell.isRemoving { now[cell.id] = cell.path }
        let before = displayedPaths
        displayedPaths = now
        for (item, path) in before where now[item] == nil { delegate.didEndDisplayingItem?(path) }
        for cell in list.cells where !cell.isRemoving && before[cell.id] == nil { delegate.willDisplayItem?(cell.path) }
    }
}
