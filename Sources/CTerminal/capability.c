#include <curses.h>
#include <term.h>
#include "CTerminal.h"

// setupterm loads the entry as ncurses' current terminal: it is let go again, and the current
// one (none before newterm) put back, so the newterm that follows starts from a clean state.
int pt_can_address_cursor(const char *term, int fd) {
    TERMINAL *before = cur_term;
    int status = 0;
    if (setupterm(term, fd, &status) != OK) {
        set_curterm(before);
        return -1;
    }
    TERMINAL *loaded = cur_term;
    const char *cup = tigetstr("cup");
    int can = cup != NULL && cup != (char *)-1;
    set_curterm(before);
    if (loaded != before) del_curterm(loaded);
    return can;
}
