// `import Mosaic` is `import MosaicCore`, `MosaicAnimation`, `MosaicInteraction` and
// `MosaicView` in one line: everything a headless collection view needs. A backend (MosaicSDL)
// is imported on its own, since it needs a system library (SDL2) that a program driving the
// engine headlessly, or through another toolkit, does not.
@_exported import MosaicAnimation
@_exported import MosaicCore
@_exported import MosaicInteraction
@_exported import MosaicView
