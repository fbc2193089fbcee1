// Pango and cairo for MosaicCairo and MosaicSDL: the declarations the Swift code uses, generated
// from the system headers by scripts/c-headers (no pkg-config at build time), and helpers.
#ifndef MOSAIC_CPANGOCAIRO_SHIM_H
#define MOSAIC_CPANGOCAIRO_SHIM_H
#include "declarations.h"

/* PANGO_SCALE is a macro Swift imports only as a plain constant on some versions: one place. */
static inline int mosaic_pango_scale(void) { return PANGO_SCALE; }
#endif
