import Foundation
import Testing
import TestSupport

/// The three servers of issue 25 through the binary in tmux (`pagetty url … --strategy
/// offset:offset,limit --total meta.total --per-page 20`): every item once on screen, and what
/// `G` costs.
@Suite("End to end: misleading servers", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct MisleadingServerEndToEndTests {
    static func start(_ server: MisleadingListServer, scratch: String, height: Int = 50) throws -> TmuxSession {
        let list = "url \(TmuxSession.quote(server.url)) --items data.items --title name "
            + "--strategy offset:offset,limit --total meta.total --per-page 20 --no-cache"
        return try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) \(list)", height: height,
                               environment: ["XDG_STATE_HOME": scratch + "/state", "XDG_CACHE_HOME": scratch + "/cache"])
    }

    /// `G`, then the screen once nothing loads and the end row shows.
    static func bottom(_ session: TmuxSession) async throws -> BrowserScreen {
        try session.send("G")
        return BrowserScreen(try await session.waitUntil("the end of the list", timeout: .seconds(30)) {
            let screen = BrowserScreen($0)
            return !screen.isLoading && screen.endRow != nil
        })
    }

    /// Every item row from the top to the end row, PgDn by PgDn, each screen settled. The first
    /// screen must show `first` at the top: the screen before `g` is read (the bottom) also
    /// differs from no screen at all, and was taken for the top once in CI.
    static func walk(_ session: TmuxSession, first: String = "item1") async throws -> [String] {
        try session.send("g")
        var seen: [String] = []
        var previous: [String] = []
        for _ in 0..<100 {
            let screen = BrowserScreen(try await session.waitUntil("a loaded screen", timeout: .seconds(15)) {
                let screen = BrowserScreen($0)
                let top = screen.itemRows.first.map { String($0.split(separator: " ").first ?? "") }
                return !screen.isLoading && !screen.itemRows.isEmpty && screen.rows != previous
                    && (!previous.isEmpty || top == first)
            })
            previous = screen.rows
            let names = screen.itemRows.map { String($0.split(separator: " ").first ?? "") }
            #expect(Set(names).count == names.count, "a row twice on one screen: \(screen.rows)")
            for name in names where !seen.contains(name) { seen.append(name) }
            if screen.endRow != nil { break }
            try session.send("NPage")
        }
        return seen
    }

    static func items(_ count: Int) -> [String] { (1...count).map { "item\($0)" } }

    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-issue25-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aTotalGrowingAfterTheShortLastPageWasLoadedShowsEveryItem() async throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let server = try MisleadingListServer(.init(items: 185))
        defer { server.stop() }
        // A short screen, so the pages between the top and the end are read after the list grew.
        let session = try Self.start(server, scratch: scratch, height: 15)
        try await session.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 5 }
        _ = try await Self.bottom(session)
        server.change { $0.items = 210 }
        let seen = try await Self.walk(session)
        let end = try await Self.bottom(session)
        #expect(seen == Self.items(210))
        #expect(end.status.contains(" 210/210 "), "\(end.status)")
        // No page asked twice; the short last page's rest and the new tail asked once each.
        #expect(Set(server.offsets).count == server.requestCount, "\(server.offsets)")
        #expect(server.offsets.contains(185) && server.offsets.contains(200), "\(server.offsets)")
    }

    @Test func aTotalFarAboveTheItemsCostsAFewRequests() async throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let server = try MisleadingListServer(.init(items: 100, saidTotal: 1000))
        defer { server.stop() }
        let session = try Self.start(server, scratch: scratch)
        try await session.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 10 }
        let end = try await Self.bottom(session)
        let afterBottom = server.requestCount
        let seen = try await Self.walk(session)
        #expect(seen == Self.items(100))
        #expect(end.status.contains(" 100/100 "), "\(end.status)")
        #expect(end.status.contains("the server's total said 1000; the list ends at 100"), "\(end.status)")
        // The pages up to the end and the empty pages where the total promised more (50 before):
        // one a load side by side, so up to 9 more than one at a time (8) with the default 10.
        #expect(afterBottom <= 8 + 9, "\(server.offsets)")
    }

    @Test func pagesShorterThanPlannedShowEveryItem() async throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let server = try MisleadingListServer(.init(items: 100, firstPageCap: 20, pageCap: 10))
        defer { server.stop() }
        let session = try Self.start(server, scratch: scratch)
        try await session.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 10 }
        _ = try await Self.bottom(session)
        let seen = try await Self.walk(session)
        #expect(seen == Self.items(100))
        // Pipe mode's count: each page's rest asked once, from where the page stopped.
        #expect(server.offsets.sorted() == [0, 20, 30, 40, 50, 60, 70, 80, 90])
    }
}
