import Catalog
import Foundation
import HTTPCache
import MockAPI
import Networking
@testable import Shell
import Paging

/// Pipe mode in process: the real `PipeRunner`, Paginator and CurlTransport against an
/// in-process mock, with waits on a recording test clock and stdout and stderr captured.
@MainActor
final class MockPipe {
    let bench: MockBench
    let runner: PipeRunner
    let output = PipeCapture()
    let transport: TimedTransport
    private var result: Result<Int, PipeError>?

    /// A runner on a fresh mock, or on `bench`'s; `armAfterFirstPage` faults are set once the first
    /// page is written, so a failure has something printed before it. `anonymous` sends no token
    /// (a budget of 60); `cacheDirectory` puts the command's disk cache in front of the network;
    /// `around` wraps the network below the cache (a test's hand on when the server answers what).
    init(_ source: BuiltInSource, perPage: Int = 10, limit: Int, faults: [FaultRule] = [],
         armAfterFirstPage: [FaultRule] = [], anonymous: Bool = false, bench: MockBench? = nil,
         cacheDirectory: String? = nil, parallel: Int? = nil,
         network around: (any Transport) -> any Transport = { $0 }) async throws {
        if let bench { self.bench = bench } else { self.bench = try await MockBench(source, faults: faults) }
        let bench = self.bench
        let transport = TimedTransport(wrapping: CurlTransport(), clock: bench.clock)
        self.transport = transport
        let wire = around(transport)
        let output = self.output
        // As the command stacks them; the offline notice hops to the main actor, where the runner is.
        let cached: any Transport = cacheDirectory.map {
            OfflineNotice(wrapping: CachingTransport(wrapping: wire, store: CacheStore(directory: $0), now: bench.wallClock,
                                                     parsesJSON: JSONValue.isWhole),
                          tell: { line in Task { @MainActor in output.diagnose(line) } })
        } ?? wire
        let network = bench.credentialed(cached, anonymous: anonymous)
        if !armAfterFirstPage.isEmpty { output.beforeFirstWrite = { bench.server.setFaults(armAfterFirstPage) } }
        // Live jitter: the delays are asserted within its bounds, not at one value.
        let catalog = try bench.catalog(perPage: perPage, captureRaw: true)
        var paging = bench.paging(random: { Double.random(in: 0..<1) })
        if let parallel { paging.parallel = parallel }
        runner = PipeRunner(source: SequentialSource(catalog), transport: network, clock: bench.clock,
                            configuration: paging,
                            fields: source.pipeFields, format: .jsonl, limit: limit,
                            write: { output.write($0) }, diagnose: { output.diagnose($0) })
    }

    /// Runs to the end on the test clock: the count written, or the error the command exits with
    /// (its line then ends `output.stderr`, as the command prints it).
    func run() async -> Result<Int, PipeError> {
        let task = Task { @MainActor [runner] in
            do throws(PipeError) { result = .success(try await runner.run()) } catch { result = .failure(error) }
        }
        let output = self.output
        _ = await bench.driver.drive(runner.paginator, stopsWhenIdle: false,
                                     waitSeen: { output.stderr.contains { $0.contains("rate limited") } }) { result != nil }
        if result == nil { task.cancel() }
        await task.value
        if case .failure(let error) = result { output.diagnose(error.description) }
        return result ?? .failure(.stalled)
    }

    /// Every line written, with the mock's address (which differs per run) as `mock`.
    var lines: [String] {
        output.lines.map { $0.replacingOccurrences(of: bench.server.baseURL, with: "mock") }
    }

    /// A cache directory path of its own, not yet made; the caller removes it.
    static func temporaryCache() -> String {
        NSTemporaryDirectory() + "pagetty-hardening-" + UUID().uuidString
    }

    func stop() async { await bench.stop() }
}
