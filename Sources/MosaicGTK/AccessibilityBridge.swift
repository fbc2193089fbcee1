internal import CGTK
import MosaicCore
import MosaicView

/// Exposes a ``CollectionView``'s ``AccessibilityModel`` to AT-SPI on GTK 4.8, where a drawing
/// area cannot expose the objects it paints: a transparent `MosaicAccessibleCollection` (role
/// list or grid, the view's name) over the drawing area holds one transparent, focusable
/// `MosaicAccessibleItem` proxy per item of the model, placed at the item's frame (clipped to
/// the area), named after it, with its position in the description ("Nordlicht AB, 3 of 40 in
/// Friends": 4.8 drops position-in-set), its selected and disabled states, and actions that
/// reach ``CollectionView/performAccessibilityAction(_:on:)``.
///
/// - Identity: one proxy per item identity while the item is in the model; proxies of items
///   that left go to a pool (hidden, so out of the tree) and are reused for items that come in.
/// - Cost: only what changed is sent to GTK (every change is a D-Bus signal once an AT has read
///   the proxy): each proxy remembers what it was given.
/// - Focus: the engine's focused item's proxy gets the GTK focus while the focus is inside the
///   collection (never taken from another widget, except by an AT-SPI action performed on an
///   item), so Orca speaks the item; when GTK puts the focus on a proxy itself, the view's
///   focus follows (``CollectionView/accessibilityFocus(_:)``).
/// - Announcements: spoken through the focused proxy's description (GTK 4.8 has no
///   announcement API): set to "" then to the text, so a repeated text is spoken again; the
///   proxy gets its own description back once the focus moves on.
final class AccessibilityBridge<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// What one proxy was last given.
    struct Proxy {
        let widget: UnsafeMutablePointer<GtkWidget>
        var label: String?
        var description: String?
        var selected: Bool?
        var disabled: Bool?
        var frame: Rect?
        var enabled: Set<String> = []
        /// Whether its installed actions were all set once.
        var actionsKnown = false
    }

    unowned let view: CollectionView<SectionID, ItemID>
    let drawingArea: UnsafeMutablePointer<GtkWidget>
    /// The proxies' container (a `GtkFixed` subclass), an overlay over the drawing area.
    let container: UnsafeMutablePointer<GtkWidget>
    /// The role of the container, fixed when it was made (a GTK role is construction-only).
    let role: AccessibilityViewRole
    let box = AccessibilityBridgeBox()
    private(set) var proxies: [ItemID: Proxy] = [:]
    private var pool: [UnsafeMutablePointer<GtkWidget>] = []
    private var items: [UnsafeMutableRawPointer: ItemID] = [:]
    private var viewName: String?
    private var multiSelectable: Bool?
    /// An AT-SPI action was performed on a proxy since the last model applied: the GTK focus
    /// follows the view's focused item even when it was outside the collection.
    private var actedOn = false
    /// The item whose proxy's description holds an announcement now.
    private(set) var speaking: ItemID?
    /// The last model applied.
    private(set) var applied: AccessibilityModel<ItemID>?

    /// A bridge for `view`, whose container is made now with the role of the view's current model.
    init(view: CollectionView<SectionID, ItemID>, drawingArea: UnsafeMutablePointer<GtkWidget>) {
        self.view = view
        self.drawingArea = drawingArea
        let model = view.accessibilityModel()
        role = model.view.role
        container = mosaic_a11y_new_widget(AccessibleProxyTypes.collection,
                                           role == .list ? GTK_ACCESSIBLE_ROLE_LIST : GTK_ACCESSIBLE_ROLE_GRID)
        gtk_widget_set_can_target(container, 0)
        g_object_set_data(object(container), AccessibleProxyTypes.bridgeKey, box.opaque)
        box.perform = { [unowned self] widget, name in perform(name, proxy: widget) }
        box.focusChanged = { [unowned self] widget in focusArrived(on: widget) }
    }

    /// The number of proxies made so far (in the tree or pooled).
    var proxyCount: Int { proxies.count + pool.count }

    /// The proxy widget of `id`, when the item is in the applied model.
    func proxy(of id: ItemID) -> UnsafeMutablePointer<GtkWidget>? { proxies[id]?.widget }

    /// Whether the GTK focus is on the drawing area or on one of the proxies.
    var hasFocusInside: Bool {
        guard let focus = focusWidget() else { return false }
        return focus == drawingArea || gtk_widget_get_parent(focus) == container
    }

    /// Whether the GTK focus is on one of the proxies.
    var proxyHasFocus: Bool {
        guard let focus = focusWidget() else { return false }
        return gtk_widget_get_parent(focus) == container
    }

    /// Applies `model` (made for a drawing area of `size` points): GTK hears only what changed.
    /// Takes the view's announcements and speaks them through the focused proxy.
    /// - Complexity: O(v) GTK calls at most for v items in the model; none when nothing changed.
    func apply(_ model: AccessibilityModel<ItemID>, size: Size) {
        if viewName != model.view.name {
            viewName = model.view.name
            mosaic_a11y_set_label(container, model.view.name)
            mosaic_a11y_set_label(drawingArea, model.view.name)   // not "GtkDrawingArea" when it has the focus
        }
        if multiSelectable != model.view.isMultiSelectable {
            multiSelectable = model.view.isMultiSelectable
            mosaic_a11y_set_multiselectable(container, model.view.isMultiSelectable ? 1 : 0)
        }
        // The focus moves first: a description restored on the proxy the focus leaves is not
        // spoken (Orca speaks description changes of the focused object only).
        followFocus(model)
        let present = Set(model.items.map(\.id))
        for (id, proxy) in proxies where !present.contains(id) { release(id, proxy) }
        var previous: UnsafeMutablePointer<GtkWidget>?
        for element in model.items {
            var proxy = proxies[element.id] ?? take(element.id)
            update(&proxy, with: element, size: size)
            proxies[element.id] = proxy
            if gtk_widget_get_prev_sibling(proxy.widget) != previous {
                gtk_widget_insert_after(proxy.widget, container, previous)
            }
            previous = proxy.widget
        }
        followFocus(model)
        let announcements = view.takeAccessibilityAnnouncements()
        if !announcements.isEmpty { speak(announcements.map(\.text).joined(separator: ". "), model: model) }
        var shown = model
        shown.announcements = []   // taken: the next frame's model has none either
        applied = shown
    }

    /// The engine's focused item's proxy takes the GTK focus when the focus is inside the
    /// collection; when the engine has no focused item, the drawing area takes it back from a proxy.
    private func followFocus(_ model: AccessibilityModel<ItemID>) {
        guard hasFocusInside || actedOn else { return }
        actedOn = false
        if view.hasKeyboardFocus, let id = model.focused, let widget = proxies[id]?.widget {
            if gtk_widget_has_focus(widget) == 0 { _ = gtk_widget_grab_focus(widget) }
        } else if let focus = focusWidget(), focus != drawingArea {
            _ = gtk_widget_grab_focus(drawingArea)
        }
    }

    /// Speaks `text` through the focused proxy's description ("" first, so a repeat is heard).
    private func speak(_ text: String, model: AccessibilityModel<ItemID>) {
        guard let id = model.focused, var proxy = proxies[id] else { return }
        mosaic_a11y_set_description(proxy.widget, "")
        mosaic_a11y_set_description(proxy.widget, text)
        proxy.description = text
        proxies[id] = proxy
        speaking = id
    }

    private func update(_ proxy: inout Proxy, with element: AccessibilityElement<ItemID>, size: Size) {
        if proxy.label != element.name {
            proxy.label = element.name
            mosaic_a11y_set_label(proxy.widget, element.name)
        }
        // The focused proxy keeps an announcement until the focus moves on (Orca would speak
        // its own description again if it came back now).
        let keepsAnnouncement = speaking == element.id && element.states.contains(.focused)
        if !keepsAnnouncement, speaking == element.id { speaking = nil }
        let description = element.fullDescription
        if !keepsAnnouncement, proxy.description != description {
            proxy.description = description
            mosaic_a11y_set_description(proxy.widget, description)
        }
        let selected = element.states.contains(.selected)
        if proxy.selected != selected {
            proxy.selected = selected
            mosaic_a11y_set_state(proxy.widget, GTK_ACCESSIBLE_STATE_SELECTED, selected ? 1 : 0)
        }
        let disabled = element.states.contains(.disabled)
        if proxy.disabled != disabled {
            proxy.disabled = disabled
            mosaic_a11y_set_state(proxy.widget, GTK_ACCESSIBLE_STATE_DISABLED, disabled ? 1 : 0)
        }
        let frame = Self.clip(element.frame, to: size)
        if proxy.frame != frame {
            proxy.frame = frame
            gtk_widget_set_size_request(proxy.widget, Int32(frame.width), Int32(frame.height))
            gtk_fixed_move(fixed, proxy.widget, frame.minX, frame.minY)
        }
        let enabled = Set(element.actions.map(\.name))
        if !proxy.actionsKnown || proxy.enabled != enabled {
            for name in AccessibleProxyTypes.actionNames where !proxy.actionsKnown || enabled.contains(name) != proxy.enabled.contains(name) {
                gtk_widget_action_set_enabled(proxy.widget, AccessibleProxyTypes.actionPrefix + name, enabled.contains(name) ? 1 : 0)
            }
            proxy.enabled = enabled
            proxy.actionsKnown = true
        }
    }

    /// `frame` within the drawing area of `size`, in whole points (a frame outside it becomes
    /// an empty rectangle at its nearest edge: the proxy stays in the tree with no extent, and
    /// the container never asks for more room than the area has).
    static func clip(_ frame: Rect, to size: Size) -> Rect {
        let x0 = min(max(frame.minX, 0), size.width).rounded(.down), y0 = min(max(frame.minY, 0), size.height).rounded(.down)
        let x1 = min(max(frame.maxX, 0), size.width).rounded(.down), y1 = min(max(frame.maxY, 0), size.height).rounded(.down)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// A proxy for `id`: a pooled one shown again, or a new one.
    private func take(_ id: ItemID) -> Proxy {
        let widget: UnsafeMutablePointer<GtkWidget>
        if let pooled = pool.popLast() {
            widget = pooled
            gtk_widget_set_visible(widget, 1)
        } else {
            widget = mosaic_a11y_new_widget(AccessibleProxyTypes.item,
                                            role == .list ? GTK_ACCESSIBLE_ROLE_LIST_ITEM : GTK_ACCESSIBLE_ROLE_GRID_CELL)
            gtk_widget_set_focusable(widget, 1)
            gtk_widget_set_opacity(widget, 0)
            g_object_set_data(object(widget), AccessibleProxyTypes.bridgeKey, box.opaque)
            mosaic_gtk_connect(UnsafeMutableRawPointer(widget), "notify::has-focus",
                               unsafeBitCast(AccessibleProxyTypes.onFocusNotify, to: GCallback.self), box.opaque)
            gtk_fixed_put(fixed, widget, 0, 0)
        }
        items[UnsafeMutableRawPointer(widget)] = id
        return Proxy(widget: widget)
    }

    /// `id` left the model: its proxy is hidden (out of the accessible tree) and pooled.
    private func release(_ id: ItemID, _ proxy: Proxy) {
        if gtk_widget_has_focus(proxy.widget) != 0 { _ = gtk_widget_grab_focus(drawingArea) }
        gtk_widget_set_visible(proxy.widget, 0)
        items[UnsafeMutableRawPointer(proxy.widget)] = nil
        proxies[id] = nil
        pool.append(proxy.widget)
        if speaking == id { speaking = nil }
    }

    /// An installed action ran on `widget`: the engine performs the element's action of that
    /// name (the one in its ``AccessibilityElement/actions``) as the keyboard would.
    private func perform(_ name: String, proxy widget: UnsafeMutablePointer<GtkWidget>) {
        guard let id = items[UnsafeMutableRawPointer(widget)],
              let action = view.accessibilityModel().element(id)?.actions.first(where: { $0.name == name }) else { return }
        // The AT's user works on this item: the GTK focus comes to it even from outside the
        // collection (the next frame's focus follows the view's focused item).
        actedOn = view.performAccessibilityAction(action, on: id) && view.hasKeyboardFocus
        onChange()
    }

    /// The GTK focus came to a proxy: when it is not the view's focused item's (GTK restored
    /// the focus after a popover or a window switch; AT-SPI `grabFocus`, which GTK 4.8 answers
    /// with "not supported"), the view's focus follows — the arrows go on from that item and
    /// the next frames keep the GTK focus on it. The bridge's own focus moves change nothing.
    private func focusArrived(on widget: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_has_focus(widget) != 0, let id = items[UnsafeMutableRawPointer(widget)] else { return }
        let current = view.focusedPath.flatMap { view.snapshot[$0] }
        guard !view.hasKeyboardFocus || current != id else { return }
        if view.accessibilityFocus(id) { onChange() }
    }

    /// Called after an action changed the view (the widget schedules frames).
    var onChange: () -> Void = {}

    private var fixed: UnsafeMutablePointer<GtkFixed> { UnsafeMutablePointer<GtkFixed>(OpaquePointer(container)) }

    private func focusWidget() -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(container) else { return nil }
        return gtk_root_get_focus(root)
    }

    private func object(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    }
}
