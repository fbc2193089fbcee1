// MosaicGTK's GTK declarations (the CGTK system library: generated, self-contained, no
// pkg-config) are internal to this module: an app brings its own GTK bindings and converts
// `CollectionWidget.widget` / `.drawingArea` (`OpaquePointer`, a `GtkWidget *`) to them.
