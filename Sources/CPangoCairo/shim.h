#ifndef MOSAIC_CPANGOCAIRO_SHIM_H
#define MOSAIC_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
#include <cairo.h>
#include <cairo-pdf.h>

/* PANGO_SCALE is a macro Swift imports only as a plain constant on some versions: one place. */
static inline int mosaic_pango_scale(void) { return PANGO_SCALE; }
#endif
