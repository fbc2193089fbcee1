// GTK 4 and libadwaita for MosaicGTK: the declarations the Swift code uses, generated from the
// system headers by scripts/c-headers (no pkg-config at build time), plus static inline helpers
// for what does not import — C macros (g_signal_connect, type casts) and variadic functions.
// Not exported by MosaicGTK: an app brings its own GTK bindings.
#ifndef MOSAIC_CGTK_SHIM_H
#define MOSAIC_CGTK_SHIM_H

#include "declarations.h"

/// g_signal_connect (a macro): connects `callback` to `signal` of `instance` with `data`.
static inline gulong mosaic_gtk_connect(gpointer instance, const char *signal, GCallback callback, gpointer data) {
    return g_signal_connect_data(instance, signal, callback, data, NULL, (GConnectFlags)0);
}

/// g_signal_connect_object: the handler is disconnected when `object` is finalized (signals of
/// long-lived objects, such as the style manager, connected per widget).
static inline gulong mosaic_gtk_connect_object(gpointer instance, const char *signal, GCallback callback,
                                               gpointer object) {
    return g_signal_connect_object(instance, signal, callback, object, (GConnectFlags)0);
}

/// A GVariant holding an int32 (menu item targets).
static inline GVariant *mosaic_gtk_variant_int32(gint32 value) { return g_variant_new_int32(value); }

/// The GVariantType "i" (the parameter of the context menu's action).
static inline const GVariantType *mosaic_gtk_variant_type_int32(void) { return (const GVariantType *)"i"; }

/// The shortcut-free layout of a key event's keyval (what the user pressed, before Shift).
static inline guint mosaic_gtk_event_keyval(GdkEvent *event) { return gdk_key_event_get_keyval(event); }

#endif
