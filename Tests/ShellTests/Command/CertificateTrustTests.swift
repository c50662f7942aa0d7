import Foundation
import Testing
import TestSupport

/// `SSL_CERT_FILE` and `CURL_CA_BUNDLE` name the certificate authorities a run trusts, as for
/// OpenSSL and curl; without them a server's private certificate is refused.
@Suite struct CertificateTrustTests {
    static let items = Array(#"[{"id":1,"name":"one"},{"id":2,"name":"two"}]"#.utf8)

    @Test(arguments: ["SSL_CERT_FILE", "CURL_CA_BUNDLE"])
    func aNamedBundleIsTrusted(variable: String) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let server = try await NginxServer(files: ["/items.json": Self.items])
        let result = try await PagettyProcess(home: home).run(
            ["url", server.baseURL + "/items.json", "--title", "name", "--print", "jsonl"],
            [variable: server.certificate])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.objects.compactMap { $0["title"] as? String } == ["one", "two"])
    }

    @Test func aPrivateCertificateIsRefusedWithAClearMessage() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let server = try await NginxServer(files: ["/items.json": Self.items])
        let result = try await PagettyProcess(home: home).run(
            ["url", server.baseURL + "/items.json", "--title", "name", "--print", "jsonl"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.lowercased().contains("certificate"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
