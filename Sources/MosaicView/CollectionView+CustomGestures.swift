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
        take(customGestures.remove(token, at: now))
    }

    /// The recognizers you added, in order.
    public var gestureRecognizers: [any GestureRecognizer] { customGestures.installed.map(\.recognizer) }

    // MARK: - Routing

    /// Fires due timers of every recognizer (yours first, then the built-ins) up to `time`.
    func advanceGestures(to time: Double) {
        take(customGestures.advance(to: time, builtIns: &gestures))
    }

    /// Feeds a pointer event to your recognizers, then (unless held back) to the built-ins.
    func feedGestures(_ event: InputEvent) {
        take(customGestures.feed(event, pointersDown: input.pointers.down.count, builtIns: &gestures))
    }

    /// Takes the gesture steps in order: built-in gestures, view actions, your handlers.
    private func take(_ steps: [GestureStep<GestureHandler>]) {
        for step in steps {
            switch step {
            case .perform(let gesture, let time): perform(gesture, at: time)
            case .act(let action, let time): perform(action, at: time)
            case .handle(let handler, let event): handler(self, event)
            }
        }
    }
}
