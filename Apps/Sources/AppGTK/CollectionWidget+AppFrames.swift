import CAdwaita
import MosaicGTK
import MosaicView

extension CollectionWidget {
    /// Frames for a change made by app code rather than input — an `apply` of a new snapshot, an
    /// answer from the app's own dialog, a mode switch from a header-bar button: a redraw now,
    /// then, while the view animates, one tick per frame on the widget's frame clock (a
    /// ``GTKFrameClock`` view clock is advanced to the frame time first), and a one-shot timeout
    /// at the view's next deadline (a toast's expiry). Running beside the widget's own tick
    /// callback is harmless: a second tick at the same time changes nothing.
    public func animateAppChange() {
        setNeedsDisplay()
        let area = gtkWidget(drawingArea)
        let key = "mosaic-apps-ticking"
        if view.needsAnimationFrames, g_object_get_data(gcast(area, to: GObject.self), key) == nil {
            g_object_set_data(gcast(area, to: GObject.self), key, area.gpointer)
            let tick: () -> Bool = { [weak self] in
                guard let self else { return false }
                (view.clock as? GTKFrameClock)?.advanceToPresent()
                view.tick()
                setNeedsDisplay()
                if view.needsAnimationFrames { return true }
                g_object_set_data(gcast(area, to: GObject.self), key, nil)
                scheduleDeadline()
                return false
            }
            let fn: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, _, data in
                (GSignal.body(data, as: (() -> Bool).self)?() ?? false) ? 1 : 0
            }
            gtk_widget_add_tick_callback(area, fn, GSignal.retain(tick), GSignal.releaseSource)
        } else {
            scheduleDeadline()
        }
    }

    private func scheduleDeadline() {
        guard let deadline = view.nextDeadline, deadline.isFinite, deadline > view.clock.now else { return }
        let ms = UInt32(max(0, min((deadline - view.clock.now) * 1_000, 3_600_000)).rounded(.up)) + 1
        GSignal.every(milliseconds: ms) { [weak self] in
            guard let self else { return false }
            (view.clock as? GTKFrameClock)?.advanceToPresent()
            view.tick()
            animateAppChange()
            return false
        }
    }
}
