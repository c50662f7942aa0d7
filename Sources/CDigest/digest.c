#include "CDigest.h"
#include <openssl/evp.h>

int pt_sha256(const void *data, size_t length, unsigned char *out) {
    unsigned int size = 0;
    return EVP_Digest(data, length, out, &size, EVP_sha256(), NULL) == 1 && size == 32 ? 0 : -1;
}
