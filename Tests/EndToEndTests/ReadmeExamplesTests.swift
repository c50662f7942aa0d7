import Foundation
import MockAPI
import Testing
import TestSupport

/// Every example command of the sh blocks of the README, `docs/` and CONTRIBUTING.md, run as written by bash (pipefail) with the
/// built `pagetty` first on PATH, against a mock this suite starts: never the internet. Live
/// sources are moved to the mock by PAGETTY_*_URL, the README's live URLs and its 127.0.0.1:8080
/// by `liveURLs`. Pipe examples check their status and output's shape, browsers and pickers run
/// in tmux (rows shown, q or Enter, status 0; `--follow` ones too), piped `--follow` examples follow until SIGTERM (143).
@Suite("End to end: README examples", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct ReadmeExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents whose examples run: the README, then `docs/` by name, then CONTRIBUTING.md.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 } + ["CONTRIBUTING.md", "SECURITY.md"]
    }()

    static let examples = documents.flatMap { document in
        ReadmeExample.all(in: (try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)) ?? "", file: document)
    }

    /// Commands that do not run here, each with its reason (matched as a prefix).
    static let skipped: [(prefix: String, reason: String)] = [
        ("make demo", "installs packages and opens the demo; the demo's browser is run below (pagetty pokemon --demo)"),
        ("make test", "the whole suite, of which this test is a part"),
        ("man pagetty", "reads the installed page; ManualPageTests checks the page make man builds"),
        ("swift run pagetty-mock", "starts the mock on port 8080; this suite starts its own and points the examples at it"),
        ("curl ", "the mock's own HTTP API, not pagetty; MockAPITests cover it"),
        ("git clone \"$(pagetty url https://api.github.com", "clones a repository; its offline twin (echo git clone …) runs"),
        ("xdg-open \"$(pagetty", "opens a web browser; its offline twin (echo xdg-open …) runs"),
        ("pagetty qiita --query 'tag:swift' --follow | while read", "desktop notifications (notify-send); the jq form of the same command runs"),
    ]

    /// The README's addresses off this machine, and the port its mock examples assume, on the test's mock.
    static let liveURLs: [(String, String)] = [
        ("https://api.github.com/users/apple/repos", "/generic/link"),
        ("https://api.example.com/v1/things", "/generic/cursor"),
        ("https://mastodon.social/api/v1/timelines/public?limit=40", "/generic/offset?limit=40"),
        ("http://127.0.0.1:8080", ""),
    ]

    static var runnable: [ReadmeExample] { examples.filter { skipReason($0) == nil } }

    static func skipReason(_ example: ReadmeExample) -> String? {
        skipped.first { example.command.hasPrefix($0.prefix) }?.reason
    }

    @Test func everyExampleRunsOrIsSkippedWithAReason() {
        #expect(Self.examples.count >= 30, "found \(Self.examples.count) examples: are the README and docs/ read?")
        for example in Self.examples where Self.skipReason(example) == nil {
            #expect(example.runsPagetty, "\(example.testDescription) neither runs pagetty nor is skipped")
        }
        for skip in Self.skipped {
            #expect(Self.examples.contains { $0.command.hasPrefix(skip.prefix) }, "no example left for the skip '\(skip.prefix)'")
        }
    }

    @Test(arguments: runnable) func runs(_ example: ReadmeExample) async throws {
        var configuration = MockConfiguration()
        configuration.qiitaItemCount = 3000
        let mock = try await MockServer.start(configuration)
        defer { Task { await mock.stop() } }
        let home = TemporaryDirectory(); defer { home.remove() }
        var command = example.command
        var prelude = example.prelude.joined(separator: "; ")
        for (live, path) in Self.liveURLs {
            command = command.replacingOccurrences(of: live, with: mock.baseURL + path)
            prelude = prelude.replacingOccurrences(of: live, with: mock.baseURL + path)
        }
        // Never the internet: every URL left is the mock's.
        for url in (prelude + " " + command).matches(of: #/https?://[^\s'"]+/#) {
            #expect(url.output.hasPrefix(mock.baseURL), "\(url.output) is not the mock")
        }
        let run = ExampleRun(home: home, mock: mock, script: (prelude.isEmpty ? "" : prelude + "; ") + command)
        // A followed list at the terminal is the browser's (issue 23): it shows rows and q quits it.
        if command.contains("--follow"), Self.isPipe(command) {
            try await run.following(example)
        } else if command.contains("--pick") {
            try await run.inTerminal(picking: true, example)
        } else if Self.isPipe(command) {
            try await run.piped(example)
        } else {
            try await run.inTerminal(picking: false, example)
        }
    }

    /// Whether stdout is not the terminal: --print, a pipe, a redirect or a command substitution, or a command that prints and exits.
    static func isPipe(_ command: String) -> Bool {
        command.contains("--print") || command.contains(" | ") || command.contains(" > ") || command.contains("$(")
            || command.contains("--explain") || command.contains("--generate-completion-script")
    }
}
