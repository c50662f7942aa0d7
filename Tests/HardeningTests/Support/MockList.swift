import Browser
import Catalog
import Foundation
import MockAPI
import Networking
@testable import Paging

/// A `ListViewModel` over the real Paginator and CurlTransport against an in-process mock,
/// with backoff and rate-limit waits on a test clock.
@MainActor
final class MockList {
    let bench: MockBench
    let model: ListViewModel
    /// Every distinct `lastError` seen, in order: the retry messages carry the chosen delays.
    private(set) var errorsSeen: [String] = []

    /// A mock with `faults` armed and a model on it.
    init(_ source: BuiltInSource, perPage: Int = 10, faults: [FaultRule] = []) async throws {
        bench = try await MockBench(source, faults: faults)
        let paging = bench.paging(random: { 0.5 })  // no jitter: backoff is exactly 1 s, 2 s, 4 s
        model = ListViewModel(source: try bench.catalog(perPage: perPage), transport: bench.credentialed(CurlTransport()),
                              clock: bench.clock, configuration: paging)
        model.onChange = { [weak self] in self?.noteError() }
    }

    private func noteError() {
        guard let error = model.paginator.lastError?.description, errorsSeen.last != error else { return }
        errorsSeen.append(error)
    }

    var server: MockServer { bench.server }
    var source: BuiltInSource { bench.source }
    var paginator: Paginator { model.paginator }

    /// Lets loads run on the test clock until `done` holds; false when it stops short or after 20 s.
    func drive(until done: @MainActor () -> Bool) async -> Bool {
        await bench.driver.drive(paginator, until: done)
    }

    /// The list's rows as short strings (ids, `error: …`, `end: …`).
    var rows: [String] {
        (0..<model.rowCount).map { index in
            switch model.row(at: index) {
            case .item(let item): return item.id
            case .placeholder: return "_"
            case .loading: return "loading"
            case .error(let message): return "error: \(message)"
            case .end(let reason): return "end: \(reason)"
            }
        }
    }

    /// Requests the mock answered for the list endpoint.
    var listRequests: Int { bench.listLog.count }

    /// Stops the mock once the model's requests are withdrawn.
    func stop() async {
        // A request (a Pokémon row's detail) connecting while the server shuts down trips a fatal
        // error in NIO (NIOAsyncWriter deinit without finish) and takes the whole test run with it.
        model.cancel()
        await bench.stop()
    }
}
