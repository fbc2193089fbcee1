import MosaicCore
import MosaicView

/// A band an app draws above the collection — a toolbar, a title bar — in a ``CollectionWindow``
/// (``CollectionWindow/header``) or an offscreen frame
/// (``OffscreenRenderer/render(list:header:dialogGeometry:content:supplementaryContent:snapshotContent:overlay:)``).
/// The library draws it at the window's top with the collection's viewport below it, draws a
/// frame again when it changes, and keeps a press in it from reaching the collection; what it
/// shows and what its clicks do are the app's (Mosaic's apps: AppChrome's `TopBar`).
public protocol WindowHeader: Sendable {
    /// The band's height in points: the collection's viewport starts this far down.
    var height: Double { get }
    /// The smallest window width at which the band is readable (a window's default minimum
    /// width, ``CollectionWindow/applyMinimumSize()``); 0 for none.
    var minimumWidth: Double { get }
    /// Draws the band into `context`: window points from the top-left, the band `height` high.
    func draw(in context: DrawingContext)
    /// The control under `point` (window points), if the band has one there: a press and a
    /// release on the same control is reported through ``CollectionWindow/onHeaderControl``.
    func headerControl(at point: Point) -> AnyHashable?
    /// Whether `other` is the same band (a frame is drawn again only when the band changed).
    func isSame(as other: any WindowHeader) -> Bool
}

extension WindowHeader where Self: Equatable {
    /// Equal values are the same band.
    public func isSame(as other: any WindowHeader) -> Bool { (other as? Self) == self }
}
