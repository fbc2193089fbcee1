import CBoardGTK
import Foundation
import Mosaic
import MosaicGTK

/// A widget handle from MosaicGTK (`CollectionWidget.widget`, `.drawingArea`: a `GtkWidget *`
/// as an `OpaquePointer`) as this app's `GtkWidget` pointer — the one place handles convert.
func gtkWidget(_ handle: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutablePointer<GtkWidget>(handle)
}

/// The board's window: an `AdwApplicationWindow` with a header bar and the columns side by side
/// (mirrored right to left), each a title over a ``CollectionWidget``, the widgets joined in one
/// ``CollectionWidgetGroup`` so a card dragged out of one column drops into another. What tests
/// observe goes to stdout, one line each: `column: I X Y W H` for each column's drawing area in the window's
/// surface (points; I in the model's order) and then `ready: scale S direction D` after the first
/// frames, `board: …` (``BoardController/orderLine``) after every change, `error: …` when a
/// change could not be saved. ctrl+q quits.
final class BoardWindow {
    let options: Options
    let app: OpaquePointer
    var controller: BoardController?
    var widgets: [CollectionWidget<Int64, Int64>] = []
    /// The columns' widgets sharing drags: a card dragged out of one column drops into another.
    var shared: CollectionWidgetGroup?
    /// Each column's box (title over widget), by the column's id.
    var boxes: [Int64: UnsafeMutablePointer<GtkWidget>] = [:]
    var titles: [Int64: UnsafeMutablePointer<GtkWidget>] = [:]
    var columnsBox: UnsafeMutablePointer<GtkWidget>?
    var windowTitle: OpaquePointer?
    var random: SeededGenerator
    var reportedReady = false
    var boardShown = ""

    init(options: Options) {
        self.options = options
        random = SeededGenerator(seed: options.seed)
        app = OpaquePointer(adw_application_new("org.mosaic.Board", G_APPLICATION_NON_UNIQUE)!)
    }

    /// Runs the main loop until the window closes or ctrl+q; returns the exit status.
    func run() -> Int32 {
        let me = Unmanaged.passUnretained(self).toOpaque()
        board_signal_connect(UnsafeMutableRawPointer(app), "activate", unsafeBitCast(BoardWindow.onActivate, to: GCallback.self), me)
        let quit = g_simple_action_new("quit", nil)
        board_signal_connect(UnsafeMutableRawPointer(quit), "activate", unsafeBitCast(BoardWindow.onQuit, to: GCallback.self), me)
        g_action_map_add_action(app, quit)
        var accels: [UnsafePointer<CChar>?] = [UnsafePointer(strdup("<Control>q")), nil]
        gtk_application_set_accels_for_action(UnsafeMutablePointer<GtkApplication>(app), "app.quit", &accels)
        return g_application_run(UnsafeMutablePointer<GApplication>(app), 0, nil)
    }

    static let onActivate: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        guard let data else { return }
        Unmanaged<BoardWindow>.fromOpaque(data).takeUnretainedValue().activate()
    }

    static let onQuit: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        guard let data else { return }
        Unmanaged<BoardWindow>.fromOpaque(data).takeUnretainedValue().quit()
    }

    static let onChurn: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        guard let data else { return 0 }
        let window = Unmanaged<BoardWindow>.fromOpaque(data).takeUnretainedValue()
        window.controller?.churn(using: &window.random)
        return 1   // G_SOURCE_CONTINUE
    }

    private func quit() { g_application_quit(UnsafeMutablePointer<GApplication>(app)) }

    private func fail(_ error: Error) -> Never {
        FileHandle.standardError.write(Data("BoardExample: \(error)\n".utf8))
        exit(1)
    }

    private func activate() {
        if options.dark { adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK) }
        if options.direction == .rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
        let model: BoardModel
        do { model = try BoardModel(path: options.databasePath()) } catch { fail(error) }
        let controller = BoardController(model: model)
        controller.mode = options.exchange ? .exchange : .edit
        self.controller = controller
        do { try controller.makeViews(clock: GTKFrameClock(), viewport: Size(width: 240, height: 480)) } catch { fail(error) }

        let window = adw_application_window_new(UnsafeMutablePointer<GtkApplication>(app))!
        let windowPointer = OpaquePointer(window).map { UnsafeMutablePointer<GtkWindow>($0) }
        gtk_window_set_title(windowPointer, "Board")
        gtk_window_set_default_size(windowPointer, Int32(options.size.width), Int32(options.size.height))
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let header = adw_header_bar_new()!
        let title = adw_window_title_new("Board", "")!
        windowTitle = OpaquePointer(title)
        adw_header_bar_set_title_widget(OpaquePointer(header), title)
        box(content).map { gtk_box_append($0, header) }
        let columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        columnsBox = columns
        gtk_box_set_homogeneous(box(columns), 1)
        for edge in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            edge(columns, 12)
        }
        gtk_widget_set_vexpand(columns, 1)
        let shared = CollectionWidgetGroup(group: controller.group)
        self.shared = shared
        for view in controller.views {
            let widget: CollectionWidget<Int64, Int64>
            do { widget = try CollectionWidget(view: view) } catch { fail(error) }
            widget.content = cardContent(model: model)
            widget.onKey = { [unowned self, unowned view] key, modifiers in handleKey(key, modifiers, in: view) }
            widget.onFrameDrawn = { [unowned self] _ in frameDrawn() }
            view.delegate.focusLeaves = { [unowned self, unowned view] forward in focusNeighbour(of: view, step: forward ? 1 : -1) }
            widgets.append(widget)
            do { try shared.add(widget, id: String(view.committedSnapshot.sectionIdentifiers[0])) } catch { fail(error) }
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            let label = gtk_label_new("")!
            gtk_widget_add_css_class(label, "heading")
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_box_append(box(column), label)
            gtk_widget_set_vexpand(gtkWidget(widget.widget), 1)
            gtk_box_append(box(column), gtkWidget(widget.widget))
            gtk_box_append(box(columns), column)
            let id = view.committedSnapshot.sectionIdentifiers[0]
            boxes[id] = column
            titles[id] = label
        }
        box(content).map { gtk_box_append($0, columns) }
        adw_application_window_set_content(UnsafeMutablePointer<AdwApplicationWindow>(OpaquePointer(window)), content)
        controller.onChange = { [unowned self] in changed() }
        controller.onError = { error in FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
        changed()
        gtk_window_present(windowPointer)
        if let first = widgets.first { _ = gtk_widget_grab_focus(gtkWidget(first.drawingArea)) }
        if options.churn {
            g_timeout_add(guint(options.churnInterval), BoardWindow.onChurn, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    private func box(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox>? {
        OpaquePointer(widget).map { UnsafeMutablePointer<GtkBox>($0) }
    }

    /// The widget showing `view`.
    private func widget(of view: BoardController.View) -> CollectionWidget<Int64, Int64>? {
        widgets.first { $0.view === view }
    }

    /// ctrl+→ / ctrl+← moves the focused card to the column on that side (visually: mirrored
    /// right to left), ctrl+shift+→ / ← moves its column; everything else goes to the view —
    /// ctrl+arrow too while a card is caught in exchange mode (the group carries it across).
    private func handleKey(_ key: Key, _ modifiers: Modifiers, in view: BoardController.View) -> Bool {
        guard modifiers.contains(.ctrl), key == .left || key == .right, let controller,
              !view.exchangeTransactionInProgress else { return false }
        let step = (key == .right) == (options.direction == .leftToRight) ? 1 : -1
        if modifiers.contains(.shift) {
            controller.moveColumn(of: view, step: step)
            return true
        }
        guard let path = view.focusedPath, let id = view.snapshot.items(inSection: 0)[safe: path.item],
              controller.moveToNeighbour(card: id, step: step),
              let at = controller.model.location(of: id), let destination = widget(of: controller.views[at.column]) else { return true }
        _ = gtk_widget_grab_focus(gtkWidget(destination.drawingArea))
        destination.view.accessibilityFocus(id)
        return true
    }

    /// Tab past a column's last card: the next column's cards (shift+Tab: the previous).
    private func focusNeighbour(of view: BoardController.View, step: Int) {
        guard let controller, let i = controller.views.firstIndex(where: { $0 === view }),
              let next = controller.views[safe: i + step], let widget = widget(of: next) else { return }
        _ = gtk_widget_grab_focus(gtkWidget(widget.drawingArea))
    }

    /// After a change: column titles with their counts, the columns in the model's order, the
    /// subtitle, a redraw, and the `board:` line.
    private func changed() {
        guard let controller, let columnsBox else { return }
        var previous: UnsafeMutablePointer<GtkWidget>?
        for column in controller.model.columns {
            titles[column.id].map { gtk_label_set_text(OpaquePointer($0), "\(column.title)  \(column.cards.count)") }
            if let box = boxes[column.id] {
                gtk_box_reorder_child_after(self.box(columnsBox), box, previous)
                previous = box
            }
        }
        let cards = controller.model.columns.reduce(0) { $0 + $1.cards.count }
        adw_window_title_set_subtitle(windowTitle, "\(controller.model.columns.count) columns, \(cards) cards")
        for widget in widgets { widget.setNeedsDisplay() }
        let line = controller.orderLine
        if line != boardShown {
            boardShown = line
            say("board: " + line)
        }
    }

    /// After the first frame of every column: where each column's drawing area is.
    private func frameDrawn() {
        guard !reportedReady, let controller, widgets.allSatisfy({ $0.framesDrawn > 0 }) else { return }
        reportedReady = true
        var scale = 1
        for (i, view) in controller.views.enumerated() {
            guard let widget = widget(of: view) else { continue }
            let area = gtkWidget(widget.drawingArea)
            var x = 0.0, y = 0.0, sx = 0.0, sy = 0.0
            if let native = gtk_widget_get_native(area) {
                gtk_native_get_surface_transform(native, &sx, &sy)
                _ = gtk_widget_translate_coordinates(area, UnsafeMutablePointer<GtkWidget>(native), 0, 0, &x, &y)
            }
            scale = widget.scaleFactor
            say("column: \(i) \(Int(x + sx)) \(Int(y + sy)) \(gtk_widget_get_width(area)) \(gtk_widget_get_height(area))")
        }
        say("ready: scale \(scale) direction \(widgets.first?.view.layoutDirection.rawValue ?? "")")
    }
}
