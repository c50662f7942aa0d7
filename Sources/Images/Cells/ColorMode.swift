/// How many colours the terminal can show, which decides how a picture is drawn.
public enum ColorMode: Sendable, Hashable, CaseIterable {
    /// 24-bit colour.
    case truecolor
    /// The xterm 256-colour palette.
    case palette256
    /// No picture at all (`NO_COLOR`, a monochrome or dumb terminal, or fewer than 256 colours).
    case noColor

    /// The mode for an environment and, when known, the terminal's colour count (terminfo `colors`).
    ///
    /// `NO_COLOR` (any non-empty value, per no-color.org) wins; then `COLORTERM=truecolor|24bit`;
    /// then a known count below 256, `TERM=dumb` or no `TERM` give nothing; anything else gets 256.
    public static func detect(environment: [String: String], colors: Int? = nil) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .noColor }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .noColor }
        let colorterm = (environment["COLORTERM"] ?? "").lowercased()
        if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        if let colors, colors < 256 { return .noColor }
        return .palette256
    }
}
