import Foundation
import MockAPI
import Testing

/// Failures as the user sees them: an error row in the list, then `R`.
@Suite("End to end: errors", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct ErrorRowTests {
    @Test func aFailedPageShowsAnErrorRowAndRRetries() async throws {
        let mock = try await MockServer.start()
        // The first load and its three retries all fail; the retry the user asks for succeeds.
        mock.addFault(FaultRule(pathPrefix: "/github/users", kind: .status(500, retryAfter: nil), count: 4))
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) github --no-cache --base-url \(mock.baseURL)/github")
        let failed = try await session.waitUntil("the error row", timeout: .seconds(20)) { lines in
            BrowserScreen(lines).rows.contains { $0.hasPrefix("✗ R retry — HTTP 500 server error") }
        }
        #expect(BrowserScreen(failed).itemRows.isEmpty)
        #expect(mock.requestLog.filter { $0.path.hasSuffix("/users") }.count == 4)
        try session.send("R")
        let loaded = try await session.waitUntil("rows after R") { !BrowserScreen($0).itemRows.isEmpty }
        #expect(!BrowserScreen(loaded).rows.contains { $0.hasPrefix("✗ ") })
        #expect(mock.requestLog.filter { $0.path.hasSuffix("/users") }.count == 5)
        await mock.stop()
    }
}
