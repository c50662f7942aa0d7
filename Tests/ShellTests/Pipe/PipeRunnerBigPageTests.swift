import Catalog
import Clocks
import Networking
import Paging
import Shell
import Testing
import TestSupport

/// A big page is written in pieces: its text is never held whole beside its items.
@MainActor @Suite struct PipeRunnerBigPageTests {
    @Test func aBigPageGoesOutInPiecesOfBoundedSize() async throws {
        // 20,000 users on one page, about 1.5 MB of JSON lines.
        let stub = StubTransport { _ in PipeRunnerTests.users(1...20_000, next: nil) }
        let source = try BuiltInSource.github.make(perPage: 100, captureRaw: true)
        var writes: [Int] = []
        var text: [UInt8] = []
        let runner = PipeRunner(source: SequentialSource(source), transport: stub, clock: TestClock(),
                                configuration: PagingConfiguration(), fields: BuiltInSource.github.pipeFields,
                                format: .jsonl, limit: nil,
                                write: { bytes in writes.append(bytes.count); text += bytes; return true },
                                diagnose: { _ in })
        #expect(try await runner.run() == 20_000)
        #expect(text.count(where: { $0 == 10 }) == 20_000)
        #expect(writes.count > 1)
        let longestLine = text.split(separator: 10).map(\.count).max() ?? 0
        #expect(writes.allSatisfy { $0 <= PipeRunner.writeChunkBytes + longestLine + 1 }, "\(writes.max() ?? 0) bytes at once")
    }
}
