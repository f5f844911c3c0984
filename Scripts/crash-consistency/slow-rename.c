// LD_PRELOAD shim for Scripts/crash-consistency.sh: every rename (rename, renameat,
// renameat2 — the last is what trackerkit's directory exchange calls) first sleeps
// TRACKERKIT_SLOW_RENAME_US microseconds (default 100000), so that a kill lands inside
// the rename window far more often than with the real, fast calls.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <unistd.h>

static void pause_before_rename(void) {
    const char *text = getenv("TRACKERKIT_SLOW_RENAME_US");
    usleep(text ? (useconds_t)atol(text) : 100000);
}

int rename(const char *from, const char *to) {
    static int (*real)(const char *, const char *);
    if (!real) real = (int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename");
    pause_before_rename();
    return real(from, to);
}

int renameat(int fromDir, const char *from, int toDir, const char *to) {
    static int (*real)(int, const char *, int, const char *);
    if (!real) real = (int (*)(int, const char *, int, const char *))dlsym(RTLD_NEXT, "renameat");
    pause_before_rename();
    return real(fromDir, from, toDir, to);
}

int renameat2(int fromDir, const char *from, int toDir, const char *to, unsigned int flags) {
    static int (*real)(int, const char *, int, const char *, unsigned int);
    if (!real) real = (int (*)(int, const char *, int, const char *, unsigned int))dlsym(RTLD_NEXT, "renameat2");
    pause_before_rename();
    return real(fromDir, from, toDir, to, flags);
}
