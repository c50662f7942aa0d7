import TerminalText

/// The detail pane's lines, with the body wrapped to the width.
enum DetailText {
    static func lines(_ content: Screen.DetailContent, width: Int) -> [(String, Style)] {
        switch content {
        case .loading(let title):
            return [(title, .bold), ("", []), ("loading…", .dim)]
        case .failed(let message):
            return [("✗ \(message)", .bold), ("", []), ("Esc closes, R retries the list", .dim)]
        case .loaded(let detail):
            var lines: [(String, Style)] = [(detail.title, .bold), ("", [])]
            let labelWidth = min(18, detail.fields.map { DisplayWidth.of(Sanitizer.clean($0.label)) }.max() ?? 0)
            for field in detail.fields {
                let label = TextRun(fitting: field.label, width: labelWidth).string
                lines.append(("\(label)  \(field.value)", []))
            }
            if !detail.body.isEmpty {
                lines.append(("", []))
                for paragraph in detail.body.split(separator: "\n", omittingEmptySubsequences: false) {
                    for line in wrap(String(paragraph), width: width) { lines.append((line, [])) }
                }
            }
            if let web = detail.webURL {
                lines.append(("", []))
                lines.append(("\(web)", .underline))
            }
            return lines
        }
    }

    /// Sanitised lines of at most `width` columns, broken after spaces where possible.
    static func wrap(_ text: String, width: Int) -> [String] {
        let glyphs = TextRun.split(Sanitizer.clean(text))
        guard width > 0, !glyphs.isEmpty else { return [""] }
        var lines: [String] = []
        var line: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > width {
                if let space = line.lastIndex(where: { $0.text == " " }), space > 0 {
                    let rest = Array(line[(space + 1)...])
                    lines.append(line[..<space].map(\.text).joined())
                    line = rest
                    used = rest.reduce(0) { $0 + $1.width }
                } else {
                    lines.append(line.map(\.text).joined())
                    line = []
                    used = 0
                }
            }
            line.append(glyph)
            used += glyph.width
        }
        lines.append(line.map(\.text).joined())
        return lines
    }
}
