// GTK 4 and libadwaita for the apps' windows (HelloContacts, Lineup): the full headers, through
// pkg-config — the apps are not a library, so the pkg-config note SwiftPM prints for them
// reaches no client. Static inline helpers stand in for C macros and variadic functions.
#ifndef MOSAIC_APPS_CADWAITA_SHIM_H
#define MOSAIC_APPS_CADWAITA_SHIM_H

#include <adwaita.h>
#include <gtk/gtk.h>

/// g_signal_connect (a macro): connects `callback` to `signal` of `instance` with `data`.
static inline gulong apps_gtk_connect(gpointer instance, const char *signal, GCallback callback, gpointer data) {
    return g_signal_connect_data(instance, signal, callback, data, NULL, (GConnectFlags)0);
}

#endif
