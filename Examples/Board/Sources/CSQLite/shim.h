// SQLite 3's C API for the board's store (Debian's libsqlite3-dev), and SQLITE_TRANSIENT,
// a macro Swift does not import.
#ifndef BOARD_CSQLITE_SHIM_H
#define BOARD_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT: sqlite3_bind_text copies the text before returning.
static inline sqlite3_destructor_type board_sqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
