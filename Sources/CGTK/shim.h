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

// ---- Accessibility helpers (MosaicGTK's accessible proxies; variadic GTK/GObject calls) ----
// Uses: g_object_new, g_object_get, gtk_accessible_update_property, gtk_accessible_update_state,
// gtk_widget_get_settings.

/// A new widget of type `type` (a GtkWidget subclass) with the construct-only accessible role `role`.
static inline GtkWidget *mosaic_a11y_new_widget(GType type, GtkAccessibleRole role) {
    return (GtkWidget *)g_object_new(type, "accessible-role", role, NULL);
}

/// Sets the accessible label (AT-SPI name) of `widget`.
static inline void mosaic_a11y_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property((GtkAccessible *)widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets the accessible description of `widget`.
static inline void mosaic_a11y_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property((GtkAccessible *)widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Sets the boolean accessible state `state` (SELECTED, DISABLED, PRESSED…) of `widget`.
static inline void mosaic_a11y_set_state(GtkWidget *widget, GtkAccessibleState state, gboolean value) {
    gtk_accessible_update_state((GtkAccessible *)widget, state, value, -1);
}

/// Sets the accessible multi-selectable property of `widget`.
static inline void mosaic_a11y_set_multiselectable(GtkWidget *widget, gboolean value) {
    gtk_accessible_update_property((GtkAccessible *)widget, GTK_ACCESSIBLE_PROPERTY_MULTI_SELECTABLE, value, -1);
}
/// GtkSettings' `gtk-enable-animations` for `widget`'s display (false: the desktop asks for
/// reduced motion).
static inline gboolean mosaic_gtk_enable_animations(GtkWidget *widget) {
    gboolean enabled = 1;
    g_object_get(gtk_widget_get_settings(widget), "gtk-enable-animations", &enabled, NULL);
    return enabled;
}
// ---- end of the accessibility helpers ----

#endif
