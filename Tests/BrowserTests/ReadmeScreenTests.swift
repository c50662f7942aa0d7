import Foundation
import Testing
import TestSupport

/// The README's screenshots (and those of `docs/screens.md`) are the golden screens, so they cannot
/// drift from what the app draws.
///
/// Each is a fenced block right after a `<!-- screen: NAME -->` line; its lines are the golden
/// `NAME.txt` without the `|` end markers and trailing spaces. `UPDATE_SNAPSHOTS=1` rewrites them.
@Suite("README screenshots")
struct ReadmeScreenTests {
    static let screens = ["github-80x24", "qiita-80x24", "pokemon-80x24", "generic-subtitle-80x24"]

    /// The documents that show screens: the README one, `docs/screens.md` the others.
    static let documents = ["README.md", "docs/screens.md"]

    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// The golden as the README shows it.
    static func golden(_ name: String) throws -> [String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/\(name).txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }.map { line in
            var line = String(line.dropLast(line.hasSuffix("|") ? 1 : 0))
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    @Test func everyScreenshotEqualsItsGolden() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1"
        var shown: [String] = []
        for document in Self.documents {
            let url = Self.root.appendingPathComponent(document)
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for name in Self.screens {
                guard let marker = lines.firstIndex(of: "<!-- screen: \(name) -->") else { continue }
                shown.append(name)
                let open = marker + 1
                try #require(open < lines.count && lines[open] == "```text", "\(document) \(name): a ```text block must follow")
                let close = try #require(lines[(open + 1)...].firstIndex(of: "```"), "\(document) \(name): unclosed block")
                let golden = try Self.golden(name)
                if update {
                    lines.replaceSubrange((open + 1)..<close, with: golden)
                } else {
                    #expect(Array(lines[(open + 1)..<close]) == golden, "\(document) screenshot \(name) differs from its golden")
                }
            }
            if update { try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8) }
        }
        #expect(shown.sorted() == Self.screens.sorted(), "each screen shown once in \(Self.documents)")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("<!-- screen: github-80x24 -->"), "the README shows one screen")
    }
}
