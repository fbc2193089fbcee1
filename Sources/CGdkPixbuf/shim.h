// gdk-pixbuf for MosaicCairo (PNG and JPEG decoding): the declarations the Swift code uses,
// generated from the system headers by scripts/c-headers (no pkg-config at build time).
#ifndef MOSAIC_CGDKPIXBUF_SHIM_H
#define MOSAIC_CGDKPIXBUF_SHIM_H
#include "declarations.h"
#endif
