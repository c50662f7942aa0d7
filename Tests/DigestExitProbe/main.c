// Hashes once, then again from an exit handler registered before libcrypto's first use, as a
// cache write still running on another thread does while the process exits. Exit status 0 when
// the late hash succeeded, 1 when it failed; a crash is the fault the test looks for.
#include "CDigest.h"
#include <stdlib.h>
#include <unistd.h>

static void hash_while_exiting(void) {
    unsigned char out[32];
    _exit(pt_sha256("late", 4, out) == 0 ? 0 : 1);
}

int main(void) {
    atexit(hash_while_exiting);
    unsigned char out[32];
    if (pt_sha256("first", 5, out) != 0) return 2;
    return 0;
}
