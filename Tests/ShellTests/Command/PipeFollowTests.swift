import Foundation
import MockAPI
import Testing
import TestSupport

/// `--follow` through the built binary: new items once each, a line at a time as they arrive,
/// and the usual ways of ending.
@Suite(.serialized) struct PipeFollowTests {
    func ids(_ lines: [String]) -> [String] {
        lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["id"] as? String }
    }

    func qiita(_ mock: MockServer, _ extra: [String]) -> [String] {
        ["qiita", "--print", "jsonl", "--base-url", mock.baseURL + "/qiita", "--per-page", "10", "--no-cache",
         "--follow", "--follow-interval", "1"] + extra
    }

    @Test func newItemsAtAHeadThatGrewByMoreThanAPageArriveOnceEachInOrderThenTheLimitEndsIt() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        var configuration = MockConfiguration()
        configuration.qiitaItemCount = 15
        // A token's budget (1,000 an hour) paces polls at 4.5 s; without one (60) it would be 84 s.
        configuration.tokens = ["qiita-test"]
        let mock = try await MockServer.start(configuration)
        defer { Task { await mock.stop() } }
        let run = try FollowedProcess(PagettyProcess(home: home), qiita(mock, ["--limit", "28"]),
                                      ["QIITA_TOKEN": "qiita-test"])
        defer { run.stop() }
        var lines: [String] = []
        for _ in 0..<15 { if let line = await run.line() { lines.append(line) } }
        #expect(lines.count == 15)
        // The list unchanged: the second poll is conditional and answered 304, which is no failure.
        let unchanged = await mock.requests { $0.contains { $0.path == "/qiita/api/v2/items" && $0.status == 304 } }
        #expect(unchanged.contains { $0.path == "/qiita/api/v2/items" && $0.status == 304 })
        #expect(unchanged.last?.headers.contains { $0.name.lowercased() == "if-none-match" } == true)
        mock.insertQiitaItems(12)
        // Each line is readable while the process still runs: written and flushed on its own.
        let first = await run.line()
        #expect(run.process.isRunning)
        lines += first.map { [$0] } ?? []
        for _ in 0..<11 { if let line = await run.line() { lines.append(line) } }
        let head = try await DirectFetch.objects(mock.baseURL + "/qiita/api/v2/items?page=1&per_page=20")
        let newest = head.prefix(12).compactMap { $0["id"] as? String }
        #expect(ids(lines).count == 27)
        #expect(Array(ids(lines).suffix(12)) == newest.reversed())
        #expect(Set(ids(lines)).count == 27)
        mock.insertQiitaItems(1)
        let last = await run.line()
        #expect(ids(last.map { [$0] } ?? []) == [try await DirectFetch.objects(mock.baseURL + "/qiita/api/v2/items?per_page=1")
            .first?["id"] as? String ?? "missing"])
        try #require(await run.exited())
        #expect(run.process.terminationStatus == 0)
    }

    @Test(arguments: [SIGINT, SIGTERM]) func aSignalEndsFollowingWithItsUsualStatus(_ signal: Int32) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let (mock, run) = try await followingFive(home)
        defer { Task { await mock.stop() } }
        defer { run.stop() }
        #expect(run.process.isRunning)
        kill(run.process.processIdentifier, signal)
        try #require(await run.exited())
        #expect(run.process.terminationReason == .uncaughtSignal)
        #expect(run.process.terminationStatus == signal)
    }

    /// The main thread holds the three blocked, as every thread it starts does, so a signal
    /// waits for pipe mode to take it (a signalfd, read as each write returns). The kernel asks
    /// the main thread whether a signal to the process is ignored: unblocked there and ignored
    /// until dispatch takes them over on its manager thread (late on a loaded machine), a SIGTERM
    /// in that moment is dropped and a follow runs on.
    @Test func theMainThreadHoldsTheSignalsBlockedForPipeModeToTake() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let (mock, run) = try await followingFive(home)
        defer { Task { await mock.stop() } }
        defer { run.stop() }
        let pid = run.process.processIdentifier
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let field = status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }
        let blocked = try #require(field.flatMap { UInt64($0.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16) })
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            #expect(blocked & (1 << UInt64(signal - 1)) != 0, "signal \(signal) not blocked on the main thread: \(String(blocked, radix: 16))")
        }
        kill(pid, SIGTERM)
        try #require(await run.exited())
        #expect(run.process.terminationReason == .uncaughtSignal)
        #expect(run.process.terminationStatus == SIGTERM)
    }

    /// A followed dump of the mock's five Qiita items, once its five lines came.
    private func followingFive(_ home: TemporaryDirectory) async throws -> (MockServer, FollowedProcess) {
        var configuration = MockConfiguration()
        configuration.qiitaItemCount = 5
        let mock = try await MockServer.start(configuration)
        let run = try FollowedProcess(PagettyProcess(home: home), qiita(mock, []))
        for _ in 0..<5 { _ = await run.line() }
        return (mock, run)
    }

    @Test func aClosedPipeEndsFollowingAtOnceEvenBetweenPolls() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        var configuration = MockConfiguration()
        configuration.qiitaItemCount = 5
        let mock = try await MockServer.start(configuration)
        defer { Task { await mock.stop() } }
        // A minute between polls: only noticing the closed pipe ends it within the wait below.
        let run = try FollowedProcess(PagettyProcess(home: home),
                                      ["qiita", "--print", "jsonl", "--base-url", mock.baseURL + "/qiita", "--no-cache", "--follow"])
        defer { run.stop() }
        for _ in 0..<5 { _ = await run.line() }
        run.closeOutput()
        try #require(await run.exited(within: 10))
        #expect(run.process.terminationReason == .exit)
        #expect(run.process.terminationStatus == 0)
    }

    @Test func aProfileNamesTheDirection() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        try FileManager.default.createDirectory(atPath: home.path + "/config/pagetty", withIntermediateDirectories: true)
        func profile(_ direction: String) throws {
            try """
                [profiles.feed]
                url = "\(mock.baseURL)/generic/cursor"
                items = "data.items"
                strategy = "cursor:cursor=meta.next_cursor"
                follow_direction = "\(direction)"
                """.write(toFile: home.path + "/config/pagetty/config.toml", atomically: true, encoding: .utf8)
        }
        // A cursor list has no way past its last item: told to follow the tail, following stops at once.
        try profile("tail")
        let tail = try await PagettyProcess(home: home).run(["@feed", "--print", "jsonl", "--follow"])
        #expect(tail.status == 1)
        #expect(tail.stderr.contains("cannot be followed at its tail"), "\(tail.stderr)")
        try profile("sideways")
        let bad = try await PagettyProcess(home: home).run(["@feed", "--print", "jsonl", "--follow"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("follow_direction takes head or tail"), "\(bad.stderr)")
    }
}
