import Browser
import Clocks
import Networking
import Testing
import TestSupport

/// The view model words a typed failure as the row's short reason and keeps the whole message.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ErrorRowModelTests {
    @Test func aMalformedPageIsSaidShortlyAndInFull() async throws {
        let transport = StubTransport { _ in HTTPResponse(status: 200, body: Array("<html>maintenance</html>".utf8)) }
        let model = try ListViewModel(builtIn: .github, base: "http://127.0.0.1:8080/github", transport: transport,
                                      clock: TestClock<Duration>())
        model.appeared(0..<20)
        await model.paginator.quiescent()
        let isError = if case .error = model.row(at: 0) { true } else { false }
        #expect(isError)
        guard case .error(let error) = model.row(at: 0) else { return }
        #expect(error.reason == "malformed page")
        #expect(error.message.hasPrefix("unexpected response: "))
        // The status line says it in the row's words (issue 24: one wording on screen).
        #expect(error.reason == model.status.lastError)
    }
}
