// SHA-256 from OpenSSL's libcrypto (already on the machine for libcurl), behind one plain function.
#ifndef PAGETTY_CDIGEST_H
#define PAGETTY_CDIGEST_H
#include <stddef.h>
/// Writes the SHA-256 of `length` bytes at `data` into `out` (32 bytes); returns 0 on success.
int pt_sha256(const void *data, size_t length, unsigned char *out);
#endif
