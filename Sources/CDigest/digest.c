#include "CDigest.h"
#include <openssl/crypto.h>
#include <openssl/evp.h>

// By default libcrypto frees its tables from an exit handler, and a hash still running on another
// thread while the process exits (a detail's cache key when the picker prints and exits) then
// fails or crashes. Asked before libcurl's global init, libcrypto registers no such handler; the
// process's memory goes with the process.
__attribute__((constructor)) static void pt_digest_keep_libcrypto_until_exit(void) {
    OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, NULL);
}

int pt_sha256(const void *data, size_t length, unsigned char *out) {
    unsigned int size = 0;
    return EVP_Digest(data, length, out, &size, EVP_sha256(), NULL) == 1 && size == 32 ? 0 : -1;
}
