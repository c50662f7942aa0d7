import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Shell
import Testing
import TestSupport

/// What pipe mode holds while it writes: never the rows it has written.
@MainActor @Suite struct PipeRunnerHoldTests {
    /// Ten pages of three: at each write the engine holds the page being written and nothing
    /// before it, whatever the rows weigh (it kept every row written, up to `max_items`: two
    /// one-item pages of 20 MB peaked at 125 MiB). A row seen again later is still skipped.
    @Test func keepsNoRowItHasWritten() async throws {
        let stub = StubTransport { request in
            let since = request.url.components(separatedBy: "since=").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
            guard since < 30 else { return PipeRunnerTests.users(29...29, next: nil) }
            return PipeRunnerTests.users((since + 1)...(since + 3),
                                         next: "https://api.github.com/users?since=\(since + 3)&per_page=3")
        }
        let source = try BuiltInSource.github.make(perPage: 3, captureRaw: true)
        var held: [Int] = []
        var lines = 0
        var messages: [String] = []
        var pipe: PipeRunner?
        pipe = PipeRunner(source: SequentialSource(source), transport: stub, clock: TestClock(),
                          configuration: PagingConfiguration(), fields: BuiltInSource.github.pipeFields, format: .tsv,
                          limit: nil,
                          write: { bytes in
                              held.append(pipe?.heldRows ?? -1)
                              lines += bytes.filter { $0 == 10 }.count
                              return true
                          },
                          diagnose: { messages.append($0) })
        let written = try await pipe!.run()
        #expect(written == 30, "\(messages) \(stub.requests.map(\.url))")
        #expect(lines == 30)  // the 29 of the last page was written already: skipped
        #expect(held.count >= 10)
        #expect(held.max() ?? 0 <= 3, "rows held at each write: \(held)")
    }
}
