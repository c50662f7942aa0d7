import Foundation
import MockAPI
import Testing
import TestSupport

/// A path option that matches nothing in the first page is said once, as a wrong `--id` is:
/// `--title nam` no longer titles every row with its id without a word.
@Suite(.serialized) struct UnmatchedPathCommandTests {
    @Test(arguments: [["--title", "nam"], ["--subtitle", "scor"], ["--web-url", "link"], ["--column", "Stars=stars"]])
    func aPathMatchingNothingIsSaidOnce(option: [String]) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(
            ["url", "--demo", "/generic/cursor", "--items", "data.items", "--strategy", "cursor:cursor=meta.next_cursor", "--print", "tsv"]
                + option)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 60)
        let flag = option[0], path = option[1].split(separator: "=").last.map(String.init) ?? ""
        let said = result.stderr.split(separator: "\n").filter { $0.contains("matches nothing") }
        #expect(said == ["pagetty: \(flag) \(path) matches nothing in the first page's items"], "\(result.stderr)")
    }

    @Test func aPathThatMatchesIsNotMentioned() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(
            ["url", "--demo", "/generic/cursor", "--items", "data.items", "--strategy", "cursor:cursor=meta.next_cursor",
             "--title", "name", "--subtitle", "score", "--print", "tsv", "--limit", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("matches nothing"), "\(result.stderr)")
    }
}
