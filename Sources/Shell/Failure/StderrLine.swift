/// The one style of every line pagetty writes to standard error, errors and notices alike:
/// `pagetty: ` and the text, so a script reading a pipeline's stderr can tell pagetty's lines
/// from its neighbours' (as `grep:`, `curl:` and `jq:` begin theirs).
///
/// Pure; any thread.
public enum StderrLine {
    /// What every line begins with.
    public static let prefix = "pagetty: "

    /// `text` as a stderr line: prefixed once. Messages are made in many modules, some of which
    /// name the program already (`ConfigError`, `TerminalError`), so the prefix is added here,
    /// where the line is written, rather than trusted to each of them.
    public static func styled(_ text: String) -> String {
        text.hasPrefix(prefix) ? text : prefix + text
    }
}
