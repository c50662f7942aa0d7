// Display width of one Unicode scalar, as the C library (and so ncurses) measures it.
#ifndef PAGETTY_CTEXTWIDTH_H
#define PAGETTY_CTEXTWIDTH_H

/// Columns the scalar takes: 0 (combining), 1, 2 (wide), or -1 (not printable).
int pt_scalar_width(unsigned int scalar);

/// Makes LC_CTYPE a UTF-8 one (C.UTF-8 when the environment's is not); returns 1 when it is.
int pt_ensure_utf8_ctype(void);

#endif
