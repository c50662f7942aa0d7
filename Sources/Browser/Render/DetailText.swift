import TerminalText

/// The detail pane's lines, with the body wrapped to the width.
enum DetailText {
    /// The lines at `width`; `body` is the body already wrapped to it, when the caller has it.
    static func lines(_ content: Screen.DetailContent, width: Int, body: [String]? = nil) -> [(String, Style)] {
        switch content {
        case .loading(let title):
            return [(title, .bold), ("", []), ("loading…", .dim)]
        case .failed(let message):
            return [("✗ \(message)", .bold), ("", []), ("Esc closes, R retries the list", .dim)]
        case .loaded(let detail):
            var lines: [(String, Style)] = [(detail.title, .bold), ("", [])]
            let menu = RelatedMenu.lines(detail.related, width: width)
            if !menu.isEmpty { lines += menu.map { ($0, Style.bold) } + [("", [])] }
            let labelWidth = min(18, detail.fields.map { DisplayWidth.of(Sanitizer.clean($0.label)) }.max() ?? 0)
            for field in detail.fields {
                let label = TextRun(fitting: field.label, width: labelWidth).string
                lines.append(("\(label)  \(field.value)", []))
            }
            if !detail.body.isEmpty {
                lines.append(("", []))
                for line in body ?? bodyLines(detail.body, width: width) { lines.append((line, [])) }
            }
            if let web = detail.webURL {
                lines.append(("", []))
                lines.append(("\(web)", .underline))
            }
            return lines
        }
    }

    /// The body's paragraphs, each wrapped to `width`: the costly part (a body is up to 8 MiB).
    static func bodyLines(_ body: String, width: Int) -> [String] {
        body.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0), width: width) }
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
