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
        scrolling.advance(to: event.time, contentSize: layout.contentSize)
        if requests.route(event) { return }
        let route = InputRoute(event, pointersDown: input.pointers.down.count, dragging: dragInProgress, wheelStep: configuration.wheelStep,
                               inside: isInsideViewport, hit: itemPath(atViewportPoint:))
        for action in route.before { perform(action, at: event.time) }
        guard route.feedsGestures else { return }
        feedGestures(event)
        for action in route.after { perform(action, at: event.time) }
    }

    /// Advances to the clock's current time: fires due timers (long press, double-tap window),
    /// moves momentum scrolling and auto-scroll, and drops finished animations. Call once per frame; cheap when idle.
    @_specialize(exported: true, where SectionID == Int, ItemID == Int)
    @_specialize(exported: true, where SectionID == Int, ItemID == Int64)
    @_specialize(exported: true, where SectionID == Int, ItemID == String)
    @_specialize(exported: true, where SectionID == String, ItemID == String)
    public func tick() {
        let time = clock.now
        advanceGestures(to: time)
        scrolling.advance(to: time, contentSize: layout.contentSize)
        drive(.frame(at: time, viewport: viewportSize, away: crossView.exchangeAway), at: time)
        requests.expireToast(at: time)
        presentation.removeFinished(at: time, bounceDuration: configuration.bounceDuration)
    }

    /// True while anything moves: an animation, momentum, an auto-scroll or a drag. A window
    /// backend draws at 60 fps while this is true and idles otherwise.
    public var needsAnimationFrames: Bool { presentation.isChanging(at: clock.now) || scrolling.momentum != nil || dragInProgress }

    /// When the engine next needs `tick()` even with no input (a timer), or nil.
    public var nextDeadline: Double? {
        [gestures.nextDeadline, customGestures.nextDeadline, requests.nextDeadline].compactMap { $0 }.min()
    }

    // MARK: - Gestures

    /// Performs what a built-in gesture means (``BuiltInGestures/actions(for:in:)``), in order.
    func perform(_ gesture: GestureEvent, at time: Double) {
        let context = GestureContext(mode: mode, configuration: configuration, dragging: dragInProgress,
                                     confirming: requests.isConfirming, pointers: input.pointers, viewport: viewport,
                                     liftsOnLongPress: installsStandardGestureForInteractiveMovement,
                                     pinchValue: layout.pinchValue, hit: itemPath(atViewportPoint:))
        for action in gestures.actions(for: gesture, in: context) { perform(action, at: time) }
    }

    /// Performs one action a gesture or a key asks for (``ViewAction``).
    func perform(_ action: ViewAction, at time: Double) {
        switch action {
        case .deselectAll: deselectAll()
        case .click(let path): click(path, at: time)
        case .doubleTap(let path): emit(.doubleTap(path))
        case .browseLongPress(let path): delegate.didLongPressItem?(path)
        case .confirmDeletion(let paths, let anchor): requests.openDeleteConfirmation(for: paths, anchoredAt: anchor)
        case .lift(let path, let location): grab(path, at: location, lift: true, time: time)
        case .catchItem(let path, let location): grab(path, at: location, lift: false, time: time)
        case .dragTo(let location): updateDrag(to: location, at: time)
        case .drop: endDrag(at: time)
        case .cancelDrag: if dragInProgress { cancelDrag(at: time) }
        case .setSpacing(let value): setSpacing(value, animated: true)
        case .undo: undoManager.undo()
        case .redo: undoManager.redo()
        case .selectAll: selectAll()
        case .tell(let event): emit(event)
        case .select(let path): tapSelect(path, at: time)
        case .moveFocus(let key, let extending):
            let steps = KeyboardMachine.focusSteps(key, extending: extending, in: state, navigator: navigator, contentOffset: contentOffset)
            for step in steps { perform(step, at: time) }
        case .focus(let path):
            state.focused = snapshot[path]
            scrollToMakeVisible(path)
        case .extendSelection(let previous):
            perform(state.extendSelection(from: previous.flatMap { snapshot[$0] }, rules: configuration.selectionRules), at: time)
        case .dragStep(let key):
            let mark = keyboardStepMark()
            var step = KeyboardDragStep(key, in: state, navigator: navigator)
            while let event = step.next(in: state) { drive(event, at: time) }
            followTarget(step.followed(in: state))
            announceKeyboardStep(since: mark)
        case .advanceGestures(let now): advanceGestures(to: now)
        case .key(let key, let modifiers):
            for action in KeyboardMachine.actions(for: key, modifiers: modifiers, in: state) { perform(action, at: time) }
        case .wheelPinch(let deltaY): wheelPinchStep(deltaY: deltaY)
        case .clearHighlight, .highlight, .focusEnters, .focusLeaves, .stopMomentum, .scroll, .fling, .scrollBy, .pointersLifted,
             .forgetActiveGestures:
            // The actions a value performs on its own state (`ViewAction+Values.swift`).
            let performed = state.perform(action) || gestures.perform(action)
                || scrolling.perform(action, in: layout, configuration: configuration, at: time)
            precondition(performed, "\(action) is performed by nobody")
        }
    }

    // MARK: - Helpers

    /// The item under a viewport point, or nil over gaps, headers, insets and outside.
    public func itemPath(atViewportPoint p: Point) -> ItemPath? { viewport.itemPath(at: p, in: layout) }

    /// True when a viewport point lies within the viewport: `0 ≤ x < width`, `0 ≤ y < height`.
    /// A pointer-up of a drag (move or exchange) outside it cancels the drag instead of
    /// dropping; the auto-scroll zones lie inside, so a release in a zone still drops.
    public func isInsideViewport(_ p: Point) -> Bool { viewport.contains(p) }
}
