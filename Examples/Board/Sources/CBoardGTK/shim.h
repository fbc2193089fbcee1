// The board's own GTK 4 and libadwaita bindings: the full headers through pkg-config (the app's
// GTK, not Mosaic's — MosaicGTK exports no GTK declarations), and a helper for the
// g_signal_connect macro, which Swift does not import.
#ifndef BOARD_CBOARDGTK_SHIM_H
#define BOARD_CBOARDGTK_SHIM_H

#include <adwaita.h>
#include <gtk/gtk.h>

/// g_signal_connect: connects `callback` to `signal` of `instance` with `data`.
static inline gulong board_signal_connect(gpointer instance, const char *signal, GCallback callback, gpointer data) {
    return g_signal_connect_data(instance, signal, callback, data, NULL, (GConnectFlags)0);
}

#endif
