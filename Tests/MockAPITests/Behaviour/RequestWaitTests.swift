import Foundation
import MockSupport
import Testing
@testable import MockAPI

/// `MockServer.requests(atLeast:)` and `requests(until:)`: a test waits for a request from another
/// process on the request itself, not on a poll of the log.
@Suite struct RequestWaitTests {
    /// The waiter's log, or nil when 30 s pass first (its own timeout is ten minutes: only the
    /// awaited request can end it before then).
    static func value(of waited: Task<[LoggedRequest], Never>) async -> [LoggedRequest]? {
        await withTaskGroup(of: [LoggedRequest]?.self) { group in
            group.addTask { await waited.value }
            group.addTask { try? await Task.sleep(for: .seconds(30)); return nil }
            defer { group.cancelAll(); waited.cancel() }
            return await group.next() ?? nil
        }
    }

    @Test func theRequestThatMakesTheCountWakesTheWaiter() async throws {
        try await withServer { server in
            let waited = Task { await server.requests(atLeast: 2, timeout: .seconds(600)) }
            _ = try await RawHTTP.get(server.baseURL + "/github/users?since=1")
            _ = try await RawHTTP.get(server.baseURL + "/github/users?since=2")
            let woken = await Self.value(of: waited)
            #expect(woken?.map(\.query) == ["since=1", "since=2"])
            // Already there: at once.
            #expect(await server.requests(atLeast: 1).count == 2)
        }
    }

    @Test func withoutTheRequestsTheLogComesBackAsItIsAfterTheTimeout() async throws {
        try await withServer { server in
            _ = try await RawHTTP.get(server.baseURL + "/github/users")
            let log = await server.requests(atLeast: 3, timeout: .milliseconds(50))
            #expect(log.count == 1)
        }
    }

    @Test func aConditionOnTheLogWakesOnTheRequestThatMeetsIt() async throws {
        try await withServer { server in
            let waited = Task { await server.requests(until: { $0.contains { $0.status == 404 } }, timeout: .seconds(600)) }
            _ = try await RawHTTP.get(server.baseURL + "/github/users?since=1")
            _ = try await RawHTTP.get(server.baseURL + "/nowhere")
            _ = try await RawHTTP.get(server.baseURL + "/github/users?since=2")
            let woken = await Self.value(of: waited)
            // Woken by the 404, before the guard: the request after it may or may not be logged yet.
            #expect(woken?.prefix(2).map(\.path) == ["/github/users", "/nowhere"])
        }
    }
}
