import Shell
import Testing

/// `--explain` prints a command and a profile meant to be shared: the user's own secrets (user
/// info and credential-looking query values in the URL, a credential header's value) stay out.
@Suite struct ExplainSecretTests {
    @Test func secretsInTheURLAndHeadersAreLeftOut() {
        let url = "https://me:pa55w0rd@api.example/x?api_key=s3cret&a=1"
        let options = GenericOptions(["url": url, "items": "data",
                                      "headers": "Authorization: Bearer t0ken\nX-Api-Key: k3y\nX-One: 1"])
        let text = DetectionReport.explain(options, shownURL: url, profile: "x").joined(separator: "\n")
        for secret in ["pa55w0rd", "s3cret", "t0ken", "k3y"] {
            #expect(!text.contains(secret), "\(secret) printed")
        }
        #expect(text.contains("api_key=REDACTED&a=1"))
        #expect(text.contains("-H 'Authorization: REDACTED'"))
        // A header that is no credential is kept as given.
        #expect(text.contains("-H 'X-One: 1'"))
        #expect(text.contains("--token-env"))
    }
}
