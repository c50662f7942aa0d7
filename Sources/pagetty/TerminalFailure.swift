import ArgumentParser
import Shell
import TerminalUI

/// No terminal pagetty can draw on (stdin or stdout not one, no /dev/tty for the picker, an
/// unknown TERM or one that cannot move the cursor): one line on stderr and `ExitStatus.noTerminal`,
/// in the browser as in the picker, so a script can tell it from a failure of the list itself.
enum TerminalFailure {
    /// Says `error` and returns the exit to throw.
    static func exit(_ error: TerminalError) -> ExitCode {
        StandardStreams.err(error.description)
        return ExitStatus.noTerminal.exit
    }
}
