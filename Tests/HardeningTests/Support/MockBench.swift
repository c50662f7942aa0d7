import Catalog
import Foundation
import MockAPI
import Networking
import Paging

/// An in-process mock (authenticated, so GitHub's 60-an-hour budget does not end a run) whose
/// rate windows, like the paging engine's wall clock, run on a recording test clock.
@MainActor
final class MockBench {
    static let token = "hardening-token"
    let server: MockServer
    let clock = RecordingClock()
    let source: BuiltInSource
    /// Advances `clock` for the engine's backoff and rate-limit waits.
    let driver: ClockDriver
    /// Wall-clock time that moves with `clock`, for the mock and the engine alike.
    let wallClock: @Sendable () -> Date
    /// The wall-clock time when `clock` had run this long.
    let wallTime: @Sendable (Duration) -> Date

    /// A mock with `faults` armed from the first request.
    init(_ source: BuiltInSource, faults: [FaultRule] = []) async throws {
        // Waiting out a spent budget on the test clock must also refill it on the mock.
        let start = Date()
        let clock = self.clock
        // To the millisecond, not whole seconds: a wait computed to end at a reset must not
        // reach the mock a fraction of a second early.
        let wallTime: @Sendable (Duration) -> Date = { start.addingTimeInterval($0 / .milliseconds(1) / 1000) }
        self.wallTime = wallTime
        wallClock = { wallTime(clock.elapsed) }
        var configuration = MockConfiguration()
        configuration.tokens = [Self.token]
        configuration.now = wallClock
        server = try await MockServer.start(configuration)
        server.setFaults(faults)
        self.source = source
        driver = ClockDriver(clock)
    }

    /// The engine's knobs: its wall clock is the mock's; `random` picks the backoff jitter.
    func paging(random: @escaping @Sendable () -> Double) -> PagingConfiguration {
        var paging = PagingConfiguration()
        paging.random = random
        paging.wallClock = wallClock
        return paging
    }

    /// The source on this mock.
    func catalog(perPage: Int, captureRaw: Bool = false) throws -> any CatalogSource {
        try source.make(base: server.baseURL + "/" + source.mockRoot, perPage: perPage, captureRaw: captureRaw)
    }

    /// `inner` carrying the token where the API takes one unless `anonymous`, as the command stacks them.
    func credentialed(_ inner: any Transport, anonymous: Bool = false) -> any Transport {
        CredentialTransport.wrapping(inner, in: source == .pokemon || anonymous ? nil
            : source.credentials(base: server.baseURL + "/" + source.mockRoot, token: Self.token))
    }

    /// The mock's log for the list endpoint.
    var listLog: [LoggedRequest] { server.requestLog.filter { $0.path.hasSuffix(source.listPath) } }

    /// Requests for a page asked for before: retries, by the transport, the paginator or the user.
    var repeatedRequests: Int {
        listLog.count - Set(listLog.map { $0.path + "?" + ($0.query ?? "") }).count
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
