import MosaicCore
import MosaicInteraction

extension OverlayPresenter {
    /// Takes the input its overlays need before the view acts on it (see the type's summary);
    /// tracks hover. Returns true when the event was the presenter's.
    public func handle(_ event: InputEvent) -> Bool {
        guard let view else { return false }
        switch event {
        case .hover(let p, _), .secondaryClick(let p, _):
            hoverPoint = view.isInsideViewport(p) ? p : nil
            return false
        case .pointerDown(let id, let p, _, _):
            pointersDown.insert(id)
            hoverPoint = PointerKind.isMouse(id) && view.isInsideViewport(p) ? p : nil
        case .pointerMoved(let id, let p, _):
            if PointerKind.isMouse(id) { hoverPoint = view.isInsideViewport(p) ? p : nil }
        case .pointerUp(let id, _, _):
            pointersDown.remove(id)
        case .cancelAll:
            pointersDown.removeAll()
        default:
            break
        }
        if let capture, handleCaptured(event, capture, view) { return true }
        if contextMenu != nil { return handleWhileMenuOpen(event) }
        if dialog != nil {
            answerDialog(event, view)
            return false   // the view is modal while it asks; it keeps its recognizers in step
        }
        if view.requests.confirmationRequest == nil, case .pointerDown(let id, let p, _, _) = event, pointersDown.count == 1,
           !view.dragInProgress {
            if let toast = undoToast, toast.frame.contains(p) {
                capture = (id, .toast(down: p))
                return true
            }
            if let thumb = verticalScrollIndicatorFrame,
               ScrollIndicator.isInVerticalHitZone(p.x, viewportWidth: view.viewportSize.width, direction: view.layoutDirection),
               p.y >= thumb.minY - 4, p.y <= thumb.maxY + 4 {
                capture = (id, .scrollIndicator(startY: p.y, startOffset: view.contentOffset.y))
                return true
            }
        }
        return false
    }

    /// Moves and ups of a captured pointer; true when the event belonged to it.
    private func handleCaptured(_ event: InputEvent, _ captured: (id: Int, kind: Capture),
                                _ view: CollectionView<SectionID, ItemID>) -> Bool {
        switch event {
        case .pointerMoved(let id, let p, _) where id == captured.id:
            if case .scrollIndicator(let startY, let startOffset) = captured.kind {
                let ratio = ScrollIndicator.contentPerThumbPoint(viewport: view.viewportSize.height,
                                                                 content: view.layout.contentSize.height)
                view.setContentOffset(Point(x: view.contentOffset.x, y: startOffset + (p.y - startY) * ratio))
            }
            return true
        case .pointerUp(let id, let p, _) where id == captured.id:
            capture = nil
            if case .toast(let down) = captured.kind, let toast = undoToast,
               toast.buttonFrame.contains(down), toast.buttonFrame.contains(p) {
                view.requests.performToastAction()
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

    /// The open menu is modal: every event but a cancellation is the menu's.
    private func handleWhileMenuOpen(_ event: InputEvent) -> Bool {
        guard let menu = contextMenu, let view else { return false }
        switch event {
        case .key(let key, _, _):
            switch key {
            case .escape: view.requests.closeContextMenu()
            case .down, .tab: moveMenuFocus(by: 1)
            case .up: moveMenuFocus(by: -1)
            case .enter, .space: if let i = menu.focusedIndex { activateContextMenuItem(i) }
            default: break
            }
        case .pointerDown(let id, let p, _, _):
            if menu.itemIndex(at: p) == nil {
                view.requests.closeContextMenu()
                capture = (id, .swallowed)
            }
        case .pointerMoved(_, let p, _):
            if let i = menu.itemIndex(at: p), menu.items[i].isEnabled { contextMenu?.focusedIndex = i }
        case .pointerUp(_, let p, _):
            if let i = menu.itemIndex(at: p) { activateContextMenuItem(i) }
        case .cancelAll:
            view.requests.closeContextMenu()
            return false   // the view resets its recognizers
        case .wheel:
            view.requests.closeContextMenu()
        default:
            break
        }
        return true
    }

    private func moveMenuFocus(by step: Int) {
        guard let menu = contextMenu, menu.items.contains(where: \.isEnabled) else { return }
        let n = menu.items.count
        var i = menu.focusedIndex ?? (step > 0 ? -1 : n)
        repeat { i = ((i + step) % n + n) % n } while !menu.items[i].isEnabled
        contextMenu?.focusedIndex = i
    }

    /// Answers the dialog from a click on a button or a key.
    private func answerDialog(_ event: InputEvent, _ view: CollectionView<SectionID, ItemID>) {
        switch event {
        case .pointerUp(_, let p, _):
            guard let geometry = dialogLayout else { return }
            if geometry.destructive.contains(p) { view.requests.confirm(true) } else if geometry.cancel.contains(p) { view.requests.confirm(false) }
        case .key(let key, _, _):
            switch key {
            case .character("y"): view.requests.confirm(true)
            case .character("n"), .escape: view.requests.confirm(false)
            case .tab:
                let next: ConfirmationDialog.Button = dialog?.focusedButton == .cancel ? .destructive : .cancel
                dialog?.focusedButton = next
            case .enter, .space: view.requests.confirm(dialog?.focusedButton == .destructive)
            default: break
            }
        default:
            break
        }
    }
}
