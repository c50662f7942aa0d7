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
#include <fcntl.h>
#include <stdio.h>

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
static inline WINDOW *pt_curscr(void) { return curscr; }

/// newterm on the process's stdout and stdin (C globals Swift 6 will not touch).
static inline SCREEN *pt_newterm(void) { return newterm(NULL, stdout, stdin); }

/// newterm on FILE*s of its own over `in_fd` and `out_fd` (duplicated close-on-exec, so the
/// caller's descriptors stay theirs): the picker's screen on /dev/tty while stdout is a pipe.
static inline SCREEN *pt_newterm_on(int in_fd, int out_fd) {
    int out_copy = fcntl(out_fd, F_DUPFD_CLOEXEC, 3);
    int in_copy = fcntl(in_fd, F_DUPFD_CLOEXEC, 3);
    FILE *out = out_copy >= 0 ? fdopen(out_copy, "w") : NULL;
    FILE *in = in_copy >= 0 ? fdopen(in_copy, "r") : NULL;
    if (out == NULL || in == NULL) {
        if (out) fclose(out); else if (out_copy >= 0) close(out_copy);
        if (in) fclose(in); else if (in_copy >= 0) close(in_copy);
        return NULL;
    }
    return newterm(NULL, out, in);
}

// Attribute and mouse masks are macros Swift cannot import.
enum { PT_BOLD = 1, PT_REVERSE = 2, PT_DIM = 4, PT_UNDERLINE = 8 };

static inline attr_t pt_attr(int style) {
    attr_t attr = A_NORMAL;
    if (style & PT_BOLD) attr |= A_BOLD;
    if (style & PT_REVERSE) attr |= A_REVERSE;
    if (style & PT_DIM) attr |= A_DIM;
    if (style & PT_UNDERLINE) attr |= A_UNDERLINE;
    return attr;
}

/// Writes n bytes of printable ASCII at (y, x) with the attribute, in colour pair `pair`
/// (0: the default colours; an extended pair number goes through the opts pointer).
static inline int pt_put_ascii(WINDOW *win, int y, int x, const char *text, int n, attr_t attr, int pair) {
    if (wmove(win, y, x) == ERR) return ERR;
    wattr_set(win, attr, 0, &pair);
    return waddnstr(win, text, n);
}

/// Writes one glyph (a spacing character and its marks, NUL-terminated) at (y, x), in colour pair `pair`.
static inline int pt_put_glyph(WINDOW *win, int y, int x, const wchar_t *text, attr_t attr, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attr, 0, &pair) == ERR) return ERR;
    // The window's attributes (and pair) are combined into every cell written.
    wattr_set(win, A_NORMAL, 0, NULL);
    return mvwadd_wch(win, y, x, &cell);
}

/// Colours on, with -1 as the terminal's own default; 0 when the terminal has none.
static inline int pt_start_colors(void) {
    if (!has_colors()) return 0;
    start_color();
    use_default_colors();
    return 1;
}
static inline int pt_colors(void) { return has_colors() ? COLORS : 0; }
static inline int pt_color_pairs(void) { return has_colors() ? COLOR_PAIRS : 0; }
static inline int pt_init_pair(int pair, int fg, int bg) { return init_extended_pair(pair, fg, bg); }

/// Writes one character at (y, x) in an extended colour pair, no attributes.
static inline int pt_put_colored(WINDOW *win, int y, int x, wchar_t ch, int pair) {
    wchar_t text[2] = { ch, 0 };
    cchar_t cell;
    if (setcchar(&cell, text, A_NORMAL, 0, &pair) == ERR) return ERR;
    // The window's attributes are combined into every cell written: clear the text's bold.
    wattrset(win, A_NORMAL);
    return mvwadd_wch(win, y, x, &cell);
}

/// Reports the wheel and button 1 presses, nothing else.
static inline void pt_enable_mouse(void) {
    mouseinterval(0);
    mousemask(BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
}

/// After KEY_MOUSE: 1 wheel up, 2 wheel down, 3 button 1 at *y, 0 anything else.
static inline int pt_read_mouse(int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *y = event.y;
    if (event.bstate & BUTTON4_PRESSED) return 1;
    if (event.bstate & BUTTON5_PRESSED) return 2;
    if (event.bstate & BUTTON1_PRESSED) return 3;
    return 0;
}
#endif
