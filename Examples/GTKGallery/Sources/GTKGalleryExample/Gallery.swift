import CGalleryGTK
import Foundation
import Mosaic
import MosaicGTK

/// A widget handle from MosaicGTK (`CollectionWidget.widget`, `.drawingArea`: a `GtkWidget *`
/// as an `OpaquePointer`) as this app's `GtkWidget` pointer — the one place handles convert.
func gtkWidget(_ handle: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
    UnsafeMutablePointer<GtkWidget>(handle)
}

/// The gallery app: an `AdwApplication` whose window has a header bar and a ``CollectionWidget``
/// showing ``Tile``s in a ``TileGridLayout`` (edit mode: a click selects, a drag or Space and the
/// arrows reorder). What tests observe goes to stdout, one line each:
/// `ready: area X Y W H scale S dark D` after the first frame (the drawing area in the window's
/// surface), `order: …` (the first 100 tile ids) after every reorder, `selected: …` after every
/// selection change, `requests: …` when the menus, dialogs and toasts shown change
/// (`contextMenu`, `confirmation`, `toast`, or `none`), `gtk_input_to_frame_ms: N` (with `--measure`) once a press's selection
/// has been painted; at quit, with `--measure`, `gtk_a11y_update_us: N frames F` (the median
/// per-frame cost of the accessible proxies). ctrl+q quits.
final class Gallery {
    let options: Options
    let app: OpaquePointer
    var collection: CollectionWidget<Int, Int>?
    var window: UnsafeMutablePointer<GtkWidget>?
    var reportedReady = false
    /// Monotonic µs of the last press, while its selection has not been painted (`--measure`).
    var pressMicroseconds: Int64?
    var selectionDrawn = false
    /// The selection when the measured press came.
    var selectedAtPress: Set<Int> = []
    var paintHandler: gulong = 0
    /// The presenter's requests showing at the last frame (printed when they change).
    var requestsShown = ""
    /// The first 100 tiles' order last printed.
    var orderShown = ""

    init(options: Options) {
        self.options = options
        app = OpaquePointer(adw_application_new("org.mosaic.GTKGallery", G_APPLICATION_NON_UNIQUE)!)
    }

    /// Runs the main loop until the window closes or ctrl+q; returns the exit status.
    func run() -> Int32 {
        let me = Unmanaged.passUnretained(self).toOpaque()
        gallery_signal_connect(UnsafeMutableRawPointer(app), "activate", unsafeBitCast(Gallery.onActivate, to: GCallback.self), me)
        let quit = g_simple_action_new("quit", nil)
        gallery_signal_connect(UnsafeMutableRawPointer(quit), "activate", unsafeBitCast(Gallery.onQuit, to: GCallback.self), me)
        g_action_map_add_action(app, quit)
        var accels: [UnsafePointer<CChar>?] = [UnsafePointer(strdup("<Control>q")), nil]
        gtk_application_set_accels_for_action(UnsafeMutablePointer<GtkApplication>(app), "app.quit", &accels)
        return g_application_run(UnsafeMutablePointer<GApplication>(app), 0, nil)
    }

    static let onActivate: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        guard let data else { return }
        Unmanaged<Gallery>.fromOpaque(data).takeUnretainedValue().activate()
    }

    static let onQuit: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        guard let data else { return }
        Unmanaged<Gallery>.fromOpaque(data).takeUnretainedValue().quit()
    }

    /// ctrl+q: writes `--offscreen` (the widget's frame drawn offscreen, the state on screen
    /// now), then quits.
    private func quit() {
        if options.measure, let samples = collection?.accessibilityUpdateMicroseconds.sorted(), !samples.isEmpty {
            say("gtk_a11y_update_us: \((samples[samples.count / 2] * 10).rounded() / 10) frames \(samples.count)")
        }
        if let path = options.offscreen, let collection {
            do { try collection.renderOffscreen().writePNG(path: path) } catch {
                FileHandle.standardError.write(Data("GTKGalleryExample: --offscreen \(path): \(error)\n".utf8))
            }
        }
        g_application_quit(UnsafeMutablePointer<GApplication>(app))
    }

    static let onAfterPaint: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        guard let data else { return }
        Unmanaged<Gallery>.fromOpaque(data).takeUnretainedValue().afterPaint()
    }

    private func activate() {
        if options.dark {
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK)
        }
        let view: CollectionView<Int, Int>
        do { view = try makeView(options: options, clock: GTKFrameClock()) } catch {
            FileHandle.standardError.write(Data("GTKGalleryExample: \(error)\n".utf8))
            exit(1)
        }
        orderShown = view.snapshot.items(inSection: 0).prefix(100).map(String.init).joined(separator: " ")
        view.onEvent = { [unowned self] event in report(event) }
        let collection: CollectionWidget<Int, Int>
        do { collection = try CollectionWidget(view: view) } catch {
            FileHandle.standardError.write(Data("GTKGalleryExample: \(error)\n".utf8))
            exit(1)
        }
        collection.content = tileContent
        collection.onInput = { [unowned self] input in
            if options.measure, case .pointerDown(_, _, _, let time) = input, let clock = view.clock as? GTKFrameClock {
                pressMicroseconds = clock.originMicroseconds + Int64(time * 1_000_000)
                selectedAtPress = Set(view.selectedItems)
                selectionDrawn = false
            }
        }
        collection.onFrameDrawn = { [unowned self] list in frameDrawn(list) }
        self.collection = collection

        let window = adw_application_window_new(UnsafeMutablePointer<GtkApplication>(app))!
        self.window = window
        let windowPointer = OpaquePointer(window).map { UnsafeMutablePointer<GtkWindow>($0) }
        gtk_window_set_title(windowPointer, "Gallery")
        gtk_window_set_default_size(windowPointer, Int32(options.size.width), Int32(options.size.height))
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let header = adw_header_bar_new()!
        adw_header_bar_set_title_widget(OpaquePointer(header), adw_window_title_new("Gallery", "\(options.items) tiles"))
        gtk_box_append(OpaquePointer(box).map { UnsafeMutablePointer<GtkBox>($0) }, header)
        gtk_box_append(OpaquePointer(box).map { UnsafeMutablePointer<GtkBox>($0) }, gtkWidget(collection.widget))
        adw_application_window_set_content(UnsafeMutablePointer<AdwApplicationWindow>(OpaquePointer(window)), box)
        gtk_window_present(windowPointer)
        _ = gtk_widget_grab_focus(gtkWidget(collection.drawingArea))
    }

    private func report(_ event: CollectionViewEvent) {
        guard let view = collection?.view else { return }
        let order = view.snapshot.items(inSection: 0).prefix(100).map(String.init).joined(separator: " ")
        if order != orderShown {
            orderShown = order
            say("order: " + order)
        }
        switch event {
        case .didSelect, .didDeselect:
            say("selected: " + view.selectedItems.sorted().map(String.init).joined(separator: " "))
        default:
            break
        }
    }

    private func frameDrawn(_ list: DisplayList<Int>) {
        guard let collection else { return }
        let showing = collection.presenter.showing.map { "\($0)" }.joined(separator: " ")
        if showing != requestsShown {
            requestsShown = showing
            say("requests: " + (showing.isEmpty ? "none" : showing))
        }
        let area = gtkWidget(collection.drawingArea)
        if !reportedReady {
            reportedReady = true
            var x = 0.0, y = 0.0, sx = 0.0, sy = 0.0
            if let native = gtk_widget_get_native(area) {
                gtk_native_get_surface_transform(native, &sx, &sy)
                _ = gtk_widget_translate_coordinates(area, UnsafeMutablePointer<GtkWidget>(native), 0, 0, &x, &y)
            }
            say("ready: area \(Int(x + sx)) \(Int(y + sy)) \(gtk_widget_get_width(area)) \(gtk_widget_get_height(area))"
                  + " scale \(collection.scaleFactor) dark \(collection.isDark ? 1 : 0)")
            if options.measure, let clock = gtk_widget_get_frame_clock(area) {
                paintHandler = gallery_signal_connect(UnsafeMutableRawPointer(clock), "after-paint",
                                                  unsafeBitCast(Gallery.onAfterPaint, to: GCallback.self),
                                                  Unmanaged.passUnretained(self).toOpaque())
            }
        }
        if pressMicroseconds != nil, Set(list.cells.filter(\.isSelected).map(\.id)) != selectedAtPress {
            selectionDrawn = true
        }
    }

    /// After the frame clock painted: the press's selection is on screen.
    private func afterPaint() {
        guard selectionDrawn, let press = pressMicroseconds else { return }
        pressMicroseconds = nil
        selectionDrawn = false
        let ms = Double(Int64(g_get_monotonic_time()) - press) / 1_000
        say("gtk_input_to_frame_ms: \((ms * 100).rounded() / 100)")
    }
}
