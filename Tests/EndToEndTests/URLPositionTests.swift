import Foundation
import MockAPI
import Testing
import TestSupport

/// `pagetty url` remembers where a list with a known total was left, per URL, as the built-in
/// sources do; `--fresh` starts at the top.
@Suite("End to end: url position", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct URLPositionTests {
    @Test func aSecondRunStartsWhereTheFirstLeftAndFreshStartsAtTheTop() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-urlpos-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let base = mock.baseURL
        let list = "url \(TmuxSession.quote(base + "/generic/offset?count=1000")) --items data.items "
            + "--title name --strategy offset:offset,limit --per-page 20 --total meta.total --no-cache"
        func start(_ extra: String = "") throws -> TmuxSession {
            try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) \(list) \(extra)",
                            environment: ["XDG_STATE_HOME": scratch + "/state"])
        }
        let first = try start()
        let top = BrowserScreen(try await first.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 10 })
        let firstRow = try #require(top.itemRows.first)
        try await first.sendHandled(Array(repeating: "NPage", count: 5))
        let moved = try await first.waitUntil("a screen further on", timeout: .seconds(10)) {
            let screen = BrowserScreen($0)
            return !screen.isHelp && !screen.isLoading && !screen.itemRows.isEmpty && screen.itemRows.first != firstRow
        }
        let remembered = try #require(BrowserScreen(moved).itemRows.first)
        try first.send("q")
        #expect(try await first.waitForExit().status == 0)

        let second = try start()
        try await second.waitUntil("the remembered row first", timeout: .seconds(10)) {
            BrowserScreen($0).itemRows.first == remembered
        }
        try second.send("q")
        _ = try await second.waitForExit()

        let fresh = try start("--fresh")
        try await fresh.waitUntil("the top again", timeout: .seconds(10)) { BrowserScreen($0).itemRows.first == firstRow }
        try fresh.send("q")
        _ = try await fresh.waitForExit()
    }
}
