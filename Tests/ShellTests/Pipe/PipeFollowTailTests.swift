import Catalog
import Foundation
import Networking
import Paging
import Shell
import Synchronization
import Testing
import TestSupport

/// Following GitHub users at their tail in process, on a test clock: past the last id, at the
/// server's `X-Poll-Interval`, one write a line.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PipeFollowTailTests {
    /// Users 1…count by `since`, three a page with a `Link` next on full pages, an ETag per body.
    /// How many users there are now.
    final class Users: Sendable {
        let count = Mutex(5)
    }

    nonisolated static func server(_ users: Users) -> StubTransport {
        StubTransport { request in
            let since = Int(Fixtures.query("since", in: request.url) ?? "0") ?? 0
            let last = users.count.withLock { $0 }
            let ids = since < last ? Array((since + 1)...min(since + 3, last)) : []
            let body = "[" + ids.map { "{\"login\":\"u\($0)\",\"id\":\($0),\"html_url\":\"https://github.com/u\($0)\"}" }
                .joined(separator: ",") + "]"
            let tag = "W/\"\(ids.map(String.init).joined(separator: "-"))\""
            var headers: HTTPHeaders = ["ETag": tag, "X-Poll-Interval": "30", "Content-Type": "application/json"]
            if request.headers["If-None-Match"] == tag { return HTTPResponse(status: 304, headers: headers) }
            if ids.count == 3 { headers.add("Link", "<https://api.github.com/users?per_page=3&since=\(ids[2])>; rel=\"next\"") }
            return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8))
        }
    }

    @Test func newUsersAreAskedForPastTheLastIdAndWrittenALineAtATime() async throws {
        let users = Users()
        let stub = Self.server(users)
        let clock = CountingClock()
        let source = try BuiltInSource.github.make(perPage: 3, captureRaw: true)
        var writes: [String] = []
        let runner = PipeRunner(source: SequentialSource(source), transport: stub, clock: clock,
                                configuration: PagingConfiguration(), fields: BuiltInSource.github.pipeFields, format: .tsv,
                                limit: 12, write: { writes.append(String(decoding: $0, as: UTF8.self)); return true },
                                diagnose: { _ in })
        let task = Task { try await runner.runFollowing(source: source, transport: stub, policy: FollowPolicy(interval: .seconds(5)),
                                                        direction: FollowDirection?.none, clock: clock) }
        // Asleep for the server's 30 s, not the asked 5, after one poll past id 5 found nothing.
        await clock.sleeping(1)
        #expect(writes.joined().split(separator: "\n").count == 5)
        let initialWrites = writes.count
        #expect(stub.requests.count == 3)
        users.count.withLock { $0 = 12 }
        await clock.advance(by: .seconds(29))
        #expect(clock.sleepers == 1)
        #expect(stub.requests.count == 3)
        await clock.advance(by: .seconds(1))
        // The poll brings the seven new users and the dump ends at its limit of 12 (a follower that
        // missed them would sleep on until the suite's time limit).
        let written = try await task.value
        #expect(written == 12)
        let firstColumn = writes.joined().split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(firstColumn == (1...12).map { "\($0)" })
        // The followed items came one write each.
        #expect(writes.count - initialWrites == 7)
        let asked = stub.requests.dropFirst(2).map { Fixtures.query("since", in: $0.url) ?? "" }
        #expect(asked == ["5", "5", "8", "11"])
        #expect(stub.requests.dropFirst(3).first?.headers["If-None-Match"] == "W/\"\"")
    }
}
