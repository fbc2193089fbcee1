import MosaicCore
import MosaicInteraction

/// The pointers down, the last one to go up and the last click, updated by every input event
/// the collection view admits.
struct PointerTracker<ItemID: Hashable & Sendable> {
    /// A pointer that went up: which, and where (viewport points).
    struct Release: Equatable {
        /// The pointer's id (a click is a mouse's: `PointerKind.isMouse`).
        var id: Int
        /// Where it went up: a tap selects only if it ends over the item it began on (UIKit,
        /// PSTCollectionView's `touchesEnded`).
        var location: Point
    }

    /// A plain mouse click that selected an item.
    struct Click: Equatable {
        /// The item clicked.
        var item: ItemID
        /// When.
        var time: Double
    }

    /// The pointers down now.
    private(set) var down: Set<Int> = []
    /// The modifiers of the latest pointer-down (a click's ctrl / shift).
    private(set) var downModifiers: Modifiers = []
    /// The pointer that went up last, or nil before the first.
    private(set) var lastUp: Release?
    /// The last plain mouse click that selected an item: a second click on the same item soon
    /// after performs its primary action.
    private(set) var lastClick: Click?

    /// Whether `event` agrees with the pointers down: a pointer goes down only while it is up,
    /// and moves or goes up only while it is down. Other events always agree.
    func agrees(with event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let id, _, _, _): return !down.contains(id)
        case .pointerMoved(let id, _, _), .pointerUp(let id, _, _): return down.contains(id)
        default: return true
        }
    }

    /// Follows one admitted event.
    /// - Precondition: the event agrees with the pointers down (``agrees(with:)``).
    mutating func track(_ event: InputEvent) {
        switch event {
        case .pointerDown(let id, _, let modifiers, _):
            downModifiers = modifiers
            let inserted = down.insert(id).inserted
            precondition(inserted, "pointer \(id) went down while it was already down (down: \(down.sorted()))")
        case .pointerUp(let id, let p, _):
            precondition(down.remove(id) != nil, "pointer \(id) went up while it was not down (down: \(down.sorted()))")
            lastUp = Release(id: id, location: p)
        case .cancelAll:
            down.removeAll()
        default:
            break
        }
    }

    /// Records a plain click about to select `item` at `time` and tells whether it is the
    /// second click of a double-click: the same item as the last click, at most `interval`
    /// seconds later. A second click is consumed (the next click starts a new pair), so a
    /// triple click opens once and selects.
    mutating func isSecondClick(on item: ItemID, at time: Double, within interval: Double) -> Bool {
        if let last = lastClick, last.item == item, time - last.time <= interval {
            lastClick = nil
            return true
        }
        lastClick = Click(item: item, time: time)
        return false
    }

    /// Records a plain click that is about to select `item` (nil: no item there) and tells
    /// whether it is the second click of a double-click: the same item, by a mouse (the last
    /// pointer up), `browsing` (browse mode), within `interval` seconds (0: no double-click) of
    /// the first (``isSecondClick(on:at:within:)``). Anything else forgets the last click.
    mutating func isDoubleClick(on item: ItemID?, at time: Double, within interval: Double, browsing: Bool) -> Bool {
        guard interval > 0, browsing, let id = lastUp?.id, PointerKind.isMouse(id), let item else {
            forgetClick()
            return false
        }
        return isSecondClick(on: item, at: time, within: interval)
    }

    /// Forgets the last click (a click that was not a plain mouse click breaks the pair).
    mutating func forgetClick() {
        lastClick = nil
    }

    /// What a single tap at `location` (viewport) is on.
    enum TapTarget: Equatable {
        /// Nothing: it ended over another item than it began on, or empty space not to act on.
        case nothing
        /// A plain click on empty space inside the viewport, which also ended on empty space:
        /// everything is deselected (a file manager's rubber band, without the band).
        case emptySpace
        /// The item at this path, over which the tap began and ended (UIKit,
        /// PSTCollectionView's `touchesEnded`).
        case item(ItemPath)
    }

    /// What a single tap at `location` is on, `hit` telling the item under a viewport point,
    /// `inside` whether `location` is in the viewport and `plain` whether no modifier was held
    /// at the press; the last pointer up (``lastUp``) is where the tap ended. O(hit tests).
    func tapTarget(at location: Point, hit: (Point) -> ItemPath?, inside: Bool, plain: Bool) -> TapTarget {
        let ended = lastUp.map { hit($0.location) }
        guard let path = hit(location) else {
            return plain && inside && (ended ?? nil) == nil ? .emptySpace : .nothing
        }
        if let ended, ended != path { return .nothing }
        return .item(path)
    }
}

/// The input stream as the collection view admits it: in time order, with sane numbers, in
/// agreement with the pointers down; what it ignored is counted. Also carries ctrl + wheel's
/// unrounded pinch value between wheel events.
struct InputTracker<ItemID: Hashable & Sendable> {
    /// The time of the last admitted event (or of the view's creation).
    private(set) var lastEventTime: Double
    /// Events ignored as absurd or out of order (NaN, huge values, time going back…).
    private(set) var ignoredEventCount = 0
    /// The pointers, as the admitted events left them.
    var pointers = PointerTracker<ItemID>()
    /// Ctrl + wheel's pinch steps.
    var wheelPinch = PinchSteps()

    /// A stream that admits events from `startTime` on.
    init(startTime: Double) {
        lastEventTime = startTime
    }

    /// Admits `event` — its time is finite, not before the last event's and not absurd, its
    /// numbers are sane, and it agrees with the pointers down — and follows it; or counts it
    /// as ignored and returns false, changing nothing else.
    mutating func admit(_ event: InputEvent) -> Bool {
        guard isAcceptable(event) else {
            ignoredEventCount += 1
            return false
        }
        lastEventTime = event.time
        pointers.track(event)
        return true
    }

    private func isAcceptable(_ event: InputEvent) -> Bool {
        let t = event.time
        guard t.isFinite, t >= lastEventTime, t < InputSanitizer.maximumTime, pointers.agrees(with: event) else { return false }
        switch event {
        case .pointerDown(_, let p, _, _), .pointerMoved(_, let p, _), .pointerUp(_, let p, _),
             .hover(let p, _), .secondaryClick(let p, _):
            return InputSanitizer.isAcceptable(p)
        case .wheel(let d, let p, _, _):
            return InputSanitizer.isAcceptable(p) && InputSanitizer.isAcceptable(d) && abs(d.x) < 1e4 && abs(d.y) < 1e4
        case .cancelAll, .key:
            return true
        }
    }
}
