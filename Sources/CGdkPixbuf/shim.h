#ifndef MOSAIC_CGDKPIXBUF_SHIM_H
#define MOSAIC_CGDKPIXBUF_SHIM_H
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
