import Foundation
import Testing
import TestSupport

/// The README's screenshots are the golden screens, so they cannot drift from what the app draws.
///
/// Each is a fenced block right after a `<!-- screen: NAME -->` line; its lines are the golden
/// `NAME.txt` without the `|` end markers and trailing spaces. `UPDATE_SNAPSHOTS=1` rewrites them.
@Suite("README screenshots")
struct ReadmeScreenTests {
    static let screens = ["github-80x24", "qiita-80x24", "pokemon-80x24", "generic-subtitle-80x24"]

    static let readme: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("README.md")
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
        var lines = try String(contentsOf: Self.readme, encoding: .utf8).components(separatedBy: "\n")
        let update = ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1"
        for name in Self.screens {
            let marker = try #require(lines.firstIndex(of: "<!-- screen: \(name) -->"), "no screenshot of \(name)")
            let open = marker + 1
            try #require(open < lines.count && lines[open] == "```text", "\(name): a ```text block must follow")
            let close = try #require(lines[(open + 1)...].firstIndex(of: "```"), "\(name): unclosed block")
            let golden = try Self.golden(name)
            if update {
                lines.replaceSubrange((open + 1)..<close, with: golden)
            } else {
                #expect(Array(lines[(open + 1)..<close]) == golden, "README screenshot \(name) differs from its golden")
            }
        }
        if update { try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8) }
    }
}
