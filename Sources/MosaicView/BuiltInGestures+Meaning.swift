import MosaicCore
import MosaicInteraction

/// What the meaning of a built-in gesture depends on in the view, read when it is delivered.
struct GestureContext<ItemID: Hashable & Sendable> {
    /// What a long press does.
    var mode: InteractionMode
    /// The view's settings (selection while editing, browse mode's long press, pinch rate).
    var configuration: CollectionViewConfiguration
    /// A drag (move or exchange) is in progress.
    var dragging: Bool
    /// A confirmation is pending (no pinch begins then).
    var confirming: Bool
    /// The pointers down, the modifiers of the latest press and the last click.
    var pointers: PointerTracker<ItemID>
    /// The visible size and the content offset.
    var viewport: Viewport
    /// The owner lets edit mode's long press lift (`installsStandardGestureForInteractiveMovement`).
    var liftsOnLongPress: Bool
    /// The layout's pinch value now (nil: the layout has none).
    var pinchValue: Double?
    /// The item under a viewport point, or nil.
    var hit: (Point) -> ItemPath?
}

extension BuiltInGestures {
    /// What `gesture`, delivered by a built-in recognizer, asks of the view in `context`, in
    /// order; updates the gesture in progress (a long press that began on an item, a pan, a
    /// pinch). A tap, a double tap or a long press's start does nothing during a drag; a long
    /// press begins only on an item and not during a two-finger pinch; a pan does not scroll
    /// during a drag or a pinch; a pinch does not begin during a drag or a confirmation. A
    /// long press released outside the viewport cancels its drag instead of dropping it.
    mutating func actions<I>(for gesture: GestureEvent, in context: GestureContext<I>) -> [ViewAction] {
        let pinchFromTouches = context.pointers.down.count >= 2 && isPinching
        switch gesture {
        case .singleTap(let location):
            guard !context.dragging else { return [] }
            switch context.pointers.tapTarget(at: location, hit: context.hit, inside: context.viewport.contains(location),
                                              plain: context.pointers.downModifiers.isEmpty) {
            case .emptySpace: return [.deselectAll]
            case .item(let path): return context.configuration.selectsOnClick(in: context.mode) ? [.click(path)] : []
            case .nothing: return []
            }
        case .doubleTap(let location):
            guard !context.dragging, let path = context.hit(location) else { return [] }
            return [.doubleTap(path)]
        case .longPress(let phase, let location):
            let path = phase == .began && !pinchFromTouches ? context.hit(location) : nil
            let clear: [ViewAction] = phase == .began ? [.clearHighlight] : []
            switch longPress(phase, begins: path != nil) {
            case .began?: return clear + (path.map { Self.longPressBegan(on: $0, at: location, in: context) } ?? [])
            case .changed?: return clear + [.dragTo(location)]
            case .ended?: return clear + [context.viewport.contains(location) ? .drop : .cancelDrag]
            case .cancelled?: return clear + [.cancelDrag]
            case nil: return clear
            }
        case .pan(let phase, let translation, let velocity, _):
            switch pan(phase, translation: translation, velocity: velocity, offset: context.viewport.contentOffset,
                       blocked: context.dragging || pinchFromTouches) {
            case .scroll(let offset, let began)?: return (began ? [.clearHighlight, .stopMomentum] : []) + [.scroll(to: offset)]
            case .fling(let velocity)?: return [.fling(velocity: velocity)]
            case nil: return []
            }
        case .pinch(let phase, let scale, _):
            if phase == .began, context.dragging || context.confirming { return [] }
            let clear: [ViewAction] = phase == .began ? [.clearHighlight] : []
            guard let base = pinch(phase, startValue: context.pinchValue),
                  let value = PinchSteps.pinched(base, scale: scale, perScale: context.configuration.pinchSpacingPerScale) else { return clear }
            return clear + [.setSpacing(value)]
        case .custom:
            return []   // a replacement lift recognizer's own gestures: not the view's business
        }
    }

    /// A long press began on the item at `path`: the browse action, a lift (edit) or a catch (exchange).
    private static func longPressBegan<I>(on path: ItemPath, at location: Point, in context: GestureContext<I>) -> [ViewAction] {
        switch context.mode {
        case .browse:
            let deletes = context.configuration.browseLongPress == .confirmDeletion
            return [.stopMomentum, .browseLongPress(path)] + (deletes ? [.confirmDeletion([path], anchor: path)] : [])
        case .edit: return [.stopMomentum] + (context.liftsOnLongPress ? [.lift(path, grabbedAt: location)] : [])
        case .exchange: return [.stopMomentum, .catchItem(path, grabbedAt: location)]
        }
    }
}
