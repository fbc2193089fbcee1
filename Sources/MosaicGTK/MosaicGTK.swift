// `import MosaicGTK` also imports GTK 4 and libadwaita (the CGTK system library and its shim):
// an app that hosts a CollectionWidget builds its window with the same C API.
@_exported import CGTK
