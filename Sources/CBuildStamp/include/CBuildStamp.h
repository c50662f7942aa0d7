// The git commit a release binary was built from, written into the linked binary by `make dist`.
#ifndef PAGETTY_CBUILDSTAMP_H
#define PAGETTY_CBUILDSTAMP_H

/// The commit stamped into this binary, or "" when none was (a debug build, a build outside git).
const char *pt_build_commit(void);

#endif
