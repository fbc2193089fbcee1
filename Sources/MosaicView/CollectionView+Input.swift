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
        guard isAcceptable(event) else {
            ignoredEventCount += 1
            return
        }
        lastEventTime = event.time
        onRecord?(.input(event))
        updateScrolling(at: event.time)
        trackPointers(event)
        if routeToPresenter(event) { return }
        if case .key(let key, let modifiers, _) = event {
            advanceGestures(to: event.time)
            handleKey(key, modifiers: modifiers, at: event.time)
            return
        }
        if case .wheel(let delta, let position, let modifiers, let time) = event {
            advanceGestures(to: time)
            if modifiers.contains(.ctrl) {
                wheelPinchStep(deltaY: delta.y, at: position, time: time)
            } else {
                scroll(by: Point(x: delta.x * configuration.wheelStep, y: delta.y * configuration.wheelStep), at: time)
            }
            return
        }
        if case .pointerDown(_, let position, _, _) = event {
            momentum = nil
            if isInsideViewport(position) { keyboardFocus = true }
            if pointersDown.count == 1, !dragInProgress, let path = itemPath(atViewportPoint: position) {
                highlighted = snapshot[path]
            }
        }
        feedGestures(event)
        switch event {
        case .pointerUp, .cancelAll:
            highlighted = nil
            if pointersDown.isEmpty { longPressActive = false }
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
        if let releasing, now >= releasing.end { self.releasing = nil }
        if let toast = requests.toast, now >= toast.request.expires { dismissToast() }
        if !bounces.isEmpty {
            let d = configuration.bounceDuration
            bounces = bounces.filter { now - $0.value < 2 * d }
        }
        for id in animator.removeFinished(at: now) { removing[id] = nil }
        for (id, _) in removing where animator.targetValue(for: id) == nil { removing[id] = nil }
    }

    /// True while anything moves: an animation, momentum, an auto-scroll or a drag. A window
    /// backend draws at 60 fps while this is true and idles otherwise.
    public var needsAnimationFrames: Bool {
        let now = clock.now
        let editFading = editToggle.map { now - $0.time < 0.2 } ?? false
        return animator.isAnimating(at: now) || !bounces.isEmpty || releasing != nil || momentum != nil || dragInProgress || !removing.isEmpty || editFading
    }

    /// When the engine next needs `tick()` even with no input (a timer), or nil.
    public var nextDeadline: Double? {
        let custom = [customGestures.compactMap(\.recognizer.nextDeadline).min(), requests.toast?.request.expires]
            .compactMap { $0 }.min()
        switch (gestures.nextDeadline, custom) {
        case (let a?, let b?): return min(a, b)
        case (let a, let b): return a ?? b
        }
    }

    // MARK: - Gestures

    func perform(_ gesture: GestureEvent, at time: Double) {
        switch gesture {
        case .singleTap(let location):
            guard !dragInProgress else { return }
            guard let path = itemPath(atViewportPoint: location) else {
                // A plain click on empty space deselects (a file manager's rubber band, without the band).
                if downModifiers.isEmpty, isInsideViewport(location),
                   lastPointerUp.map({ itemPath(atViewportPoint: $0) == nil }) ?? true { deselectAllByUser() }
                return
            }
            // A tap selects only when it ends over the item it began on.
            if let up = lastPointerUp, itemPath(atViewportPoint: up) != path { return }
            guard mode != .edit || configuration.allowsSelectionDuringEditing else { return }
            // The keyboard focus follows the click (GTK's cursor), after a shift+click read it.
            defer { focused = snapshot[path] }
            if modifierSelect(path, modifiers: downModifiers, at: time) { lastClick = nil; return }
            if isSecondClick(on: path, at: time) {
                emit(.primaryAction(path))
                return
            }
            tapSelect(path, at: time)
        case .doubleTap(let location):
            guard !dragInProgress, let path = itemPath(atViewportPoint: location) else { return }
            emit(.doubleTap(path))
        case .longPress(let phase, let location):
            handleLongPress(phase, location: location, at: time)
        case .pan(let phase, let translation, let velocity, _):
            handlePan(phase, translation: translation, velocity: velocity, at: time)
        case .pinch(let phase, let scale, let centroid):
            handlePinch(phase, scale: scale, centroid: centroid, at: time)
        case .custom:
            break   // a replacement lift recognizer's own gestures: not the view's business
        }
    }

    func handleLongPress(_ phase: GesturePhase, location: Point, at time: Double) {
        switch phase {
        case .began:
            highlighted = nil
            // A recognized long press is not also a tap (the tap recognizer fails).
            if !gestures.recognizers.isEmpty { gestures.recognizers[0].reset() }
            guard !pinchFromTouches, let path = itemPath(atViewportPoint: location) else { return }
            longPressActive = true
            momentum = nil
            switch mode {
            case .browse:
                delegate.didLongPressItem?(path)
                if configuration.browseLongPress == .confirmDeletion { openDeleteConfirmation(for: [path], anchoredAt: path) }
            case .edit:
                guard installsStandardGestureForInteractiveMovement else { return }
                beginDragMove(at: path, location: location, time: time)
            case .exchange: beginDragExchange(at: path, location: location, time: time)
            }
        case .changed:
            guard longPressActive else { return }
            updateDrag(to: location, at: time)
        case .ended:
            guard longPressActive else { return }
            longPressActive = false
            // Released outside the viewport (outside the window, or over the window's own
            // controls): the drag is cancelled, as leaving the window cancels every desktop drag.
            if isInsideViewport(location) { endDrag(at: time) } else { cancelDrag(at: time) }
        case .cancelled:
            guard longPressActive else { return }
            longPressActive = false
            cancelDrag(at: time)
        }
    }

    func handlePan(_ phase: GesturePhase, translation: Point, velocity: Point, at time: Double) {
        guard !longPressActive, !dragInProgress, !pinchFromTouches else {
            panStartOffset = nil
            return
        }
        switch phase {
        case .began:
            highlighted = nil
            momentum = nil
            panStartOffset = contentOffset
            setContentOffset(contentOffset - translation)
        case .changed:
            guard let start = panStartOffset else { return }
            setContentOffset(start - translation)
        case .ended:
            guard panStartOffset != nil else { return }
            panStartOffset = nil
            startMomentum(velocity: Point(x: -velocity.x, y: -velocity.y), at: time)
        case .cancelled:
            panStartOffset = nil
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
    public func isInsideViewport(_ p: Point) -> Bool {
        p.isFinite && p.x >= 0 && p.y >= 0 && p.x < viewportSize.width && p.y < viewportSize.height
    }

    func isAcceptable(_ event: InputEvent) -> Bool {
        let t = event.time
        guard t.isFinite, t >= lastEventTime, t < InputSanitizer.maximumTime else { return false }
        switch event {
        case .pointerDown(let id, let p, _, _):
            return InputSanitizer.isAcceptable(p) && !pointersDown.contains(id)
        case .pointerMoved(let id, let p, _), .pointerUp(let id, let p, _):
            // An up without a down, or a move for a pointer that is not down, is ignored.
            return InputSanitizer.isAcceptable(p) && pointersDown.contains(id)
        case .wheel(let d, let p, _, _):
            return InputSanitizer.isAcceptable(p) && InputSanitizer.isAcceptable(d) && abs(d.x) < 1e4 && abs(d.y) < 1e4
        case .hover(let p, _), .secondaryClick(let p, _):
            return InputSanitizer.isAcceptable(p)
        case .cancelAll, .key:
            return true
        }
    }

    func trackPointers(_ event: InputEvent) {
        switch event {
        case .pointerDown(let id, _, _, _): pointersDown.insert(id)
        case .pointerUp(let id, let p, _):
            pointersDown.remove(id)
            lastPointerUp = p
            lastPointerUpID = id
        case .cancelAll: pointersDown.removeAll()
        default: break
        }
    }
}
