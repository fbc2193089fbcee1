internal import CGTK
import MosaicCore
import MosaicView

extension CollectionWidget {
    /// The drawing area's text direction as a layout direction: `gtk_widget_get_direction`
    /// (its own direction if one was set with `gtk_widget_set_direction`, else GTK's default,
    /// `gtk_widget_set_default_direction` or the locale's).
    public var widgetDirection: LayoutDirection {
        gtk_widget_get_direction(area) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    /// When true (the default), the view's `CollectionView.layoutDirection` follows
    /// ``widgetDirection``: at creation and whenever GTK's direction of the widget changes
    /// (`direction-changed`), the layout mirrors and the widget redraws. Set it to false to
    /// choose the direction yourself with `view.setLayoutDirection(_:)`; setting it back to
    /// true follows GTK again at once.
    public var followsWidgetDirection: Bool {
        get { followsDirection }
        set {
            followsDirection = newValue
            followWidgetDirection()
        }
    }

    /// The view takes the widget's direction (when following it) and redraws if it changed.
    func followWidgetDirection() {
        guard followsDirection, !destroyed, view.layoutDirection != widgetDirection else { return }
        view.setLayoutDirection(widgetDirection)
        setNeedsDisplay()
        scheduleFrames()
    }
}
