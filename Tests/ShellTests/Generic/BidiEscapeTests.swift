import Catalog
import Shell
import Testing

/// Bidi and zero-width controls from a server (its key names above all) never reach the
/// terminal raw: not on stderr's lines (the detection line), not in `--explain`'s output.
@Suite struct BidiEscapeTests {
    static let controls: [Unicode.Scalar] = ["\u{200B}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{202A}", "\u{202B}", "\u{202C}",
                                             "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{FEFF}"]
    static let hostile = "ok" + String(String.UnicodeScalarView(controls)) + "exe.pdf"

    static func raw(_ text: String) -> [Unicode.Scalar] { text.unicodeScalars.filter { controls.contains($0) } }

    /// A stderr line (the detection summary is one) escapes each as `\uXXXX`.
    @Test func stderrLinesEscapeThem() {
        let line = SafeText.line("pagetty: detected id " + Self.hostile)
        #expect(Self.raw(line).isEmpty, "\(line.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(line.contains("\\u202e"))
    }

    /// `--explain`'s command and its profile block (TOML) write them escaped.
    @Test func explainEscapesThemInTheProfileBlock() {
        let options = GenericOptions(["url": "https://api.example/x", "items": "data", "id": "user." + Self.hostile,
                                      "title": Self.hostile])
        let lines = DetectionReport.explain(options, shownURL: "https://api.example/x", profile: "x")
        for line in lines { #expect(Self.raw(line).isEmpty, "\(line)") }
        #expect(lines.contains(#"title = "ok\u200b\u200e\u200f\u2028\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeffexe.pdf""#))
    }
}
