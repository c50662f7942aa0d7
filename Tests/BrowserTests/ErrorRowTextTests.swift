import Networking
import Paging
import Testing
@testable import Browser
import TestSupport

/// Error rows lead with what to do and a reason that fits; the whole message is one selection away.
@Suite("Error rows")
struct ErrorRowTextTests {
    static let refused = PagingError.http(.transport(
        code: 7, message: "Failed to connect to 127.0.0.1 port 1 after 0 ms: Couldn't connect to server"))

    @Test func typedErrorsGetShortReasons() {
        let cases: [(PagingError, Int?, String)] = [
            (Self.refused, nil, "can't connect to 127.0.0.1:1"),
            (.http(.transport(code: 6, message: "Could not resolve host: api.nowhere.invalid")), nil,
             "DNS: can't resolve api.nowhere.invalid"),
            (.http(.transport(code: 28, message: "Operation timed out after 30000 milliseconds")), nil, "timed out"),
            (.http(.timedOut(url: "http://127.0.0.1:9/items?page=1", milliseconds: 15_004)), nil, "timed out after 15 s"),
            (.http(.transport(code: 60, message: "SSL certificate problem: self-signed certificate")), nil,
             "TLS: certificate not trusted"),
            (.http(.transport(code: 35, message: "OpenSSL SSL_connect: SSL_ERROR_SYSCALL")), nil, "TLS handshake failed"),
            (.http(.status(500, body: Array(#"{"message":"Server Error"}"#.utf8))), nil, "HTTP 500 server error"),
            (.http(.status(429, body: [])), 185, "HTTP 429 rate limit, resets in 3m05s"),
            (.http(.status(403, body: Array(#"{"message":"API rate limit exceeded for 1.2.3.4."}"#.utf8))), nil,
             "HTTP 403 rate limit"),
            (.http(.status(404, body: [])), nil, "HTTP 404 not found"),
            (.decoding("GitHub users: expected an array"), nil, "malformed page"),
        ]
        for (error, reset, reason) in cases {
            #expect(ErrorReason.short(error, resetIn: reset) == reason)
        }
    }

    @Test func theRowFitsEightyColumnsWhateverTheHost() {
        let long = String(repeating: "very-long-label.", count: 20) + "example"
        let errors: [PagingError] = [
            .http(.transport(code: 7, message: "Failed to connect to \(long) port 65535 after 3 ms: Couldn't connect")),
            .http(.transport(code: 6, message: "Could not resolve host: \(long)")),
            .http(.status(429, body: [])), .http(.transport(code: 99, message: long)),
        ]
        for error in errors {
            let row = "✗ R retry — " + ErrorReason.short(error, resetIn: 86_399)
            #expect(row.count <= 80, "\(row)")
        }
    }

    @Test func theRowSaysRetryFirstAndTheStatusLineTheWholeMessage() {
        let rows: [ListRow] = [.error(RowError(Self.refused))]
        var screen = Screen(tabs: ["GitHub"], columns: [Column("Login")], rows: rows, selectedRow: 0,
                            status: ListStatus(source: "GitHub users", lastError: Self.refused.description))
        var canvas = MemoryCanvas(size: TerminalSize(columns: 80, rows: 24))
        Renderer.render(screen, into: &canvas)
        #expect(canvas.line(2) == "✗ R retry — can't connect to 127.0.0.1:1")
        #expect(canvas.line(23).hasPrefix("✗ network error: Failed to connect to 127.0.0.1 port 1 after 0 ms"))
        #expect(Snapshot.mismatch(canvas.text, named: "error-row-selected") == nil)
        // Not selected: the status line is the usual one, the last error at its end.
        screen.rows.insert(.item(RowItem(id: "1", cells: ["mojombo"])), at: 0)
        canvas = MemoryCanvas(size: TerminalSize(columns: 80, rows: 24))
        Renderer.render(screen, into: &canvas)
        #expect(canvas.line(23).hasPrefix("  GitHub users  0  ✗ network error"))
    }
}
