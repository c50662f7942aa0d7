/// Text from a server made safe for one line on a terminal (stderr messages quote error bodies).
///
/// Stateless; any thread.
public enum SafeText {
    /// `text` with tabs, line breaks, backslashes and control characters escaped, so no escape
    /// sequence reaches the terminal and the message stays one line.
    public static func line(_ text: String) -> String { PipeFields.tsv(text) }

    /// Whether `scalar` is never written raw where a terminal may show it: C0, DEL, C1, zero-width
    /// and bidi controls (U+200B–200F, U+202A–202E, U+2066–2069), line separators, the BOM.
    /// The one list: stderr lines (`line`), TSV and JSON output and `--explain` escape these.
    public static func neverRaw(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value)
            || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }
}
