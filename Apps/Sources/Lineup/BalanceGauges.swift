import CAdwaita
import Foundation
import LineupKit

/// The balance at a glance, under the header bar: a left/right gauge and a front/back trim
/// gauge (drawn: a track, a centre mark and a needle at the gauge's fraction), each with its
/// ends named and its plain words beside it ("Left heavier by 2 kg", "Bow heavy by 72 kg·rows").
/// ``show(_:)`` is called on every change of the live balance — mid-drag too.
/// Screen readers read each gauge as a meter ("level bar" over AT-SPI) named after it
/// ("Left/right balance"), its words as its description and value text, its needle as its
/// value in −1…1.
final class BalanceGauges {
    /// The bar to put in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let side: Dial, trim: Dial

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24)!
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(widget, 12) }
        gtk_widget_set_margin_top(widget, 6)
        gtk_widget_set_margin_bottom(widget, 6)
        side = Dial(ends: ("Left", "Right"), name: "Left/right balance")
        trim = Dial(ends: ("Stern", "Bow"), name: "Front/back trim")
        gtk_box_append(OpaquePointer(widget).map { UnsafeMutablePointer<GtkBox>($0) }, side.widget)
        gtk_box_append(OpaquePointer(widget).map { UnsafeMutablePointer<GtkBox>($0) }, trim.widget)
    }

    /// Shows `balance` (only what changed is redrawn).
    func show(_ balance: Balance) {
        side.show(balance.sideGauge)
        trim.show(balance.trimGauge)
    }

    /// The words shown now (tests and the report).
    var words: (side: String, trim: String) { (side.words, trim.words) }
}

/// One gauge: "Left [——|——] Right  Left heavier by 2 kg".
private final class Dial {
    let widget: UnsafeMutablePointer<GtkWidget>
    let area: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let name: String
    var fraction = 0.0
    var words = ""

    init(ends: (String, String), name: String) {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let box = OpaquePointer(widget).map { UnsafeMutablePointer<GtkBox>($0) }
        self.name = name
        area = apps_a11y_meter_area()
        gtk_widget_set_size_request(area, 160, 18)
        gtk_widget_set_tooltip_text(area, name)
        apps_a11y_set_meter(area, name, "", -1, 1, 0)
        label = gtk_label_new("")!
        gtk_label_set_width_chars(OpaquePointer(label), 26)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        let left = gtk_label_new(ends.0)!, right = gtk_label_new(ends.1)!
        for end in [left, right] { gtk_widget_add_css_class(end, "dim-label") }
        gtk_box_append(box, left)
        gtk_box_append(box, area)
        gtk_box_append(box, right)
        gtk_box_append(box, label)
        gtk_drawing_area_set_draw_func(OpaquePointer(area).map { UnsafeMutablePointer<GtkDrawingArea>($0) }, Dial.draw,
                                       Unmanaged.passRetained(self).toOpaque(), Dial.release)
    }

    func show(_ gauge: Gauge) {
        let changed = gauge.fraction != fraction || gauge.words != words
        if gauge.fraction != fraction {
            fraction = gauge.fraction
            gtk_widget_queue_draw(area)
        }
        if gauge.words != words {
            words = gauge.words
            gtk_label_set_text(OpaquePointer(label), words)
        }
        // For screen readers: only changes are sent (each is a D-Bus signal once read).
        if changed { apps_a11y_set_meter(area, name, words, -1, 1, max(-1, min(1, fraction))) }
    }

    static let draw: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
        _, cr, width, height, data in
        guard let cr, let data else { return }
        let dial = Unmanaged<Dial>.fromOpaque(data).takeUnretainedValue()
        let w = Double(width), h = Double(height), trackHeight = 6.0, mid = w / 2
        let top = (h - trackHeight) / 2
        cairo_set_source_rgba(cr, 0.5, 0.5, 0.55, 0.35)
        roundedRect(cr, x: 0, y: top, width: w, height: trackHeight, radius: 3)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0.5, 0.5, 0.55, 0.9)
        cairo_rectangle(cr, mid - 0.5, 1, 1, h - 2)
        cairo_fill(cr)
        // The needle: accent blue near even, amber past half the scale, red pinned.
        let f = dial.fraction, x = mid + f * (w / 2 - 4)
        let (r, g, b) = abs(f) >= 1 ? (0.75, 0.11, 0.16) : (abs(f) > 0.5 ? (0.9, 0.6, 0.1) : (0.21, 0.52, 0.89))
        cairo_set_source_rgb(cr, r, g, b)
        roundedRect(cr, x: min(mid, x), y: top, width: abs(x - mid), height: trackHeight, radius: 3)
        cairo_fill(cr)
        roundedRect(cr, x: x - 3, y: 1, width: 6, height: h - 2, radius: 2)
        cairo_fill(cr)
    }

    static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
        guard let data else { return }
        Unmanaged<Dial>.fromOpaque(data).release()
    }

    private static func roundedRect(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
