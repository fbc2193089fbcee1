import MosaicAnimation
import MosaicCore
import MosaicInteraction

/// What a pointer captured outside the gestures is doing.
enum PointerCapture {
    /// Dragging the vertical scroll indicator: from `startY` (viewport) at `startOffset`.
    case scrollIndicator(startY: Double, startOffset: Double)
    /// Pressed on the Undo toast at `down` (viewport).
    case toast(down: Point)
    /// Pressed outside an open context menu (which closed): its moves and up are dropped.
    case swallowed
}

extension CollectionView {
    // MARK: - Routing

    /// The desktop input that never reaches the gestures: hover, right clicks, the open context
    /// menu, and pointers pressed on the scroll indicator or the Undo toast. Returns true when
    /// the event was consumed.
    func handleDesktopInput(_ event: InputEvent) -> Bool {
        switch event {
        case .hover(let p, _):
            hoverPoint = isInsideViewport(p) ? p : nil
            return true
        case .secondaryClick(let p, _):
            hoverPoint = isInsideViewport(p) ? p : nil
            if dialog == nil, !dragInProgress, pointersDown.isEmpty { openContextMenu(at: p) }
            return true
        case .pointerDown(let id, let p, let modifiers, _):
            downModifiers = modifiers
            hoverPoint = PointerKind.isMouse(id) && isInsideViewport(p) ? p : nil
        case .pointerMoved(let id, let p, _):
            if PointerKind.isMouse(id) { hoverPoint = isInsideViewport(p) ? p : nil }
        default:
            break
        }
        if let capture, handleCaptured(event, capture) { return true }
        if contextMenu != nil {
            handleWhileMenuOpen(event)
            return true
        }
        if dialog == nil, case .pointerDown(let id, let p, _, _) = event, pointersDown.count == 1, !dragInProgress {
            if let toast = currentUndoToast, toast.frame.contains(p) {
                capture = (id, .toast(down: p))
                return true
            }
            if let thumb = verticalScrollIndicatorFrame,
               p.x >= viewportSize.width - ScrollIndicator.hitWidth, p.y >= thumb.minY - 4, p.y <= thumb.maxY + 4 {
                presentation.momentum = nil
                capture = (id, .scrollIndicator(startY: p.y, startOffset: contentOffset.y))
                return true
            }
        }
        return false
    }

    /// Moves and ups of a captured pointer; true when the event belonged to it.
    private func handleCaptured(_ event: InputEvent, _ captured: (id: Int, kind: PointerCapture)) -> Bool {
        switch event {
        case .pointerMoved(let id, let p, _) where id == captured.id:
            if case .scrollIndicator(let startY, let startOffset) = captured.kind {
                let ratio = ScrollIndicator.contentPerThumbPoint(viewport: viewportSize.height,
                                                                 content: layout.contentSize.height)
                setContentOffset(Point(x: contentOffset.x, y: startOffset + (p.y - startY) * ratio))
            }
            return true
        case .pointerUp(let id, let p, _) where id == captured.id:
            capture = nil
            if case .toast(let down) = captured.kind, let toast = currentUndoToast,
               toast.buttonFrame.contains(down), toast.buttonFrame.contains(p) {
                undo()
            }
            return true
        case .cancelAll:
            capture = nil
            return false
        case .pointerDown, .pointerMoved, .pointerUp:
            return true   // other pointers wait until the captured one lifts
        default:
            return false
        }
    }

    // MARK: - Hover and cursor

    /// The item under the mouse while it hovers (no button down, no drag, no dialog or menu),
    /// or nil. Follows scrolling and relayout: it is recomputed from the pointer's position.
    public var hoveredPath: ItemPath? {
        guard let p = hoverPoint, pointersDown.isEmpty, drag == nil, dialog == nil, contextMenu == nil,
              capture == nil else { return nil }
        return itemPath(atViewportPoint: p)
    }

    /// The cursor the pointer should show: `.grabbing` while the pointer drags a card,
    /// `.grab` over a card a drag would move (edit or exchange mode, the delegate allowing
    /// it; also while pressed on it before the drag begins), the arrow otherwise.
    public var pointerCursor: PointerCursor {
        if let drag, !drag.pointer.byKeyboard { return .grabbing }
        guard mode != .browse, dialog == nil, contextMenu == nil, capture == nil, presentation.releasing == nil,
              let p = hoverPoint, let path = itemPath(atViewportPoint: p) else { return .arrow }
        switch mode {
        case .edit:
            guard installsStandardGestureForInteractiveMovement else { return .arrow }
            return delegate.canMoveItem?(path) ?? true ? .grab : .arrow
        case .exchange:
            return delegate.canBeginExchange?(path) ?? true ? .grab : .arrow
        case .browse:
            return .arrow
        }
    }

    // MARK: - Scroll indicator

    /// The vertical scroll indicator's thumb in viewport coordinates (3 points wide, 6 from the
    /// right edge), or nil when the content fits. A press within `ScrollIndicator.hitWidth`
    /// of the right edge at the thumb's height grabs it; dragging scrolls proportionally
    /// (`ScrollIndicator.contentPerThumbPoint`).
    public var verticalScrollIndicatorFrame: Rect? {
        guard let bar = ScrollIndicator.thumb(viewport: viewportSize.height, content: layout.contentSize.height,
                                              offset: contentOffset.y) else { return nil }
        return Rect(x: viewportSize.width - 6, y: bar.start, width: 3, height: bar.length)
    }

    /// True while a pointer drags the scroll indicator.
    public var isDraggingScrollIndicator: Bool {
        if case .scrollIndicator? = capture?.kind { return true }
        return false
    }

    // MARK: - Context menu

    /// Opens the context menu of the item at `point` (viewport): the owner's entries
    /// (`delegate.contextMenuItems`), Delete, then "Move to …" for every other section.
    /// Nothing over a gap, during a drag or with a dialog open.
    func openContextMenu(at point: Point) {
        guard configuration.showsContextMenu, let path = itemPath(atViewportPoint: point), let item = snapshot[path]
        else {
            closeContextMenu()
            return
        }
        let text = configuration.contextMenuText
        var items = delegate.contextMenuItems?(path) ?? []
        if delegate.canDeleteItem?(path) ?? true { items.append(ContextMenu.Item(title: text.delete, action: .delete)) }
        for s in 0..<snapshot.numberOfSections where s != path.section {
            items.append(ContextMenu.Item(title: text.moveToSection.replacing("{section}", with: sectionName(s)),
                                          action: .moveToSection(s)))
        }
        highlighted = nil
        presentation.momentum = nil
        contextMenu = ContextMenu(items: items, path: path,
                                  frame: ContextMenu.frame(count: items.count, at: point, viewport: viewportSize))
        menuItem = item
    }

    /// Opens the context menu of the item at `path` (API; as a right click at its centre would).
    public func showContextMenu(at path: ItemPath) {
        guard dialog == nil, !dragInProgress, let f = layout.attributesForItem(at: path)?.frame else { return }
        openContextMenu(at: Point(x: f.midX - contentOffset.x, y: f.midY - contentOffset.y))
    }

    /// Closes the context menu without doing anything (Escape, a click outside).
    public func closeContextMenu() {
        contextMenu = nil
        menuItem = nil
    }

    /// Does what entry `index` of the open menu says (when enabled) and closes the menu.
    public func activateContextMenuItem(_ index: Int) {
        guard let menu = contextMenu, menu.items.indices.contains(index), menu.items[index].isEnabled,
              let item = menuItem, let path = snapshot.path(of: item) else { return }
        closeContextMenu()
        let time = max(clock.now, lastEventTime)
        switch menu.items[index].action {
        case .delete:
            if selection.count > 1, selection.contains(item) {
                openDeleteConfirmation(for: selectedPaths, anchoredAt: path, at: time)
            } else {
                openDeleteConfirmation(for: path, at: time)
            }
        case .moveToSection(let section):
            moveItem(item, toEndOfSection: section, at: time)
        case .custom(let identifier):
            emit(.contextMenuAction(identifier, path))
        }
    }

    /// The menu is modal: Up/Down/Tab move the focus over the enabled entries, Enter/Space
    /// activate the focused one, Escape closes; a click on an entry activates it (on its
    /// release), a press outside closes the menu and goes no further.
    func handleWhileMenuOpen(_ event: InputEvent) {
        guard let menu = contextMenu else { return }
        switch event {
        case .key(let key, _, _):
            switch key {
            case .escape: closeContextMenu()
            case .down, .tab: moveMenuFocus(by: 1)
            case .up: moveMenuFocus(by: -1)
            case .enter, .space:
                if let i = menu.focusedIndex { activateContextMenuItem(i) }
            default: break
            }
        case .pointerDown(let id, let p, _, _):
            if menu.itemIndex(at: p) == nil {
                closeContextMenu()
                capture = (id, .swallowed)
            }
        case .pointerMoved(_, let p, _):
            if let i = menu.itemIndex(at: p), menu.items[i].isEnabled { contextMenu?.focusedIndex = i }
        case .pointerUp(_, let p, _):
            if let i = menu.itemIndex(at: p) { activateContextMenuItem(i) }
        case .cancelAll:
            closeContextMenu()
            gestures.reset()
        case .wheel:
            closeContextMenu()
        default:
            break
        }
    }

    private func moveMenuFocus(by step: Int) {
        guard let menu = contextMenu, menu.items.contains(where: \.isEnabled) else { return }
        let n = menu.items.count
        var i = menu.focusedIndex ?? (step > 0 ? -1 : n)
        repeat { i = ((i + step) % n + n) % n } while !menu.items[i].isEnabled
        contextMenu?.focusedIndex = i
    }

    // MARK: - Undo toast

    /// Shows the Undo toast about `items`, which were just deleted (one undo entry).
    func showUndoToast(for items: [ItemID], at time: Double) {
        let duration = configuration.undoToastDuration
        guard duration > 0, duration.isFinite, let first = items.first else { return }
        let text = configuration.deletionConfirmation
        let message = DeletionConfirmationText.fill(items.count == 1 ? text.deletedMessage : text.multipleDeletedMessage,
                                                    name: name(of: first), count: items.count)
        undoToast = UndoToast(message: message, buttonTitle: text.undo, viewport: viewportSize, expires: time + duration)
        undoToastDepth = undoStack.count
    }

    /// The toast as shown now (placed in the current viewport), or nil when there is none, it
    /// expired, or its deletion is no longer the last undoable change.
    var currentUndoToast: UndoToast? {
        guard var toast = undoToast, max(clock.now, lastEventTime) < toast.expires,
              undoStack.count == undoToastDepth else { return nil }
        (toast.frame, toast.buttonFrame) = UndoToast.frames(in: viewportSize)
        return toast
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
