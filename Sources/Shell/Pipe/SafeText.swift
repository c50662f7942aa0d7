/// Text from a server made safe for one line on a terminal (stderr messages quote error bodies).
///
/// Stateless; any thread.
public enum SafeText {
    /// `text` with tabs, line breaks, backslashes and control characters escaped, so no escape
    /// sequence reaches the terminal and the message stays one line.
    public static func line(_ text: String) -> String { PipeFields.tsv(text) }
}
