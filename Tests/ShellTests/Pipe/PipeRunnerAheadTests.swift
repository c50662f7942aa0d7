import Catalog
import Clocks
import Foundation
import Networking
import Shell
import Paging
import Testing
import TestSupport

/// Pipe mode asks for a page only once the reader has taken every row before it.
@MainActor @Suite struct PipeRunnerAheadTests {
    /// One user a page, `since` the previous id, without end.
    nonisolated static func onePerPage(_ request: HTTPRequest) -> HTTPResponse {
        let since = Int(request.url.split(separator: "since=").last?.prefix { $0.isNumber } ?? "0") ?? 0
        return PipeRunnerTests.users((since + 1)...(since + 1), next: "https://api.github.com/users?since=\(since + 1)&per_page=1")
    }

    /// `--limit 1` takes one-item pages (the command sizes pages by a small limit).
    @Test(arguments: [1, 3])
    func aLimitEndingOnAOneItemPageAsksForNoPageBeyondIt(limit: Int) async throws {
        let stub = StubTransport { Self.onePerPage($0) }
        let source = try BuiltInSource.github.make(perPage: 1, captureRaw: true)
        let runner = PipeRunner(source: SequentialSource(source), transport: stub, clock: TestClock(),
                                configuration: PagingConfiguration(), fields: BuiltInSource.github.pipeFields,
                                format: .tsv, limit: limit, write: { _ in true }, diagnose: { _ in })
        #expect(try await runner.run() == limit)
        // A load started behind the reader's back would send from its own task: let it run.
        for _ in 0..<1_000 { await Task.yield() }
        #expect(stub.requests.map(\.url).map { $0.split(separator: "?").last ?? "" }
                    == (0..<limit).map { "since=\($0)&per_page=1" })
    }
}
