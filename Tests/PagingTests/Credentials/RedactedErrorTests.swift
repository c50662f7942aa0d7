import Networking
import Paging
import Testing

/// Error messages name URLs, and a URL may carry a credential in its query: those values are
/// replaced before the message reaches a status bar, stderr or a trace.
@Suite struct RedactedErrorTests {
    @Test func offHostLinkIsRedacted() {
        let message = PagingError.offHost("https://evil.example/x?page=2&access_token=s3cret&X-Amz-Signature=abc").description
        #expect(message == "refused a next link to another host: https://evil.example/x?page=2&access_token=REDACTED&X-Amz-Signature=REDACTED")
    }

    @Test func badBaseIsRedacted() {
        #expect(throws: PagingError.self) { try APIBase("ftp://x.example/?token=s3cret") }
        do {
            _ = try APIBase("ftp://x.example/?token=s3cret")
        } catch {
            #expect(!error.description.contains("s3cret"))
        }
    }
}
