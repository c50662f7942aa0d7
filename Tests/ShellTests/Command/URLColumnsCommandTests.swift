import Foundation
import MockAPI
import Paging
import Shell
import Testing
import TestSupport

/// `pagetty url` columns in pipe mode: TSV keeps its three fields unless columns are given, and
/// then appends them; JSON lines are unchanged (`raw` holds every field).
@Suite(.serialized) struct URLColumnsCommandTests {
    static let options = ["--items", "data.items", "--title", "name", "--strategy", "offset:offset,limit", "--limit", "3"]

    @Test func tsvKeepsThreeFieldsWhenColumnsAreChosen() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/generic/offset"] + Self.options + ["--print", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self) == "60\tItem 60\t\n59\tItem 59\t\n58\tItem 58\t\n")
    }

    @Test func tsvAppendsTheColumnsGiven() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let result = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/offset"] + Self.options
                + ["--column", "Score=score", "--column", "created_at", "--column", "tags.0.name", "--print", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self) == "60\tItem 60\t\t3\t2026-01-03\ttag2\n59\tItem 59\t\t6\t2026-01-03\ttag1\n58\tItem 58\t\t9\t2026-01-03\ttag0\n")
        let bad = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/generic/offset", "--column", "Stars=", "--print", "tsv"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("column 'Stars=' is not LABEL=PATH or PATH"), "\(bad.stderr)")
    }

    @Test func jsonLinesAreTheSameWithColumns() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let plain = try await PagettyProcess(home: home).run(["url", mock.baseURL + "/generic/offset"] + Self.options + ["--print", "jsonl"])
        let given = try await PagettyProcess(home: home).run(
            ["url", mock.baseURL + "/generic/offset"] + Self.options + ["--column", "Score=score", "--print", "jsonl"])
        #expect(plain.status == 0 && given.status == 0)
        #expect(plain.stdout == given.stdout)
        #expect(plain.objects.count == 3)
    }

    @Test func extraCellsInTSVAreEscapedAndMissingOnesEmpty() {
        let item = ListItem(id: "1", cells: ["t", "tab\there", "x"], webURL: "https://x/1")
        let fields = PipeFields(titleColumn: 0, numericIDs: true, extraCells: 1..<4)
        #expect(String(decoding: fields.line(for: item, format: .tsv), as: UTF8.self) == "1\tt\thttps://x/1\ttab\\there\tx\t\n")
    }
}
