#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include "CTerminal.h"
#ifdef __linux__
#include <sys/signalfd.h>
#endif

extern char **environ;

static struct termios saved_termios;
static volatile sig_atomic_t saved_valid = 0;
static int saved_fd = -1;
static volatile sig_atomic_t output_fd = STDOUT_FILENO;

// Mouse off, keypad off, attributes reset, cursor visible, main screen back.
static const char restore_bytes[] =
    "\033[?1000l\033[?1002l\033[?1006l\033[?1l\033>\033[0m\033[?25h\033[?1049l";

int pt_term_save(int fd) {
    if (tcgetattr(fd, &saved_termios) != 0) return -1;
    saved_fd = fd;
    saved_valid = 1;
    return 0;
}

void pt_term_set_output(int fd) { output_fd = fd; }

void pt_term_restore(void) {
    if (!saved_valid) return;
    tcsetattr(saved_fd, TCSAFLUSH, &saved_termios);
    ssize_t ignored = write(output_fd, restore_bytes, sizeof restore_bytes - 1);
    (void)ignored;
}

void pt_term_restore_modes(void) {
    if (saved_valid) tcsetattr(saved_fd, TCSAFLUSH, &saved_termios);
}

int pt_term_no_flow_control(int fd) {
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0) return -1;
    modes.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
    return tcsetattr(fd, TCSANOW, &modes);
}

static void fatal_handler(int sig) {
    pt_term_restore();
    // SA_RESETHAND put the default disposition back: this raise ends the process with 128+sig.
    raise(sig);
}

// The handler's own stack: a stack overflow leaves no room on the thread's stack for a signal
// frame, and without one the kernel kills the process before any handler runs.
static char alternate_stack[64 * 1024];

void pt_install_fatal_handlers(void) {
    static const int fatal[] = { SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGQUIT };
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = fatal_handler;
    action.sa_flags = SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaction(fatal[i], &action, NULL);
}

// Every frame is used (volatile), so no compiler turns this into a loop or drops it.
__attribute__((noinline)) static int pt_recurse(volatile const char *previous) {
    volatile char frame[1024];
    frame[0] = previous ? (char)(previous[0] + 1) : 0;
    return pt_recurse(frame) + frame[0];
}

void pt_test_overflow_stack(void) { (void)pt_recurse(NULL); }

int pt_open_controlling_terminal(void) {
    return open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
}

pid_t pt_spawn_quiet(char *const argv[]) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    if (posix_spawn_file_actions_init(&actions) != 0) return -1;
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    posix_spawnattr_init(&attr);
    // Own process group: Ctrl-C in pagetty must not reach the browser, and the
    // dispositions pagetty ignores must not be inherited.
    sigset_t defaults;
    sigemptyset(&defaults);
    int reset[] = { SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE };
    for (size_t i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaddset(&defaults, reset[i]);
    sigset_t empty;
    sigemptyset(&empty);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setsigmask(&attr, &empty);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    pid_t pid = -1;
    int rc = posix_spawnp(&pid, argv[0], &actions, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    return rc == 0 ? pid : -1;
}

int pt_signal_fd(const int *signals, int count) {
#ifdef __linux__
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
#else
    (void)signals;
    (void)count;
    return -1;
#endif
}

int pt_signal_take(int fd) {
#ifdef __linux__
    struct signalfd_siginfo info;
    ssize_t n;
    do { n = read(fd, &info, sizeof info); } while (n < 0 && errno == EINTR);
    return n == (ssize_t)sizeof info ? (int)info.ssi_signo : 0;
#else
    (void)fd;
    return 0;
#endif
}
