// glibc declares wcwidth only for X/Open; Swift's Glibc module does not see it.
#define _XOPEN_SOURCE 700
#include <langinfo.h>
#include <locale.h>
#include <string.h>
#include <wchar.h>
#include "CTextWidth.h"

int pt_scalar_width(unsigned int scalar) {
    return wcwidth((wchar_t)scalar);
}

static int is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int pt_ensure_utf8_ctype(void) {
    if (is_utf8()) return 1;
    // A "C" or "POSIX" environment (tmux without LANG, CI) would make every non-ASCII
    // character unprintable; C.UTF-8 keeps the user's other categories.
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
    return is_utf8();
}
