import Browser
import Catalog
import Clocks
import Foundation
import MockAPI
import Networking
@testable import Paging

/// A `ListViewModel` over the real Paginator and CurlTransport against an in-process mock,
/// with backoff and rate-limit waits on a test clock.
@MainActor
final class MockList {
    static let token = "hardening-token"
    let server: MockServer
    let model: ListViewModel
    let clock = TestClock<Duration>()
    let source: BuiltInSource
    /// Every distinct `lastError` seen, in order: the retry messages carry the chosen delays.
    private(set) var errorsSeen: [String] = []

    /// A mock (authenticated, so GitHub's 60-an-hour budget does not end a run) and a model on it.
    init(_ source: BuiltInSource, perPage: Int = 10, faults: [FaultRule] = []) async throws {
        // The mock's rate windows and the paginator's wall clock both run on the test clock, so
        // waiting out a spent budget refills it (a long soak spends GitHub's 5,000 an hour).
        let start = Date()
        let clock = self.clock
        let origin = clock.now
        let now: @Sendable () -> Date = {
            start.addingTimeInterval(Double(origin.duration(to: clock.now).components.seconds))
        }
        var configuration = MockConfiguration()
        configuration.tokens = [Self.token]
        configuration.now = now
        server = try await MockServer.start(configuration)
        server.setFaults(faults)
        self.source = source
        var paging = PagingConfiguration()
        paging.random = { 0.5 }  // no jitter: backoff is exactly 1 s, 2 s, 4 s
        paging.wallClock = now
        let catalog = try source.make(base: server.baseURL + "/" + source.mockRoot,
                                      token: source == .pokemon ? nil : Self.token, perPage: perPage)
        model = ListViewModel(source: catalog, transport: CurlTransport(), clock: clock, configuration: paging)
        model.onChange = { [weak self] in self?.noteError() }
    }

    private func noteError() {
        guard let error = model.paginator.lastError, errorsSeen.last != error else { return }
        errorsSeen.append(error)
    }

    var paginator: Paginator { model.paginator }

    /// Lets loads run, advancing the test clock whenever the paginator waits on it, until
    /// `done` holds; false when it stops short (idle, not waiting, not done) or after 20 s.
    func drive(until done: @MainActor () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if done() { return true }
            switch paginator.waiting {
            case .backoff:
                await clock.advance(by: .milliseconds(250))
            case .rateLimit:
                await clock.advance(by: .seconds(max(1, paginator.rateLimitCountdown ?? 1)))
            case nil:
                if !paginator.inFlight && paginator.task == nil { return done() }
            }
            await Task.yield()
        }
        return false
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
    var listRequests: Int {
        server.requestLog.filter { $0.path.hasSuffix(source.listPath) }.count
    }

    func stop() async { await server.stop() }
}

extension BuiltInSource {
    /// The mock's path prefix for this API.
    var mockRoot: String {
        switch self {
        case .github: "github"
        case .qiita: "qiita"
        case .pokemon: "pokeapi"
        }
    }

    /// The list endpoint, under the mock root.
    var listPath: String {
        switch self {
        case .github: "/users"
        case .qiita: "/api/v2/items"
        case .pokemon: "/api/v2/pokemon"
        }
    }

    /// The fault scope of the list endpoint.
    var faultPrefix: String { "/" + mockRoot + listPath }
}
