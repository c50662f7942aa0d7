import Clocks
import Networking
import Testing
@testable import Browser
import TestSupport

/// While the paginator retries on its own, the status line says the failure in the error rows'
/// short words (one wording on screen), not libcurl's whole text cut at the edge.
@MainActor @Suite(.timeLimit(.minutes(1))) struct RetryStatusTests {
    nonisolated static let refused = HTTPError.transport(
        code: 7, message: "Failed to connect to 127.0.0.1 port 1 after 0 ms: Couldn't connect to server")

    @Test func theStatusLineUsesTheRowsShortReasonDuringRetries() async throws {
        let transport = StubTransport { _ throws(HTTPError) in throw Self.refused }
        let model = try ListViewModel(builtIn: .github, base: "http://127.0.0.1:1/github", transport: transport,
                                      clock: TestClock<Duration>())
        let app = App(tabs: [Tab(name: "GitHub", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 24))
        _ = app.drawn()
        await model.paginator.quiescent()
        #expect(model.status.lastError != nil)
        let said = try #require(model.status.lastError)
        #expect(said.hasPrefix("can't connect to 127.0.0.1:1; retry 1 in "), "\(said)")
        let (_, canvas) = app.drawn()
        #expect(canvas.line(23).contains("✗ can't connect to 127.0.0.1:1; retry 1 in "))
        #expect(!canvas.text.contains("Failed to connect"))
        // The whole text is still there for the trace and the selected error row.
        #expect(model.paginator.lastError?.description.hasPrefix("network error: Failed to connect") == true)
    }
}
