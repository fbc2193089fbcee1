import CAdwaita

/// A GTK widget handle from Mosaic's library (`CollectionWidget.widget`) as this module's
/// `GtkWidget` pointer. The library hides its own GTK declarations, so a handle is converted
/// here, in one place, whatever its Swift type.
@inline(__always)
public func gtkWidget<Handle>(_ handle: Handle) -> UnsafeMutablePointer<GtkWidget> {
    precondition(MemoryLayout<Handle>.size == MemoryLayout<UnsafeMutablePointer<GtkWidget>>.size,
                 "a GTK handle is one pointer")
    return unsafeBitCast(handle, to: UnsafeMutablePointer<GtkWidget>.self)
}
