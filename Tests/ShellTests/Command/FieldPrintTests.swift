import Foundation
import Testing
import TestSupport

/// `--field` selects what pipe mode prints of each item (issue 42, point 9): it was refused
/// outside `--pick` although `--print tsv|jsonl` had a use for it.
@Suite struct FieldPrintTests {
    @Test func tsvPrintsTheFieldsGivenInOrder() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["pokemon", "--demo", "--print", "tsv", "--limit", "3",
                                                               "--field", "name", "--field", "url"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 3, "\(result.lines)")
        for line in result.lines {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(cells.count == 2 && !cells[0].isEmpty && cells[1].hasSuffix("/"), "\(line)")
            #expect(cells[1].contains("/api/v2/pokemon/"), "\(line)")
        }
    }

    @Test func jsonLinesHoldAnObjectOfTheFields() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["pokemon", "--demo", "--print", "jsonl", "--limit", "2",
                                                               "--field", "name", "--field", "nope.deeper"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 2)
        for line in result.lines {
            #expect(line.hasPrefix("{\"name\":\"") && line.hasSuffix(",\"nope.deeper\":null}"), "\(line)")
        }
    }

    @Test func aGenericListPrintsItsFieldsToo() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["url", "--demo", "/generic/offset?count=5", "--print", "tsv",
                                                               "--field", "id"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.sorted() == ["1", "2", "3", "4", "5"], "\(result.lines)")
    }

    /// The picker still prints one field; two are refused, as is --field in the browser.
    @Test func thePickerTakesOneField() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["pokemon", "--demo", "--pick", "--field", "name", "--field", "url"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("with --pick, --field prints one field"), "\(result.stderr)")
    }
}
