/// pagetty's exit statuses: the one table. The command exits only with these, the man page's
/// EXIT STATUS is written from `table`, and the README's table is checked against it.
///
/// A pure value; any thread.
public enum ExitStatus: Int32, CaseIterable, Sendable {
    /// The run did what was asked.
    case success = 0
    /// The list failed at run time, or a picker ended with nothing chosen.
    case failure = 1
    /// A value from the environment or the config file is wrong.
    case badSettings = 2
    /// There is no terminal to draw on.
    case noTerminal = 3
    /// Pipe mode wrote a list it knows is incomplete: the answer says there is more and nothing found pages it.
    case incomplete = 4
    /// The command line is wrong (the argument parser's own status, EX_USAGE).
    case usage = 64

    /// Added to a signal's number when a signal ends the run (130 for SIGINT, 143 for SIGTERM).
    public static let signalBase: Int32 = 128

    /// The status after signal `number`.
    public static func signal(_ number: Int32) -> Int32 { signalBase + number }

    /// How a wrong value is classed: where it came from decides, not what it is.
    public static let rule = "A wrong value given on the command line (an option or an argument) is a usage error, 64; the same value from the environment or the config file is bad settings, 2. The message names the option, variable or config key. Every line on standard error begins pagetty: (a failure's one line and every notice), from every command and mode alike; a usage error alone is the argument parser's Error: with the usage after it."

    /// What the status means, one sentence or two, plain text (the man page and the README show it).
    public var meaning: String {
        switch self {
        case .success:
            "Success: the browser quit with q; pipe mode wrote the list (also when the reader closed the pipe, as head does); pick mode printed the chosen items (Enter)."
        case .failure:
            "Runtime failure: the list could not be loaded (an HTTP error, a refused connection, a malformed page) and pipe mode stopped, what was written staying written, with one line on standard error; or pick mode ended with nothing chosen (Esc or q)."
        case .badSettings:
            "Bad settings: the config file (its syntax, a key, a profile, the [keys] table), a variable such as PAGETTY_GITHUB_URL or the one --token-env names, or a profile (@NAME) the config file does not have."
        case .noTerminal:
            "No terminal to draw on, said in one line on standard error: pick mode (--pick) found no controlling terminal (/dev/tty), as under setsid or cron (nothing is printed on standard output); or TERM is unknown, or names a terminal that cannot move the cursor (TERM=dumb: use --print there); or the browser's standard input is not a terminal."
        case .incomplete:
            "Incomplete: pipe mode wrote the first page of a list whose answer says it holds more (a total, a has_more flag, a full page) and nothing found pages it, said in one line on standard error (printed N of M; nothing found to page it); --strategy sets the pagination."
        case .usage:
            "Usage error: an unknown option, a bad value for an option (--base-url ftp://x, --per-page 0), or an option where it does not apply (--offset with github), named in one line with the usage."
        }
    }

    /// What a signal's status means.
    public static let signalMeaning = "Ended by signal n, the terminal restored first: 130 for Ctrl-C (SIGINT, also in pick mode), 143 for SIGTERM (also in pipe mode, while following or waiting), 129 for SIGHUP. The browser saves its position on these."

    /// Every row, in order: the status as written (`128+n` for signals) and its meaning.
    public static var table: [(status: String, meaning: String)] {
        allCases.map { (String($0.rawValue), $0.meaning) } + [("128+n", signalMeaning)]
    }
}
