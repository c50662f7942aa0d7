import Catalog
import Clocks
import Networking
import Shell
import Paging
import Testing
import TestSupport

/// The runner against a server whose next link moves on while its items do not.
@MainActor @Suite struct PipeRunnerRunawayTests {
    @Test func printsEveryUniqueItemTellsWhyOnceAndEndsNormally() async throws {
        let calls = Counter()
        let stub = StubTransport { _ in
            PipeRunnerTests.users(1...3, next: "https://api.github.com/users?since=\(3 * calls.next())&per_page=3")
        }
        let output = PipeRunnerTests.Output()
        let source = try BuiltInSource.github.make(perPage: 3, captureRaw: true)
        let runner = PipeRunner(source: SequentialSource(source), transport: stub, clock: TestClock(),
                                configuration: PagingConfiguration(), fields: BuiltInSource.github.pipeFields,
                                format: .tsv, limit: nil,
                                write: { bytes in
                                    output.lines += String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
                                    return true
                                },
                                diagnose: { output.messages.append($0) })
        let written = try await runner.run()
        #expect(written == 3)
        #expect(output.lines.map { $0.split(separator: "\t")[0] } == ["1", "2", "3"])
        #expect(stub.requests.count == 1 + 3)
        // One "list moved" line however many pages repeated, then why the list stopped.
        #expect(output.messages.count == 2, "\(output.messages)")
        #expect(output.messages.first?.hasPrefix("the list moved: ") == true)
        #expect(output.messages.last == "the server keeps sending items already shown; stopped after 3 pages")
    }
}

