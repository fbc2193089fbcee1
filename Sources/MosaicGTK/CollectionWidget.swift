internal import CGTK
import MosaicAnimation
import MosaicCairo
import MosaicCore
import MosaicInteraction
import MosaicView

/// A GTK 4 widget that hosts any `CollectionView` — any layout, any cells, any gestures — and
/// feeds it the widget's raw input, draws its display list and presents what it asks for with
/// GTK and libadwaita widgets.
///
/// ```swift
/// let clock = GTKFrameClock()
/// let view = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: size, mode: .edit, clock: clock)
/// let collection = try CollectionWidget(view: view)
/// collection.content = { cell in .configuration(.contactCard(name: cell.label)) }
/// adw_toolbar_view_set_content(…, collection.widget)   // or any container: a box, a pane, a stack
/// ```
///
/// - **Input**: a legacy event controller hands every `GdkEvent` of the drawing area to
///   ``GTKInputTranslator``: pointer press/motion/release with their times, smooth and discrete
///   scroll, keys, touches and touchpad pinch reach the engine as its own `InputEvent`s; the
///   engine's recognizers decide (no GTK gesture competes). A press gives the widget the
///   keyboard focus. Keys Mosaic knows are consumed, except Tab (the view lets the focus go and
///   GTK moves it on); others go on to GTK (shortcuts).
/// - **Frames**: while the view animates a tick callback on the widget's frame clock ticks the
///   view at the frame time (``GTKFrameClock``) and redraws; idle, nothing runs but a one-shot
///   timeout at the view's next deadline (a long press, the toast's expiry).
/// - **Cursor** follows the display list: `grab` over movable cards, `grabbing` while dragging.
/// - **Requests** (context menu, confirmation, toast) are shown by a ``GTKPresenter``: a
///   `GtkPopoverMenu` at the cell, an `AdwMessageDialog`, an `AdwToast` in the widget's
///   `AdwToastOverlay`.
/// - **Drawing**: MosaicCairo's ``renderer`` draws the display list in the draw func, cells as
///   ``content`` says, at the widget's scale factor in the light or dark palette or their
///   high-contrast versions (`AdwStyleManager`), redrawn when any changes; with the desktop's
///   animations off (`gtk-enable-animations`) the view's `reducesMotion` is set.
/// - **Direction**: the view reads as the widget does (`gtk_widget_get_direction`: the
///   widget's own text direction, else GTK's default, right to left in Hebrew or Arabic);
///   a change mirrors the layout and redraws (``followsWidgetDirection``).
/// - **Accessibility**: a transparent container over the drawing area (role list or grid, the
///   view's `accessibility.viewName`) holds one focusable proxy per item of the view's
///   `accessibilityModel()` — named, described with its position ("3 of 40"), selected, with
///   actions — so Orca and other AT-SPI clients read and operate the collection; the GTK focus
///   follows the view's focused item and announcements are spoken through it
///   (<doc:AccessibilityOnGTK>).
///
/// No global state: any number of widgets per window or process. The GTK widget owns this
/// object (it stays alive while ``widget`` does; keep your own reference only as long as the
/// widget exists). GTK is single-threaded: use it on the main thread.
public final class CollectionWidget<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The collection view shown.
    public let view: CollectionView<SectionID, ItemID>
    /// The widget to put into a layout: an `AdwToastOverlay` around a `GtkOverlay` of the
    /// drawing area and its accessible proxies (see <doc:AccessibilityOnGTK>), as a
    /// `GtkWidget *` — cast it to your binding's GtkWidget pointer (MosaicGTK does not export
    /// its GTK declarations). Valid while the widget exists.
    public var widget: OpaquePointer { OpaquePointer(overlay) }
    /// The `GtkDrawingArea` the view draws into and takes input from (focusable), as a
    /// `GtkWidget *` — cast it to your binding's GtkWidget pointer. Valid while the widget exists.
    public var drawingArea: OpaquePointer { OpaquePointer(area) }
    /// ``widget`` and ``drawingArea`` with MosaicGTK's own GTK types.
    let overlay: UnsafeMutablePointer<GtkWidget>
    let area: UnsafeMutablePointer<GtkWidget>
    /// Draws the display list (MosaicCairo: cairo + Pango), in the style manager's palette.
    public let renderer: CairoRenderer
    /// What each visible cell shows; nil draws the contact card of its label.
    public var content: ((DisplayCell<ItemID>) -> CellContent)?
    /// What each visible header or footer shows; nil (or a nil result) draws a plain band.
    public var supplementaryContent: ((DisplaySupplementary) -> SupplementaryContent?)?
    /// What the picture following the pointer shows during a drag; nil draws ``content`` lifted.
    public var snapshotContent: ((DisplayCell<ItemID>) -> CellContent)?
    /// Presents the view's menus, confirmations and toasts with GTK widgets (the view's presenter).
    public private(set) var presenter: GTKPresenter<SectionID, ItemID>!
    /// Called first for every key press Mosaic knows; return true when you handled it (it then
    /// does not reach the view).
    public var onKey: ((Key, Modifiers) -> Bool)?
    /// Called with every input event before the view handles it (logs, tests).
    public var onInput: ((InputEvent) -> Void)?
    /// Called after each frame is drawn, with the display list it showed.
    public var onFrameDrawn: ((DisplayList<ItemID>) -> Void)?
    /// The number of frames drawn so far.
    public internal(set) var framesDrawn = 0
    /// The cursor shown over the widget (from the display list).
    public internal(set) var cursor = PointerCursor.arrow

    let signals = WidgetSignals()
    var translator = GTKInputTranslator()
    var timeMapper = EventTimeMapper()
    var tickID: guint = 0
    var timerID: guint = 0
    var destroyed = false
    /// See ``followsWidgetDirection``.
    var followsDirection = true
    /// The accessible proxies over the drawing area (AT-SPI).
    var accessibilityBridge: AccessibilityBridge<SectionID, ItemID>!
    var accessibilityIdleID: guint = 0
    /// The idle that makes the drawing area focusable again after Tab left a proxy (0: none).
    var focusableIdleID: guint = 0
    var accessibilityTimes = AccessibilityTimes()
    /// Set while the widget is joined to a ``CollectionWidgetGroup``: its input goes there.
    var groupRoute: ((InputEvent) -> Void)?
    /// The drag snapshot the widget drew last (its view's), which its group's other widgets draw too.
    var drawnDragSnapshot: DragSnapshot<ItemID>?
    /// Set while joined to a group: the drag snapshots other widgets' views carry over this one.
    var carriedSnapshots: (() -> [DragSnapshot<ItemID>])?

    /// A widget showing `view` (which gets a ``GTKPresenter`` as its presenter). Calls
    /// `adw_init()` (idempotent) so the style manager answers in any GTK app.
    /// - Throws: `CairoError` when Pango has no fonts (MosaicCairo's `CairoRenderer`).
    public init(view: CollectionView<SectionID, ItemID>) throws(CairoError) {
        renderer = try CairoRenderer()
        adw_init()
        self.view = view
        let area = gtk_drawing_area_new()!
        let overlay = adw_toast_overlay_new()!
        self.area = area
        self.overlay = overlay
        let stack = gtk_overlay_new()!
        adw_toast_overlay_set_child(OpaquePointer(overlay), stack)
        gtk_overlay_set_child(OpaquePointer(stack), area)
        gtk_widget_set_focusable(area, 1)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        let areaObject = UnsafeMutableRawPointer(area)
        // The drawing area owns this object; the box is reachable from it for signals whose user
        // data must be the area (g_signal_connect_object).
        g_object_set_data_full(areaObject.assumingMemoryBound(to: GObject.self), WidgetSignals.dataKey,
                               Unmanaged.passRetained(self as AnyObject).toOpaque(), WidgetSignals.release)
        g_object_set_data(areaObject.assumingMemoryBound(to: GObject.self), "mosaic-signals", signals.opaque)
        presenter = GTKPresenter(widget: self)
        view.requests.presenter = presenter
        accessibilityBridge = AccessibilityBridge(view: view, drawingArea: area)
        gtk_overlay_add_overlay(OpaquePointer(stack), accessibilityBridge.container)
        connectSignals(area: area)
        connectAccessibility()
        followMotionSetting()
        followWidgetDirection()
    }

    private func connectSignals(area: UnsafeMutablePointer<GtkWidget>) {
        signals.event = { [unowned self] in handleGdkEvent($0) }
        signals.draw = { [unowned self] cr, w, h in draw(cr, width: Int(w), height: Int(h)) }
        signals.tick = { [unowned self] in frameTick($0) }
        signals.resize = { [unowned self] w, h in
            view.setViewportSize(Size(width: Double(max(w, 1)), height: Double(max(h, 1))))
            scheduleFrames()
        }
        signals.appearanceChanged = { [unowned self] in
            followMotionSetting()
            setNeedsDisplay()
        }
        signals.directionChanged = { [unowned self] in followWidgetDirection() }
        signals.timer = { [unowned self] in timerFired() }
        signals.destroyed = { [unowned self] in tearDown() }

        let data = signals.opaque
        let legacy = gtk_event_controller_legacy_new()!
        mosaic_gtk_connect(UnsafeMutableRawPointer(legacy), "event", unsafeBitCast(WidgetSignals.onEvent, to: GCallback.self), data)
        gtk_widget_add_controller(area, legacy)
        gtk_drawing_area_set_draw_func(OpaquePointer(area).map { UnsafeMutablePointer<GtkDrawingArea>($0) },
                                       WidgetSignals.onDraw, data, nil)
        mosaic_gtk_connect(UnsafeMutableRawPointer(area), "resize", unsafeBitCast(WidgetSignals.onResize, to: GCallback.self), data)
        mosaic_gtk_connect(UnsafeMutableRawPointer(area), "notify::scale-factor",
                           unsafeBitCast(WidgetSignals.onNotify, to: GCallback.self), data)
        mosaic_gtk_connect(UnsafeMutableRawPointer(area), "direction-changed",
                           unsafeBitCast(WidgetSignals.onDirectionChanged, to: GCallback.self), data)
        mosaic_gtk_connect(UnsafeMutableRawPointer(area), "destroy", unsafeBitCast(WidgetSignals.onDestroy, to: GCallback.self), data)
        // The style manager lives for the process: the handler goes away with the area.
        mosaic_gtk_connect_object(UnsafeMutableRawPointer(adw_style_manager_get_default()), "notify::dark",
                                  unsafeBitCast(WidgetSignals.onStyleNotify, to: GCallback.self), UnsafeMutableRawPointer(area))
        mosaic_gtk_connect_object(UnsafeMutableRawPointer(adw_style_manager_get_default()), "notify::high-contrast",
                                  unsafeBitCast(WidgetSignals.onStyleNotify, to: GCallback.self), UnsafeMutableRawPointer(area))
        mosaic_gtk_connect_object(UnsafeMutableRawPointer(gtk_widget_get_settings(area)), "notify::gtk-enable-animations",
                                  unsafeBitCast(WidgetSignals.onStyleNotify, to: GCallback.self), UnsafeMutableRawPointer(area))
    }

    /// Whether the widget draws in the dark palette (`AdwStyleManager`'s `dark`).
    public var isDark: Bool { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }

    /// Whether the desktop asks for high contrast (`AdwStyleManager`'s `high-contrast`): the
    /// widget then draws in `Palette.highContrast` or `.highContrastDark`.
    public var isHighContrast: Bool { adw_style_manager_get_high_contrast(adw_style_manager_get_default()) != 0 }

    /// The palette the widget draws in now: light or dark, high contrast or not.
    public var palette: Palette { .forAppearance(dark: isDark, highContrast: isHighContrast) }

    /// Whether the desktop allows animations (GtkSettings' `gtk-enable-animations`). When it does
    /// not, the widget sets the view's `configuration.reducesMotion` (layout changes, bounces
    /// and landings happen at once) and clears it again when animations come back.
    public var animationsEnabled: Bool { mosaic_gtk_enable_animations(area) != 0 }

    /// The view's `reducesMotion` follows the desktop's animation setting.
    func followMotionSetting() {
        let reduce = !animationsEnabled
        if view.configuration.reducesMotion != reduce { view.configuration.reducesMotion = reduce }
    }

    /// The widget's scale factor (device pixels per point; 2 on a HiDPI screen or `GDK_SCALE=2`).
    public var scaleFactor: Int { Int(max(gtk_widget_get_scale_factor(area), 1)) }

    /// Asks for a frame (your content changed: a name was edited, an image arrived).
    public func setNeedsDisplay() {
        guard !destroyed else { return }
        gtk_widget_queue_draw(area)
    }

    /// Feeds `event` to the view as if it came from GTK, then schedules frames — for hosts
    /// that route input of their own (a toolbar button doing what a key does).
    public func feed(_ event: InputEvent) {
        deliver(event)
        scheduleFrames()
    }

    /// The view's clock, when it is one the widget drives.
    var frameClock: GTKFrameClock? { view.clock as? GTKFrameClock }

    func deliver(_ event: InputEvent) {
        onInput?(event)
        if case .key(let key, let modifiers, _) = event, let onKey, onKey(key, modifiers) { return }
        if let groupRoute { return groupRoute(event) }
        view.handle(event)
    }

    private func tearDown() {
        destroyed = true
        if timerID != 0 { g_source_remove(timerID) }
        timerID = 0
        if accessibilityIdleID != 0 { g_source_remove(accessibilityIdleID) }
        accessibilityIdleID = 0
        if focusableIdleID != 0 { g_source_remove(focusableIdleID) }
        focusableIdleID = 0
        if tickID != 0 { gtk_widget_remove_tick_callback(area, tickID) }
        tickID = 0
        presenter.tearDown()
    }
}
