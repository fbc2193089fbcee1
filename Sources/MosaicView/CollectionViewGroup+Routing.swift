import MosaicCore
import MosaicInteraction

extension CollectionViewGroup {
    /// Feeds one input event in window coordinates. Pointer events go to the view the pointer
    /// went down in (converted to its viewport coordinates) until the pointer lifts; a movement's
    /// pointer over another view hands its block over (see the type's discussion); wheel, hover
    /// and secondary clicks go to the view under them; keys to the focused view or the view
    /// showing a shared drag, ctrl+arrow moving a lifted block to the next view.
    /// - Complexity: O(views) plus what the views do with the event.
    public func handle(_ event: InputEvent) {
        switch event {
        case .pointerDown(let id, let p, let modifiers, let time):
            guard captured == nil || machine.session == nil, let target = viewID(at: p), let m = member(target) else { return }
            if captured == nil { captured = (id, target) }
            focusedViewID = target
            m.view.handle(.pointerDown(id: id, position: p - m.frame.origin, modifiers: modifiers, time: time))
        case .pointerMoved(let id, let p, let time):
            guard let c = captured, c.pointer == id else { return forward(event, at: p) }
            pointerMoved(to: p, grabbedBy: c.view, id: id, time: time)
        case .pointerUp(let id, let p, let time):
            guard let c = captured, c.pointer == id else { return forward(event, at: p) }
            captured = nil
            if let s = machine.session { finish(drop: viewID(at: p) == s.host) }
            releaseExchange(at: p, time: time)
            guard let home = member(c.view) else { return }
            home.view.handle(.pointerUp(id: id, position: p - home.frame.origin, time: time))
        case .cancelAll:
            captured = nil
            finish(drop: false)
            endExchange(drop: false)
            for m in members { m.view.handle(event) }
        case .wheel(let delta, let p, let modifiers, let time):
            guard let m = viewID(at: p).flatMap(member) else { return }
            m.view.handle(.wheel(delta: delta, position: p - m.frame.origin, modifiers: modifiers, time: time))
        case .hover(let p, let time):
            for m in members { m.view.handle(.hover(position: p - m.frame.origin, time: time)) }
        case .secondaryClick(let p, let time):
            guard let m = viewID(at: p).flatMap(member) else { return }
            m.view.handle(.secondaryClick(position: p - m.frame.origin, time: time))
        case .key(let key, let modifiers, let time):
            guard let target = machine.session?.host ?? exchange.session?.home ?? focusedViewID, let m = member(target) else { return }
            if modifiers.contains(.ctrl), let direction = ViewDirection(key), m.view.erasedCargo != nil {
                return step(from: target, toward: direction)
            }
            if keyboardExchangeKey(key, modifiers: modifiers, home: target, time: time) { return }
            m.view.handle(event)
        }
    }

    /// A pointer event for no grabbed pointer (a second finger elsewhere): to the view under it.
    private func forward(_ event: InputEvent, at p: Point) {
        guard machine.session == nil, let m = viewID(at: p).flatMap(member) else { return }
        switch event {
        case .pointerMoved(let id, _, let time): m.view.handle(.pointerMoved(id: id, position: p - m.frame.origin, time: time))
        case .pointerUp(let id, _, let time): m.view.handle(.pointerUp(id: id, position: p - m.frame.origin, time: time))
        default: break
        }
    }

    /// The grabbed pointer moved: the grabbing view follows it while it holds the drag; over
    /// another view that can take a lifted block, the block is handed over.
    private func pointerMoved(to p: Point, grabbedBy grabber: String, id: Int, time: Double) {
        if let s = machine.session {
            if let over = viewTaking(s.items, from: s.home, at: p), over != s.host {
                perform(machine.handle(.over(over, lifted: s.host, items: s.items, sources: s.sources, sizes: s.sizes,
                                             byKeyboard: false)), pointer: p, time: time)
            }
            if let s = machine.session, let host = member(s.host) {
                host.view.crossViewPointer(p - host.frame.origin, time: time)
                return
            }
        }
        if exchangePointerMoved(to: p, grabbedBy: grabber, time: time) { return }
        guard let home = member(grabber) else { return }
        home.view.handle(.pointerMoved(id: id, position: p - home.frame.origin, time: time))
        guard let cargo = home.view.erasedCargo, !cargo.pointer.byKeyboard,
              let over = viewTaking(cargo.items, from: grabber, at: p), over != grabber else { return }
        perform(machine.handle(.over(over, lifted: grabber, items: cargo.items, sources: cargo.sources, sizes: cargo.sizes,
                                     byKeyboard: false)), pointer: p, time: time)
    }

    /// Ctrl+arrow: the lifted block of `view` moves to the nearest view in `direction` that can take it.
    private func step(from view: String, toward direction: ViewDirection) {
        guard let from = member(view), let cargo = from.view.erasedCargo else { return }
        let home = machine.session?.home ?? view
        let items = machine.session?.items ?? cargo.items
        let candidates = members.filter { $0.id != view && canTake(items, from: home, into: $0.id) }
        guard let next = direction.nearest(from: from.frame, among: candidates.map { ($0.id, $0.frame) }) else { return }
        let sources = machine.session?.sources ?? cargo.sources
        let sizes = machine.session?.sizes ?? cargo.sizes
        perform(machine.handle(.over(next, lifted: view, items: items, sources: sources, sizes: sizes, byKeyboard: true)),
                pointer: nil, time: from.view.now, keyboardSlot: cargo.target)
    }

    /// The view under `p` that can take `items` of `home` now (home itself always can), nil over none.
    func viewTaking(_ items: [AnyHashable], from home: String, at p: Point) -> String? {
        guard let over = viewID(at: p) else { return nil }
        return canTake(items, from: home, into: over) ? over : nil
    }

    /// Whether `view` can host `items` of `home` (converted for it), or is their home.
    func canTake(_ items: [AnyHashable], from home: String, into view: String) -> Bool {
        if view == home || view == machine.session?.host { return true }
        guard let m = member(view), let converted = convert(items, from: home, to: view) else { return false }
        return m.view.crossViewCanHost(converted)
    }

    /// `items` of `home` as `view`'s identities: the pair's conversion, else unchanged; nil when
    /// the conversion refuses one.
    func convert(_ items: [AnyHashable], from home: String, to view: String) -> [AnyHashable]? {
        guard home != view, let convert = conversions[ConversionKey(from: home, to: view)] else { return items }
        let converted = items.compactMap(convert)
        return converted.count == items.count ? converted : nil
    }
}

/// An arrow's direction on screen, for ctrl+arrow between views.
enum ViewDirection {
    case left, right, up, down

    init?(_ key: Key) {
        switch key {
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        default: return nil
        }
    }

    /// The frame nearest `frame` in this direction (its centre beyond `frame`'s centre): the
    /// least offset across the direction first (the same row of columns), then the least
    /// distance along it; nil when none lies that way.
    func nearest(from frame: Rect, among candidates: [(String, Rect)]) -> String? {
        let c = Point(x: frame.midX, y: frame.midY)
        var best: (id: String, along: Double, across: Double)?
        for (id, f) in candidates {
            let d = Point(x: f.midX - c.x, y: f.midY - c.y)
            let (along, across): (Double, Double)
            switch self {
            case .left: (along, across) = (-d.x, abs(d.y))
            case .right: (along, across) = (d.x, abs(d.y))
            case .up: (along, across) = (-d.y, abs(d.x))
            case .down: (along, across) = (d.y, abs(d.x))
            }
            guard along > 0 else { continue }
            if let b = best, (across, along) >= (b.across, b.along) { continue }
            best = (id, along, across)
        }
        return best?.id
    }
}
