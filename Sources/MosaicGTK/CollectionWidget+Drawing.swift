import CGTK
import MosaicCore
import MosaicView

extension CollectionWidget {
    /// Draws `list` into `cr` (the drawing area's context, in points; GTK scales it to the
    /// surface's pixels). TEMPORARY until MosaicCairo lands: the background only.
    func render(_ list: DisplayList<ItemID>, into cr: OpaquePointer, size: Size) {
    }
}
