internal import CGTK
import MosaicCore
import MosaicView

extension CollectionWidget {
    /// After input or a change: a redraw, a tick callback while the view animates, and a
    /// one-shot timeout at the view's next deadline. O(1).
    func scheduleFrames() {
        guard !destroyed else { return }
        gtk_widget_queue_draw(area)
        if view.needsAnimationFrames || renderer.needsAnotherFrame, tickID == 0 {
            tickID = gtk_widget_add_tick_callback(area, WidgetSignals.onTick, signals.opaque, nil)
        }
        scheduleTimer()
    }

    /// One frame of the frame clock while animating: the clock moves to the frame time, the
    /// view ticks, a frame is drawn. Returns false (removing the callback) once the view is at
    /// rest — the settled frame is still drawn, as this frame's draw follows.
    func frameTick(_ frameClock: OpaquePointer) -> Bool {
        guard !destroyed else { return false }
        if let clock = self.frameClock {
            clock.advance(to: clock.seconds(monotonicMicroseconds: Int64(gdk_frame_clock_get_frame_time(frameClock))))
        }
        view.tick()
        gtk_widget_queue_draw(area)
        scheduleTimer()
        guard view.needsAnimationFrames || renderer.needsAnotherFrame else {
            tickID = 0
            return false
        }
        return true
    }

    /// The view's next deadline came: the clock moves to now, the view ticks (a long press
    /// fires, a toast expires) and frames are scheduled again.
    func timerFired() {
        timerID = 0
        guard !destroyed else { return }
        frameClock?.advanceToPresent()
        view.tick()
        scheduleFrames()
    }

    /// A one-shot timeout at the view's next deadline (replacing the previous one), unless
    /// the tick callback runs anyway.
    private func scheduleTimer() {
        if timerID != 0 { g_source_remove(timerID) }
        timerID = 0
        guard tickID == 0, let deadline = view.nextDeadline, deadline.isFinite else { return }
        let ms = max(0, min((deadline - view.clock.now) * 1_000, 3_600_000)).rounded(.up)
        timerID = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(ms) + 1, WidgetSignals.onTimer, signals.opaque, nil)
    }

    /// Shows `shape` over the widget (no-op when it shows already).
    func setCursor(_ shape: PointerCursor) {
        guard shape != cursor else { return }
        cursor = shape
        gtk_widget_set_cursor_from_name(area, Self.cursorName(shape))
    }

    /// The CSS cursor name for a shape: `default`, `grab`, `grabbing`.
    public static func cursorName(_ shape: PointerCursor) -> String {
        switch shape {
        case .arrow: return "default"
        case .grab: return "grab"
        case .grabbing: return "grabbing"
        }
    }

    /// The draw func: builds the display list, follows its cursor, draws it at the widget's
    /// scale in the current palette.
    func draw(_ cr: OpaquePointer, width: Int, height: Int) {
        let list = listToDraw()
        setCursor(list.cursor)
        render(list, into: cr, size: Size(width: Double(width), height: Double(height)))
        accessibilityFrameDrawn()
        framesDrawn += 1
        onFrameDrawn?(list)
    }
}
