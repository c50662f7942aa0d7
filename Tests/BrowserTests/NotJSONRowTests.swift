import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport
@testable import Browser

/// An answer that is not JSON says so (its content type and first bytes) and offers no retry that
/// cannot help: asking again brings the same page (issue 42, point 8).
@Suite("Not JSON", .timeLimit(.minutes(1)))
struct NotJSONRowTests {
    static let page = "<!DOCTYPE html>\n<html><head><title>Welcome</title></head><body>\u{1B}[31m hi</body></html>"

    static func error() throws -> PagingError {
        let spec = try GenericSpec.parse(url: "http://127.0.0.1:9/index.html", strategy: "link")
        let source = try GenericSource(spec: spec, environment: [:])
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"],
                                    body: Array(page.utf8), effectiveURL: "http://127.0.0.1:9/index.html")
        do throws(PagingError) {
            _ = try source.decode(response)
        } catch {
            return error
        }
        Issue.record("an HTML page decoded")
        return .decoding("")
    }

    @Test func theMessageNamesTheContentTypeAndTheFirstBytes() throws {
        let message = try Self.error().description
        #expect(message.contains("not JSON"), "\(message)")
        #expect(message.contains("text/html"), "\(message)")
        #expect(message.contains("<!DOCTYPE html> <html><head>"), "\(message)")
        #expect(!message.contains("\u{1B}") && !message.contains("\n"), "\(message)")
    }

    @Test func theRowOffersNoRetry() throws {
        let rows: [ListRow] = [.error(RowError(try Self.error()))]
        let screen = Screen(tabs: ["x"], columns: [Column("id")], rows: rows, status: ListStatus(source: "x"))
        var canvas = MemoryCanvas(size: TerminalSize(columns: 80, rows: 24))
        Renderer.render(screen, into: &canvas)
        #expect(canvas.line(2) == "✗ not JSON (text/html)", "\(canvas.text)")
    }

    /// A list whose first answer is not JSON shows no column it did not read: nothing said what
    /// its items hold, so the header is as blank as while the first page loads (it read `id … id`),
    /// and the one row says what came back, with no retry.
    @MainActor @Test func theHeaderInventsNoColumns() async throws {
        let body = Array(Self.page.utf8)
        let transport = StubTransport { _ in
            HTTPResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: body)
        }
        let spec = try GenericSpec.parse(url: "http://127.0.0.1:9/index.html", strategy: "link")
        let model = ListViewModel(source: try GenericSource(spec: spec, environment: [:]), transport: transport,
                                  clock: TestClock<Duration>())
        let app = App(tabs: [Tab(name: "127.0.0.1/index.html", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 24))
        _ = app.drawn()
        await model.paginator.quiescent()
        let isError = if case .error = model.row(at: 0) { true } else { false }
        #expect(isError)
        let (_, canvas) = app.drawn()
        #expect(canvas.line(1).trimmingCharacters(in: .whitespaces).isEmpty, "\(canvas.text)")
        #expect(canvas.line(2) == "✗ not JSON (text/html)", "\(canvas.text)")
    }
}
