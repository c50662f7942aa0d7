#include "CBuildStamp.h"

// 64 zero bytes in a section of their own. `make dist` overwrites the section of the linked
// binary with the commit (.ci/dist/stamp-commit.sh, objcopy --update-section): the compiled code
// never depends on the commit, so no build is dirtied or redone by a new one, and a build outside
// git needs nothing. Not const, and read behind a barrier: the value is only known at run time.
__attribute__((section("pagetty_commit"), used, aligned(1)))
char pt_commit_stamp[64] = {0};

const char *pt_build_commit(void) {
    __asm__ volatile("" ::: "memory");
    pt_commit_stamp[sizeof pt_commit_stamp - 1] = '\0';
    return pt_commit_stamp;
}
