internal import CGTK
import MosaicCairo
import MosaicCore
import MosaicView

extension CollectionWidget {
    /// Draws `list` into `cr`, the draw func's context (in points: GTK scales it to the
    /// surface's device pixels), with ``renderer`` at the widget's scale factor in the style
    /// manager's palette: the context is taken back to device pixels and the renderer scales by
    /// the factor itself, so edges snap to device pixels exactly as in ``renderOffscreen()``.
    func render(_ list: DisplayList<ItemID>, into cr: OpaquePointer, size: Size) {
        renderer.palette = palette
        let scale = Double(scaleFactor)
        cairo_save(cr)
        cairo_scale(cr, 1 / scale, 1 / scale)
        renderer.draw(list, in: cr, viewport: size, pixelScale: scale, content: content,
                      supplementaryContent: supplementaryContent, snapshotContent: snapshotContent)
        cairo_restore(cr)
        // Images still decoding: the tick callback brings the next frame.
        if renderer.needsAnotherFrame, tickID == 0 {
            tickID = gtk_widget_add_tick_callback(area, WidgetSignals.onTick, signals.opaque, nil)
        }
    }

    /// The view's display list, with the drag snapshots the group's other widgets carry over
    /// this one on top (a card dragged out of another column shows over this one too, not
    /// clipped to its own); the view's own snapshot is noted for them.
    func listToDraw() -> DisplayList<ItemID> {
        var list = view.displayList()
        drawnDragSnapshot = list.overlays.lazy.compactMap { overlay -> DragSnapshot<ItemID>? in
            if case .dragSnapshot(let s) = overlay { return s } else { return nil }
        }.first
        if let carried = carriedSnapshots?() { list.overlays += carried.map { .dragSnapshot($0) } }
        return list
    }

    /// The frame the widget shows now, drawn offscreen: the view's display list (with the drag
    /// snapshots its group carries over it) at the widget's size and scale factor, in its palette, with the same content closures — the pixels a
    /// screenshot of the widget at rest shows (tests compare the two).
    /// - Throws: `CairoError` when the image surface cannot be made.
    public func renderOffscreen() throws(CairoError) -> CairoCanvas {
        let size = Size(width: Double(max(gtk_widget_get_width(area), 1)),
                        height: Double(max(gtk_widget_get_height(area), 1)))
        let scale = Double(scaleFactor)
        let canvas = try CairoCanvas.image(size: size, pixelScale: scale)
        renderer.palette = palette
        renderer.draw(listToDraw(), in: canvas.context, viewport: size, pixelScale: scale, content: content,
                      supplementaryContent: supplementaryContent, snapshotContent: snapshotContent)
        return canvas
    }
}
