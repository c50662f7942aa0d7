// The parts of terminal restoration that must run inside signal handlers, a quiet spawn, and
// pipe mode's signal descriptor.
#ifndef PAGETTY_CTERMINAL_H
#define PAGETTY_CTERMINAL_H
#include <sys/types.h>

/// Remembers the terminal settings of `fd` to restore later; 0 on success.
int pt_term_save(int fd);

/// Restores the saved settings and leaves the alternate screen (async-signal-safe).
void pt_term_restore(void);

/// Where `pt_term_restore` writes its bytes: the terminal's output (default: stdout, fd 1).
/// The picker draws on /dev/tty while stdout is a pipe: the restore bytes must go there too.
void pt_term_set_output(int fd);

/// Opens the controlling terminal (/dev/tty) for reading and writing, close-on-exec; -1 when
/// the process has none (errno says why).
int pt_open_controlling_terminal(void);

/// Restores the saved settings only, writing nothing (after ncurses' own endwin).
void pt_term_restore_modes(void);

/// Turns the tty's flow control off on `fd` (Ctrl-S and Ctrl-Q arrive as keys); 0 on success.
int pt_term_no_flow_control(int fd);

/// Installs handlers that restore the terminal on SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS,
/// SIGFPE and SIGQUIT (Ctrl-\), then re-raise the signal with its default disposition. They run
/// on an alternate signal stack of the calling (main) thread, so a stack overflow there restores too.
void pt_install_fatal_handlers(void);

/// Recurses until the stack overflows: the end-to-end tests' hook (`PAGETTY_TEST_TRAP=stack`).
void pt_test_overflow_stack(void);

/// 1 when terminfo's entry for `term` (NULL: $TERM) can move the cursor (`cup`), 0 when it
/// cannot (dumb, a hard-copy terminal), -1 when there is no entry; `fd` is the terminal.
int pt_can_address_cursor(const char *term, int fd);

/// Starts `argv[0]` (searched in PATH) with stdin, stdout and stderr on /dev/null in its own
/// process group; returns the pid, or -1.
pid_t pt_spawn_quiet(char *const argv[]);

/// A non-blocking, close-on-exec descriptor that the `count` signals in `signals` can be read
/// from once they are pending (Linux's signalfd; the caller blocks them on every thread);
/// -1 when there is none (elsewhere, or it failed).
int pt_signal_fd(const int *signals, int count);

/// The next signal waiting on `fd` (a `pt_signal_fd`), taken without blocking; 0 when none is.
int pt_signal_take(int fd);

#endif
