// SwiftPM does not pass pkg-config's -D flags to the Clang importer, so the wide-character
// API of ncursesw must be switched on here, before <curses.h> is seen.
#ifndef PAGETTY_CNCURSESW_SHIM_H
#define PAGETTY_CNCURSESW_SHIM_H
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <curses.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int wcwidth(wchar_t c);

// Swift 6 rejects mutable C globals as unsafe shared state; reach them through functions.
static inline WINDOW *pt_stdscr(void) { return stdscr; }
static inline int pt_cols(void) { return COLS; }
static inline int pt_lines(void) { return LINES; }

static inline int pt_terminal_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row; *cols = ws.ws_col;
    return 0;
}

static inline int pt_mvaddwstr_attr(int y, int x, const wchar_t *s, int n, attr_t attr) {
    if (move(y, x) == ERR) return ERR;
    attrset(attr);
    return addnwstr(s, n);
}
#endif
