import Networking
import Testing

/// The one URL redaction: user info in every form, credential-looking query and fragment values.
@Suite struct RedactionTests {
    @Test(arguments: [
        ("http://ghp_USERSECRET@127.0.0.1:8080/items", "http://REDACTED@127.0.0.1:8080/items"),
        ("https://TOKEN:x-oauth-basic@github.com/a", "https://REDACTED@github.com/a"),
        ("https://a%40b:p%3Aw@h.example/x?page=2", "https://REDACTED@h.example/x?page=2"),
        ("https://u@v@h.example", "https://REDACTED@h.example"),
        ("https://SECRET@h.example\\@evil.example/x", "https://REDACTED@h.example\\@evil.example/x"),
        ("ghp_BARE@h.example/x", "REDACTED@h.example/x"),
        ("ghp_BARE@h.example/https://u:p@h/x", "REDACTED@h.example/https://u:p@h/x"),
        ("https://h.example/cb#access_token=FRAGSECRET&state=1", "https://h.example/cb#access_token=REDACTED&state=1"),
        ("https://h.example/x?key=A&secret=B&password=C&sig=D&sid=E&PRIVATE-TOKEN=F",
         "https://h.example/x?key=REDACTED&secret=REDACTED&password=REDACTED&sig=REDACTED&sid=REDACTED&PRIVATE-TOKEN=REDACTED"),
        ("https://h.example/a@b/c?q=x@y", "https://h.example/a@b/c?q=x@y"),
    ])
    func redacts(url: String, expected: String) {
        #expect(RedactedURL.redact(url) == expected)
    }

    @Test func isIdempotentAndKeepsNoSecretAcrossForms() {
        let secrets = ["S3CR3T", "tok%40en"]
        for secret in secrets {
            for url in ["https://\(secret)@h/x", "https://u:\(secret)@h/x", "https://h/x?api_key=\(secret)",
                        "https://h/x?a=1#token=\(secret)", "\(secret)@h"] {
                let once = RedactedURL.redact(url)
                #expect(!once.contains(secret), "\(url)")
                #expect(RedactedURL.redact(once) == once)
            }
        }
    }
}
