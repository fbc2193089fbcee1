internal import CGTK
import MosaicCore
import MosaicInteraction
import MosaicView

/// Several ``CollectionWidget``s of one window sharing drags through one `CollectionViewGroup`:
/// a card pressed, held and dragged out of one widget is handed to the widget under the pointer,
/// which opens its own placeholder, and dropped there as one transaction both owners persist
/// (the group's `didMoveBetweenViews`).
///
/// ```swift
/// let shared = CollectionWidgetGroup()
/// try shared.add(todoWidget, id: "todo")
/// try shared.add(doneWidget, id: "done")
/// shared.group.didMoveBetweenViews = { move in store.transfer(move) }
/// ```
///
/// A joined widget no longer feeds its view: each input event it reads (after its `onInput` and
/// `onKey`) is converted from its drawing area's points to the window's (the coordinates of the
/// widget's `GtkRoot`) and handed to ``group``'s `handle(_:)`. GTK's implicit grab keeps the
/// motion of a press with the widget pressed, also over a sibling, and the group keeps it with
/// the view the pointer went down in; keys go to the view showing a shared drag, else to the
/// widget that read them. After every event each joined widget redraws and, while its view
/// animates (the destination's placeholder opening, the items flying home), runs frames; a
/// card carried out of its widget is drawn by every widget it is over, on top.
/// Frames in the group follow the widgets' allocations: they are read again before each press,
/// key, hover and wheel event; a widget destroyed meanwhile leaves the group then. O(widgets)
/// per event plus what the views do with it. GTK is single-threaded: use it on the main thread.
/// See <doc:DraggingBetweenWidgets>.
public final class CollectionWidgetGroup {
    /// The shared drag session the joined widgets' views belong to: set its `proposalForDrop`,
    /// `didMoveBetweenViews` and conversions there.
    public let group: CollectionViewGroup

    private struct Member {
        let id: String
        /// The drawing area's place in the window; nil once the widget is gone or destroyed.
        let frame: () -> Rect?
        let schedule: () -> Void
        let leave: () -> Void
        /// The drag snapshot the widget drew last, items erased (viewport points), nil with none.
        let snapshot: () -> CarriedSnapshot?
    }
    private var members: [Member] = []

    /// A group of no widgets over `group` (a new one by default; its views stay, widgets join with ``add(_:id:)``).
    public init(group: CollectionViewGroup = CollectionViewGroup()) {
        self.group = group
    }

    /// The ids of the joined widgets, in the order they joined.
    public var widgetIDs: [String] { members.map(\.id) }

    /// Joins `widget` under `id`: its view is added to ``group`` at the drawing area's place in
    /// the window (zero until GTK allocates it) and its input goes to the group from now on.
    /// - Throws: `MosaicError.invalidParameter` when `id` is taken in the group, or the widget
    ///   is joined to a group already.
    public func add<S, I>(_ widget: CollectionWidget<S, I>, id: String) throws {
        guard widget.groupRoute == nil else {
            throw MosaicError.invalidParameter(name: "widget", value: id, expected: "a widget not joined to a group yet")
        }
        try group.addView(widget.view, id: id, frame: Self.frame(of: widget.area))
        members.append(Member(id: id,
                              frame: { [weak widget] in widget.flatMap { $0.destroyed ? nil : Self.frame(of: $0.area) } },
                              schedule: { [weak widget] in widget?.scheduleFrames() },
                              leave: { [weak widget] in widget?.groupRoute = nil; widget?.carriedSnapshots = nil },
                              snapshot: { [weak widget] in widget?.drawnDragSnapshot.map { s in
                                  CarriedSnapshot(items: s.items.map(AnyHashable.init), label: s.label, frame: s.frame, alpha: s.alpha,
                                                  scale: s.scale, backgroundGray: s.backgroundGray)
                              } }))
        widget.groupRoute = { [weak self] event in self?.route(event, from: id) }
        widget.carriedSnapshots = { [weak self] in
            (self?.carried(over: id) ?? []).compactMap { s in
                let items = s.items.compactMap { $0.base as? I }
                guard items.count == s.items.count else { return nil }   // an item type this view cannot draw
                return DragSnapshot(items: items, label: s.label, frame: s.frame, alpha: s.alpha, scale: s.scale,
                                    backgroundGray: s.backgroundGray)
            }
        }
    }

    /// The drag snapshots the other joined widgets drew last, moved into the points of widget
    /// `id`, those over it only: a card carried out of its widget is drawn by every widget it is
    /// over, so it shows over the group, not clipped to its own widget (between the widgets the
    /// window's background shows). O(widgets).
    func carried(over id: String) -> [CarriedSnapshot] {
        guard let mine = group.frame(ofViewWithID: id) else { return [] }
        let bounds = Rect(x: 0, y: 0, width: mine.width, height: mine.height)
        return members.compactMap { m in
            guard m.id != id, var s = m.snapshot(), let origin = group.frame(ofViewWithID: m.id)?.origin else { return nil }
            s.frame = s.frame.offsetBy(dx: origin.x - mine.origin.x, dy: origin.y - mine.origin.y)
            let drawn = s.frame.insetBy(dx: -s.frame.width * (s.scale - 1) / 2, dy: -s.frame.height * (s.scale - 1) / 2)
            return drawn.intersects(bounds) ? s : nil
        }
    }

    /// Takes the widget `id` out: its view leaves ``group`` (a shared drag it takes part in is
    /// cancelled first) and the widget feeds its own view again. Nothing happens for an unknown id.
    public func remove(widgetWithID id: String) {
        guard let i = members.firstIndex(where: { $0.id == id }) else { return }
        members[i].leave()
        members.remove(at: i)
        group.removeView(withID: id)
        scheduleAll()
    }

    /// One event read by the widget `id` (its drawing area's points): to the group in window points.
    private func route(_ event: InputEvent, from id: String) {
        switch event {
        case .pointerDown, .key, .hover, .wheel, .secondaryClick: refreshFrames()
        default: break
        }
        let origin = group.frame(ofViewWithID: id)?.origin ?? Point(x: 0, y: 0)
        if case .key = event, !group.isDraggingBetweenViews, !group.isExchangingBetweenViews { group.focusViewWithID(id) }
        group.handle(event.offset(by: origin))
        scheduleAll()
    }

    /// Reads every joined drawing area's place in the window into the group's frames; a widget
    /// destroyed meanwhile leaves the group.
    private func refreshFrames() {
        for m in members {
            guard let frame = m.frame() else { remove(widgetWithID: m.id); continue }
            try? group.setFrame(frame, forViewWithID: m.id)
        }
    }

    private func scheduleAll() { for m in members { m.schedule() } }

    /// The drawing area's bounds in its root's coordinates (zero before it is in a window).
    static func frame(of area: UnsafeMutablePointer<GtkWidget>) -> Rect {
        guard let root = gtk_widget_get_root(area) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(area, UnsafeMutablePointer<GtkWidget>(root), 0, 0, &x, &y) != 0 else {
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        return Rect(x: x, y: y, width: Double(max(gtk_widget_get_width(area), 0)), height: Double(max(gtk_widget_get_height(area), 0)))
    }
}

extension InputEvent {
    /// The event with its position moved by `origin` (keys and cancels unchanged).
    func offset(by origin: Point) -> InputEvent {
        switch self {
        case .pointerDown(let id, let p, let modifiers, let time): return .pointerDown(id: id, position: p + origin, modifiers: modifiers, time: time)
        case .pointerMoved(let id, let p, let time): return .pointerMoved(id: id, position: p + origin, time: time)
        case .pointerUp(let id, let p, let time): return .pointerUp(id: id, position: p + origin, time: time)
        case .wheel(let delta, let p, let modifiers, let time): return .wheel(delta: delta, position: p + origin, modifiers: modifiers, time: time)
        case .hover(let p, let time): return .hover(position: p + origin, time: time)
        case .secondaryClick(let p, let time): return .secondaryClick(position: p + origin, time: time)
        case .key, .cancelAll: return self
        }
    }
}

/// A joined widget's drag snapshot with its items erased (the widgets' item types may differ),
/// as the group hands it to the other widgets.
struct CarriedSnapshot {
    var items: [AnyHashable]
    var label: String
    var frame: Rect
    var alpha: Double
    var scale: Double
    var backgroundGray: Double?
}
