import MosaicCore
import MosaicInteraction

extension CollectionView {
    // MARK: - API

    /// Adds your recognizer — any `GestureRecognizer`, the same value-state-machine shape as
    /// Mosaic's own — to the view. It sees every input event before the built-in gestures;
    /// what it recognizes goes to `handler`, with the view. `relations` says how it relates to
    /// the built-ins (UIKit's require-to-fail, `delaysTouchesBegan`, `cancelsTouchesInView`,
    /// simultaneous recognition).
    ///
    /// A double tap with priority over selection:
    /// ```swift
    /// view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 2),
    ///                           relations: GestureRelations(requiredToFailBy: [.tap])) { view, event in
    ///     if case .doubleTap(let location) = event, let path = view.itemPath(atViewportPoint: location) {
    ///         open(path)
    ///     }
    /// }
    /// ```
    /// - Returns: a token for `removeGestureRecognizer(_:)`.
    @discardableResult
    public func addGestureRecognizer(_ recognizer: any GestureRecognizer, relations: GestureRelations = GestureRelations(),
                                     handler: @escaping GestureHandler) -> GestureToken {
        let token = GestureToken(id: nextGestureToken)
        nextGestureToken += 1
        customGestures.append(InstalledGesture(token: token, recognizer: recognizer, relations: relations, handler: handler))
        return token
    }

    /// Removes a recognizer you added; built-in gestures waiting for it are released.
    public func removeGestureRecognizer(_ token: GestureToken) {
        customGestures.removeAll { $0.token == token }
        releaseHeldBuiltIns(at: max(clock.now, lastEventTime))
    }

    /// The recognizers you added, in order.
    public var gestureRecognizers: [any GestureRecognizer] { customGestures.map(\.recognizer) }

    // MARK: - Routing

    /// Fires due timers of every recognizer (yours first, then the built-ins) up to `time`.
    func advanceGestures(to time: Double) {
        if !customGestures.isEmpty {
            for index in customGestures.indices {
                var recognizer = customGestures[index].recognizer
                var fired: [GestureEvent] = []
                for _ in 0..<4 {
                    guard let deadline = recognizer.nextDeadline, deadline <= time else { break }
                    fired += recognizer.timerFired(at: deadline)
                }
                customGestures[index].recognizer = recognizer
                deliverCustom(fired, from: index, at: time)
            }
            flushDelayedInput()
        }
        route(gestures.advance(to: time), at: time)
        releaseHeldBuiltIns(at: time)
    }

    /// Feeds a pointer event to your recognizers, then (unless held back) to the built-ins.
    func feedGestures(_ event: InputEvent) {
        let time = event.time
        guard !customGestures.isEmpty else {
            for gesture in gestures.handle(event) { perform(gesture.event, at: time) }
            return
        }
        advanceGestures(to: time)
        if case .pointerDown = event, pointersDown.count == 1 {
            // A new input sequence: forget what recognizers that are no longer tracking did.
            for index in customGestures.indices where !customGestures[index].recognizer.isTracking {
                customGestures[index].recognizedInSequence = false
            }
        }
        for index in customGestures.indices {
            let fired = customGestures[index].recognizer.handle(event)
            deliverCustom(fired, from: index, at: time)
        }
        // Simultaneity: a recognized gesture of yours that is not simultaneous keeps the
        // built-ins out until it ends.
        if customGestures.contains(where: { $0.isActive && !$0.relations.recognizesSimultaneously }) {
            delayedInput.removeAll()
            return
        }
        // delaysTouchesBegan: hold input back while such a recognizer tracks it.
        if customGestures.contains(where: { $0.relations.delaysTouchesBegan && $0.recognizer.isTracking }) {
            delayedInput.append(event)
            return
        }
        flushDelayedInput()
        route(gestures.handle(event), at: time)
        releaseHeldBuiltIns(at: time)
    }

    /// Once no `delaysTouchesBegan` recognizer tracks the held input any more: delivers it to
    /// the built-ins in order (it failed) or drops it (it recognized).
    private func flushDelayedInput() {
        guard !delayedInput.isEmpty,
              !customGestures.contains(where: { $0.relations.delaysTouchesBegan && $0.recognizer.isTracking }) else { return }
        let held = delayedInput
        delayedInput.removeAll()
        let recognized = customGestures.contains { $0.relations.delaysTouchesBegan && $0.recognizedInSequence }
        guard !recognized else { return }
        for e in held { route(gestures.handle(e), at: e.time) }
    }

    /// Hands what one of your recognizers recognized to its handler and applies its relations.
    private func deliverCustom(_ fired: [GestureEvent], from index: Int, at time: Double) {
        guard !fired.isEmpty, customGestures.indices.contains(index) else { return }
        let installed = customGestures[index]
        for event in fired {
            switch event.phase {
            case .began?: customGestures[index].isActive = true
            case .ended?, .cancelled?: customGestures[index].isActive = false
            default: break
            }
            if event.phase != .cancelled { customGestures[index].recognizedInSequence = true }
            if installed.relations.cancelsTouchesInView {
                highlighted = nil
                heldBuiltIns.removeAll { kind(of: $0) == .tap }
            }
            if !installed.relations.recognizesSimultaneously, event.phase == nil || event.phase == .began {
                cancelBuiltIns(at: time)
            }
            installed.handler(self, event)
        }
    }

    /// Cancels the built-in gestures in progress (a drag is cancelled and restored).
    private func cancelBuiltIns(at time: Double) {
        route(gestures.handle(.cancelAll(time: time)), at: time)
        heldBuiltIns.removeAll()
        highlighted = nil
        if dragInProgress { cancelDrag(at: time) }
        longPressActive = false
        panStartOffset = nil
    }

    /// Performs built-in gestures, holding those that wait for one of your recognizers to fail.
    func route(_ delivered: [RecognizedGesture], at time: Double) {
        for gesture in delivered {
            switch verdict(for: gesture) {
            case .perform: perform(gesture.event, at: time)
            case .hold: heldBuiltIns.append(gesture)
            case .drop: break
            }
        }
    }

    /// Performs held built-in gestures whose blockers have all failed; drops those whose
    /// blocker recognized. Keeps their order.
    func releaseHeldBuiltIns(at time: Double) {
        guard !heldBuiltIns.isEmpty else { return }
        var still: [RecognizedGesture] = []
        for gesture in heldBuiltIns {
            switch verdict(for: gesture) {
            case .perform: perform(gesture.event, at: time)
            case .hold: still.append(gesture)
            case .drop: break
            }
        }
        heldBuiltIns = still
    }

    private enum Verdict { case perform, hold, drop }

    private func verdict(for gesture: RecognizedGesture) -> Verdict {
        guard let kind = kind(of: gesture) else { return .perform }
        var hold = false
        for installed in customGestures where installed.relations.requiredToFailBy.contains(kind) {
            if installed.recognizedInSequence { return .drop }
            if installed.recognizer.isTracking { hold = true }
        }
        return hold ? .hold : .perform
    }

    /// The built-in a delivered gesture comes from (the driver's order: tap, long press, pan, pinch).
    private func kind(of gesture: RecognizedGesture) -> BuiltInGesture? {
        switch gesture.recognizer {
        case 0: return .tap
        case 1: return .longPress
        case 2: return .pan
        case 3: return .pinch
        default: return nil
        }
    }
}
