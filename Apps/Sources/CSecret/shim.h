// libsecret (the freedesktop Secret Service client) for HelloContacts' account passwords.
// The lookup/store/clear calls of libsecret are C variadic functions, which Swift cannot call:
// these inline wrappers pass the one schema's two attributes (server, user).
#ifndef MOSAIC_CSECRET_SHIM_H
#define MOSAIC_CSECRET_SHIM_H
#include <libsecret/secret.h>

/// The schema of a HelloContacts account password: "org.mosaic.HelloContacts.Account",
/// attributes "server" (the URL as given to sync --server) and "user".
static inline const SecretSchema *mosaic_account_schema(void) {
    static const SecretSchema schema = {
        "org.mosaic.HelloContacts.Account", SECRET_SCHEMA_NONE,
        { { "server", SECRET_SCHEMA_ATTRIBUTE_STRING }, { "user", SECRET_SCHEMA_ATTRIBUTE_STRING }, { NULL, 0 } },
        0, NULL, NULL, NULL, NULL, NULL, NULL, NULL
    };
    return &schema;
}

/// The password stored for (server, user), or NULL (none, or *error set). Free with secret_password_free.
static inline gchar *mosaic_account_password_lookup(const char *server, const char *user, GError **error) {
    return secret_password_lookup_sync(mosaic_account_schema(), NULL, error, "server", server, "user", user, NULL);
}

/// Stores the password for (server, user) in the default collection (the login keyring).
static inline gboolean mosaic_account_password_store(const char *server, const char *user, const char *label,
                                                     const char *password, GError **error) {
    return secret_password_store_sync(mosaic_account_schema(), SECRET_COLLECTION_DEFAULT, label, password, NULL, error,
                                      "server", server, "user", user, NULL);
}

/// Removes the password stored for (server, user); FALSE when there was none (or *error set).
static inline gboolean mosaic_account_password_clear(const char *server, const char *user, GError **error) {
    return secret_password_clear_sync(mosaic_account_schema(), NULL, error, "server", server, "user", user, NULL);
}
#endif
