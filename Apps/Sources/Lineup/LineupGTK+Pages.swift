import AppGTK
import CAdwaita
import LineupKit
import MosaicCairo
import MosaicCore

// Switching lineups shows a page made beforehand: the pages of the lineups not opened yet are
// made in idle moments after the first frame, laid out at the window's size and drawn once
// offscreen, so that a switch only shows a page and paints its frame.
extension LineupGTK {
    /// Makes the pages of the lineups not opened yet, one per idle moment of the main loop, so
    /// that a switch only shows a page and draws its frame.
    func warmPages() {
        guard !warming else { return }
        warming = true
        g_idle_add(LineupGTK.onIdle, Unmanaged.passUnretained(self).toOpaque())
    }

    private static let onIdle: @convention(c) (gpointer?) -> gboolean = { data in
        guard let data else { return 0 }
        let me = Unmanaged<LineupGTK>.fromOpaque(data).takeUnretainedValue()
        guard let name = me.names.first(where: { me.pages[$0] == nil }) else {
            me.warming = false
            return 0
        }
        do {
            let page = try me.makePage(name)
            me.pages[name] = page
            me.prepare(page)
        } catch {
            me.warming = false
            me.fail(error)
            return 0
        }
        return 1
    }

    /// Readies a hidden page for its first switch: its view laid out at the shown page's size
    /// (the switch's first allocation then changes nothing) and one frame drawn offscreen at
    /// that size and scale, so that its renderer's cell and text caches hold every card.
    func prepare(_ page: LineupPage) {
        guard let shown = self.page else { return }
        let area = gtkWidget(shown.collection.drawingArea)
        let width = Double(gtk_widget_get_width(area)), height = Double(gtk_widget_get_height(area))
        guard width > 0, height > 0 else { return }
        let size = Size(width: width, height: height), scale = Double(max(gtk_widget_get_scale_factor(area), 1))
        page.controller.view.setViewportSize(size)
        guard let canvas = try? CairoCanvas.image(size: size, pixelScale: scale) else { return }
        let collection = page.collection
        collection.renderer.palette = collection.palette
        collection.renderer.draw(page.controller.view.displayList(), in: canvas.context, viewport: size, pixelScale: scale,
                                 content: collection.content, supplementaryContent: collection.supplementaryContent,
                                 snapshotContent: collection.snapshotContent)
    }

}
