import Foundation
import Testing

/// `pagetty url URL` alone in the browser: what was detected is on the status line once, until a key.
@Suite("End to end: detection", .serialized, .enabled(if: Pagetty.supportsDemo, "the pagetty binary is not built"))
struct DetectionEndToEndTests {
    @Test func theStatusLineSaysWhatWasDetectedUntilAKey() async throws {
        let session = try TmuxSession(command: "\(TmuxSession.quote(Pagetty.binary)) url --demo /generic/link", width: 200, height: 20)
        let screen = try await session.waitUntil("the first rows") { BrowserScreen($0).itemRows.count > 3 }
        let status = screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(status.contains("pages by Link header rel=\"next\""), "\(status)")
        #expect(screen.contains { $0.contains("Item 60") })
        try session.send("j")
        _ = try await session.waitUntil("the message gone") { lines in
            !(lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "").contains("pages by")
        }
        try session.send("q")
        _ = try await session.waitForExit()
    }
}
