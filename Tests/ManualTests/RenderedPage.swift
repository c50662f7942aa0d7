import Foundation
import TestSupport

/// pagetty's man page as `make man` builds it, and as groff renders it for a reader: each
/// section's lines by heading, each command's under COMMANDS by its name.
struct RenderedPage {
    /// The man(7) source.
    let source: String
    /// groff's warnings with every one of them on (`-ww`); empty for a clean page.
    let warnings: String
    /// The page as text, one unbroken line per paragraph, keyed by section heading.
    let sections: [String: [String]]

    /// Builds the page with `pagetty-manual` from the `pagetty` beside the tests, and renders it.
    init() throws {
        let built = try Subprocess.run(BuiltProducts.path("pagetty-manual"), [BuiltProducts.path("pagetty"), "2026-01-01"])
        guard built.status == 0 else { throw Subprocess.Failure(description: "pagetty-manual: \(built.output)") }
        source = built.output
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-\(getpid()).1").path
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        defer { unlink(file) }
        warnings = try Subprocess.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", file]).output
        // Wide lines and no hyphenation: every term and paragraph on one line, as written. A body
        // indent of one column puts every term on a line of its own (one column in), its text under
        // it (two columns in); subsection headings stay three columns in.
        let text = try Subprocess.run("/usr/bin/groff", ["-man", "-Tutf8", "-rLL=2000n", "-rHY=0", "-rIN=1n", "-P-cbou", file])
            .output
        var sections: [String: [String]] = [:]
        var heading = ""
        for line in text.split(separator: "\n").map(String.init) {
            // Headings start in column 0; the footer and header lines name the page.
            if let first = line.first, !first.isWhitespace { heading = line; continue }
            sections[heading, default: []].append(line.replacingOccurrences(of: "\u{2212}", with: "-"))
        }
        self.sections = sections
    }

    /// The lines of the subsection `name` (a `.SS`, indented three columns) of `section`.
    func subsection(_ name: String, of section: String) -> [String] {
        let lines = sections[section] ?? []
        guard let start = lines.firstIndex(of: "   " + name) else { return [] }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { Self.indent($0) == 3 } ?? rest.endIndex
        return Array(rest[..<end])
    }

    /// The terms of the tagged paragraphs in `lines`: one column in, with their text under them.
    static func terms(_ lines: [String]) -> [String] {
        zip(lines, lines.dropFirst()).filter { indent($0.0) == 1 && indent($0.1) > 1 }.map { String($0.0.dropFirst()) }
    }

    /// The spaces before a line's text; 0 for a blank line.
    static func indent(_ line: String) -> Int {
        line.allSatisfy(\.isWhitespace) ? 0 : line.prefix { $0 == " " }.count
    }
}
