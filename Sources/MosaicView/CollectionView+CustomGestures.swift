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
        customGestures.add(recognizer, relations: relations, handler: handler)
    }

    /// Removes a recognizer you added; built-in gestures waiting for it are released.
    public func removeGestureRecognizer(_ token: GestureToken) {
        customGestures.remove(token)
        releaseHeldBuiltIns(at: max(clock.now, lastEventTime))
    }

    /// The recognizers you added, in order.
    public var gestureRecognizers: [any GestureRecognizer] { customGestures.installed.map(\.recognizer) }

    // MARK: - Routing

    /// Fires due timers of every recognizer (yours first, then the built-ins) up to `time`.
    func advanceGestures(to time: Double) {
        if !customGestures.isEmpty {
            for index in customGestures.installed.indices where index < customGestures.installed.count {
                deliverCustom(customGestures.fireTimers(at: index, upTo: time), from: index, at: time)
            }
            for event in customGestures.takeDelayedInput() { route(gestures.handle(event), at: event.time) }
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
        if case .pointerDown = event, input.pointers.down.count == 1 { customGestures.beginSequence() }
        for index in customGestures.installed.indices where index < customGestures.installed.count {
            deliverCustom(customGestures.feed(event, at: index), from: index, at: time)
        }
        if customGestures.holdsBack(event) { return }
        for event in customGestures.takeDelayedInput() { route(gestures.handle(event), at: event.time) }
        route(gestures.handle(event), at: time)
        releaseHeldBuiltIns(at: time)
    }

    /// Hands what one of your recognizers recognized to its handler and applies its relations:
    /// `cancelsTouchesInView` ends the pressed highlight; recognizing exclusively cancels the built-ins.
    private func deliverCustom(_ fired: [GestureEvent], from index: Int, at time: Double) {
        guard !fired.isEmpty else { return }
        let installed = customGestures.installed[index]
        for event in fired {
            guard let relations = customGestures.recognized(event, by: installed.token) else { return }
            if relations.cancelsTouchesInView { highlighted = nil }
            if !relations.recognizesSimultaneously, event.phase == nil || event.phase == .began {
                // The built-ins in progress are cancelled (a drag is cancelled and restored).
                route(gestures.cancel(at: time), at: time)
                customGestures.dropHeld()
                highlighted = nil
                if dragInProgress { cancelDrag(at: time) }
                gestures.forgetActive()
            }
            installed.handler(self, event)
        }
    }

    /// Performs built-in gestures, holding those that wait for one of your recognizers to fail.
    func route(_ delivered: [RecognizedGesture<BuiltInGesture>], at time: Double) {
        for gesture in customGestures.admit(delivered) { perform(gesture.event, at: time) }
    }

    /// Performs held built-in gestures whose blockers have all failed; drops those whose
    /// blocker recognized. Keeps their order.
    func releaseHeldBuiltIns(at time: Double) {
        for gesture in customGestures.releaseHeld() { perform(gesture.event, at: time) }
    }
}
