import MosaicAnimation
import MosaicCore
import MosaicInteraction

extension CollectionView {
    /// Feeds one input event. Events must come in time order; an event earlier than the last
    /// one, or with non-finite or absurd numbers, is ignored and counted (`ignoredEventCount`).
    /// Timers due before the event (a long press elapsing, a double-tap window closing) fire
    /// first, at their own times.
    @_specialize(exported: true, where SectionID == Int, ItemID == Int)
    @_specialize(exported: true, where SectionID == Int, ItemID == Int64)
    @_specialize(exported: true, where SectionID == Int, ItemID == String)
    @_specialize(exported: true, where SectionID == String, ItemID == String)
    public func handle(_ event: InputEvent) {
        guard input.admit(event) else { return }
        onRecord?(.input(event))
        updateScrolling(at: event.time)
        if routeToPresenter(event) { return }
        switch event {
        case .key(let key, let modifiers, _):
            advanceGestures(to: event.time)
            return handleKey(key, modifiers: modifiers, at: event.time)
        case .wheel(let delta, _, let modifiers, let time):
            advanceGestures(to: time)
            if modifiers.contains(.ctrl) { return wheelPinchStep(deltaY: delta.y) }
            return scroll(by: Point(x: delta.x * configuration.wheelStep, y: delta.y * configuration.wheelStep))
        case .pointerDown(_, let position, _, _):
            presentation.momentum = nil
            if isInsideViewport(position) { keyboardFocus = true }
            if pointersDown.count == 1, !dragInProgress, let path = itemPath(atViewportPoint: position) {
                highlighted = snapshot[path]
            }
        default: break
        }
        feedGestures(event)
        switch event {
        case .pointerUp, .cancelAll:
            highlighted = nil
            if pointersDown.isEmpty { gestures.pointersLifted() }
        default: break
        }
    }

    /// Advances to the clock's current time: fires due timers (long press, double-tap window),
    /// moves momentum scrolling and auto-scroll, and drops finished animations. Call once per frame; cheap when idle.
    @_specialize(exported: true, where SectionID == Int, ItemID == Int)
    @_specialize(exported: true, where SectionID == Int, ItemID == Int64)
    @_specialize(exported: true, where SectionID == Int, ItemID == String)
    @_specialize(exported: true, where SectionID == String, ItemID == String)
    public func tick() {
        let now = clock.now
        advanceGestures(to: now)
        updateScrolling(at: now)
        tickDrag(at: now)
        if let toast = requests.toast, now >= toast.request.expires { dismissToast() }
        presentation.removeFinished(at: now, bounceDuration: configuration.bounceDuration)
    }

    /// True while anything moves: an animation, momentum, an auto-scroll or a drag. A window
    /// backend draws at 60 fps while this is true and idles otherwise.
    public var needsAnimationFrames: Bool { presentation.isChanging(at: clock.now) || dragInProgress }

    /// When the engine next needs `tick()` even with no input (a timer), or nil.
    public var nextDeadline: Double? {
        [gestures.nextDeadline, customGestures.nextDeadline, requests.toast?.request.expires].compactMap { $0 }.min()
    }

    // MARK: - Gestures

    func perform(_ gesture: GestureEvent, at time: Double) {
        switch gesture {
        case .singleTap(let location):
            guard !dragInProgress else { return }
            let target = input.pointers.tapTarget(at: location, hit: itemPath(atViewportPoint:), inside: isInsideViewport(location),
                                                  plain: downModifiers.isEmpty)
            if target == .emptySpace { deselectAllByUser() }
            guard case .item(let path) = target, mode != .edit || configuration.allowsSelectionDuringEditing else { return }
            // The keyboard focus follows the click (GTK's cursor), after a shift+click read it.
            defer { focused = snapshot[path] }
            if let changes = state.click(path, modifiers: downModifiers, rules: selectionRules) {
                perform(changes, at: time)
                return input.pointers.forgetClick()
            }
            if isSecondClick(on: path, at: time) { return emit(.primaryAction(path)) }
            tapSelect(path, at: time)
        case .doubleTap(let location):
            guard !dragInProgress, let path = itemPath(atViewportPoint: location) else { return }
            emit(.doubleTap(path))
        case .longPress(let phase, let location):
            if phase == .began { highlighted = nil }
            let path = phase == .began && !pinchFromTouches ? itemPath(atViewportPoint: location) : nil
            switch gestures.longPress(phase, begins: path != nil) {
            case .began?: if let path { beginLongPress(at: path, location: location, time: time) }
            case .changed?: updateDrag(to: location, at: time)
            // Released outside the viewport (outside the window, or over the window's own
            // controls): the drag is cancelled, as leaving the window cancels every desktop drag.
            case .ended?: if isInsideViewport(location) { endDrag(at: time) } else { cancelDrag(at: time) }
            case .cancelled?: cancelDrag(at: time)
            case nil: break
            }
        case .pan(let phase, let translation, let velocity, _):
            switch gestures.pan(phase, translation: translation, velocity: velocity, offset: contentOffset,
                                blocked: dragInProgress || pinchFromTouches) {
            case .scroll(let offset, let began)?:
                if began { highlighted = nil; presentation.momentum = nil }
                setContentOffset(offset)
            case .fling(let velocity)?: startMomentum(velocity: velocity, at: time)
            case nil: break
            }
        case .pinch(let phase, let scale, _):
            handlePinch(phase, scale: scale)
        case .custom:
            break   // a replacement lift recognizer's own gestures: not the view's business
        }
    }

    /// A long press began on the item at `path`: the browse action, a lift (edit) or a catch (exchange).
    private func beginLongPress(at path: ItemPath, location: Point, time: Double) {
        presentation.momentum = nil
        switch mode {
        case .browse:
            delegate.didLongPressItem?(path)
            if configuration.browseLongPress == .confirmDeletion { openDeleteConfirmation(for: [path], anchoredAt: path) }
        case .edit:
            guard installsStandardGestureForInteractiveMovement else { return }
            beginDragMove(at: path, location: location, time: time)
        case .exchange: beginDragExchange(at: path, location: location, time: time)
        }
    }

    // MARK: - Helpers

    /// The item under a viewport point, or nil over gaps, headers, insets and outside.
    public func itemPath(atViewportPoint p: Point) -> ItemPath? {
        guard isInsideViewport(p) else { return nil }
        return layout.itemPath(at: p + contentOffset)
    }

    /// True when a viewport point lies within the viewport: `0 ≤ x < width`, `0 ≤ y < height`.
    /// A pointer-up of a drag (move or exchange) outside it cancels the drag instead of
    /// dropping; the auto-scroll zones lie inside, so a release in a zone still drops.
    public func isInsideViewport(_ p: Point) -> Bool { viewport.contains(p) }
}
