import AppGTK
import CAdwaita
import Foundation
import LineupKit
import MosaicCore
import MosaicSDL
import MosaicView

/// What the GTK window saves in the database when it closes, as the SDL window does
/// (`window.*` settings): its size, maximised or not, and the first fully visible seat's
/// paddler and place; the window reopens so.
struct GTKWindowMemory {
    var size: Size
    var isMaximized = false
    var firstItem: String?
    var firstItemOffset = Point.zero

    var state: WindowState {
        WindowState(size: size, isMaximized: isMaximized, firstItem: firstItem, firstItemOffset: firstItemOffset)
    }
}

extension LineupGTK {
    /// Maximises the window if it was closed so.
    func restoreMaximized() {
        if memory.isMaximized { gtk_window_maximize(gp(window)) }
    }

    /// After a frame: the window's size (its default size, which GTK keeps as the user
    /// resizes it, unmaximised), whether it is maximised, and the first
    /// fully visible seat (its paddler, or the empty seat's place).
    func rememberState() {
        memory.isMaximized = gtk_window_is_maximized(gp(window)) != 0
        var w: Int32 = 0, h: Int32 = 0
        gtk_window_get_default_size(gp(window), &w, &h)
        if !memory.isMaximized, w > 0, h > 0 { memory.size = Size(width: Double(w), height: Double(h)) }
        guard let view = page?.controller.view, let anchor = view.firstVisibleAnchor else { return }
        memory.firstItem = String(anchor.item)
        memory.firstItemOffset = anchor.offset
    }

    /// Scrolls the first page as the window was closed.
    func restoreScroll() {
        guard let saved, let view = page?.controller.view else { return }
        view.restore(saved) { Int($0) }
        page.collection.setNeedsDisplay()
    }

    /// Saves the window's state in the database; nothing when a store error ended the session.
    func saveWindowState() {
        guard exitStatus == 0, !pages.values.contains(where: { $0.controller.storeError != nil }) else { return }
        do { try store.setSettings(memory.state.settings) } catch {
            LineupOutput.error("lineup: cannot save the window's state: \(error)")
        }
    }
}
