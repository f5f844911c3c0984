#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

// The system SQLite: libsqlite3-dev on Linux (pkg-config sqlite3), the SDK's on Apple platforms.
#include <sqlite3.h>

// Swift cannot call C variadic functions or import function-pointer macros; these wrap the
// few that TrackerKit needs.

/// Never checkpoint (and so never rewrite the store or delete its -wal) when the connection
/// closes. Read-only connections do not checkpoint anyway; this makes it explicit.
static inline int csqlite_disable_checkpoint_on_close(sqlite3 *db) {
#ifdef SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
#else
    (void)db;
    return SQLITE_OK;
#endif
}

/// SQLITE_TRANSIENT: SQLite copies bound text and blobs (used by tests that build stores).
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// The progress handler of a step budget: counts down the `long long` that `context` points
/// to, once per `sqlite3_progress_handler` period, and interrupts the statement at zero.
static int csqlite_step_budget_countdown(void *context) {
    long long *remaining = (long long *)context;
    *remaining -= 1;
    return *remaining < 0;
}

/// Installs `csqlite_step_budget_countdown` on `db`, called every `period` VM steps.
static inline void csqlite_set_step_budget(sqlite3 *db, int period, long long *remaining) {
    sqlite3_progress_handler(db, period, csqlite_step_budget_countdown, remaining);
}

#endif
