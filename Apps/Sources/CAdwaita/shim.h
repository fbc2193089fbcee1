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

/// A GtkDrawingArea whose accessible role is METER (a role is set at construction only).
static inline GtkWidget *apps_a11y_meter_area(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_METER, NULL));
}

/// The accessible name of `w` (the variadic gtk_accessible_update_property does not import).
static inline void apps_a11y_set_label(GtkWidget *w, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// The accessible name of a button `w`, read once: GTK 4.8 reads a button's label property and
/// then what labels it (its mnemonic label, "_Edit Edit"; a menu button's inner toggle, "Main
/// Menu Main Menu"), so the labelled-by relation is dropped.
static inline void apps_a11y_name_button(GtkWidget *w, const char *label) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    apps_a11y_set_label(w, label);
}

/// The accessible name of a GtkMenuButton or GtkDropDown `w` and of the toggle button inside it
/// (the one a screen reader presses; it reads "GtkToggleButton" or its outer's name twice).
static inline void apps_a11y_name_with_toggle(GtkWidget *w, const char *label) {
    apps_a11y_set_label(w, label);
    for (GtkWidget *child = gtk_widget_get_first_child(w); child; child = gtk_widget_get_next_sibling(child))
        if (GTK_IS_TOGGLE_BUTTON(child)) apps_a11y_name_button(child, label);
}

/// A meter's accessible name, description (its words) and value in min…max (the variadic
/// gtk_accessible_update_property does not import).
static inline void apps_a11y_set_meter(GtkWidget *w, const char *label, const char *description,
                                       double min, double max, double now) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, min, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, max,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, description, -1);
}

#endif
