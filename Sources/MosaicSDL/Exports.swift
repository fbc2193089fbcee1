// The drawing types (DrawingContext, CellContentConfiguration, Palette, RGBA, ImageSource, …)
// and the renderer live in MosaicCairo, shared with every backend; `import MosaicSDL` keeps
// giving them to apps.
@_exported import MosaicCairo
