import Foundation
import Testing
import TestSupport

/// `pagetty url` remembers where a list with a known total was left, per URL, as the built-in
/// sources do; `--fresh` starts at the top.
///
/// The mock runs as its own process (`pagetty-mock`): an in-process server left to its deinit
/// while other suites' servers accept connections crashed the test process in NIO.
@Suite("End to end: url position", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct URLPositionTests {
    @Test func aSecondRunStartsWhereTheFirstLeftAndFreshStartsAtTheTop() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pagetty-urlpos-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let mockBinary = Pagetty.binary.replacingOccurrences(of: "/pagetty", with: "/pagetty-mock", options: .backwards)
        let mock = try Subprocess.start(mockBinary, [], output: scratch + "/mock.out")
        defer {
            kill(mock, SIGTERM)
            _ = Subprocess.wait(mock)
        }
        let base = try await Self.firstLine(of: scratch + "/mock.out")
        let list = "url \(TmuxSession.quote(base + "/generic/offset?count=1000")) --items data.items "
            + "--title name --strategy offset:offset,limit --per-page 20 --total meta.total --no-cache"
        func start(_ extra: String = "") throws -> TmuxSession {
            try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) \(list) \(extra)",
                            environment: ["XDG_STATE_HOME": scratch + "/state"])
        }
        let first = try start()
        let top = BrowserScreen(try await first.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 10 })
        let firstRow = try #require(top.itemRows.first)
        for _ in 0..<5 { try first.send("NPage") }
        let moved = try await first.waitUntil("a screen further on", timeout: .seconds(10)) {
            let screen = BrowserScreen($0)
            return !screen.isLoading && !screen.itemRows.isEmpty && screen.itemRows.first != firstRow
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

    /// The mock's first line (its base URL), once written.
    static func firstLine(of path: String) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(15)
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), let line = text.split(separator: "\n").first,
               text.contains("\n") {
                return String(line)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw TmuxSession.Failure(description: "pagetty-mock printed no URL")
    }
}
