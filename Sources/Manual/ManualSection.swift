/// A section of the manual that the argument parser cannot tell: paragraphs, then terms.
public struct ManualSection: Sendable, Equatable {
    /// The heading, e.g. `ENVIRONMENT`.
    public var title: String
    /// Paragraphs before the terms, plain text.
    public var intro: [String]
    /// The terms and their meaning.
    public var entries: [ManualEntry]
    /// Paragraphs after the terms, plain text.
    public var outro: [String]

    /// A section titled `title`.
    public init(_ title: String, intro: [String] = [], entries: [ManualEntry], outro: [String] = []) {
        self.title = title
        self.intro = intro
        self.entries = entries
        self.outro = outro
    }

    /// The section as man(7) requests.
    var roff: [String] {
        var lines = [".SH " + Roff.text(title)]
        for paragraph in intro { lines += [".PP", Roff.text(paragraph)] }
        for entry in entries { lines += [".TP", "\\fB" + Roff.text(entry.term) + "\\fR", Roff.text(entry.text)] }
        for paragraph in outro { lines += [".PP", Roff.text(paragraph)] }
        return lines
    }
}
