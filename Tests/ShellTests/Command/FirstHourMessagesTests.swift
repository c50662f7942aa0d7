import Foundation
import Testing
import TestSupport

/// Pipe mode's one stderr line says what went wrong readably (issue 42, points 7 and 8): a
/// timeout names the URL and the time waited; an HTML error page is its title, not its markup.
@Suite struct FirstHourMessagesTests {
    /// A server that accepts and never answers: curl's low-speed limit (1 KiB/s for 15 s) ends it.
    @Test func aTimeoutSaysWhatItWaitedForAndHowLong() async throws {
        let server = try LoopbackServer { _ in .stall }
        defer { server.stop() }
        let home = TemporaryDirectory(); defer { home.remove() }
        let url = server.baseURL + "/items?page=1"
        let result = try await PagettyProcess(home: home).run(["url", url, "--print", "tsv", "--no-cache"])
        #expect(result.status == 1)
        let line = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.hasPrefix("pagetty: timed out after 1"), "\(line)")
        #expect(line.hasSuffix(" s waiting for \(url)"), "\(line)")
    }

    @Test func anHTMLErrorPageIsItsTitle() async throws {
        let page = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n"
        let server = try LoopbackServer { _ in .respond(502, [("Content-Type", "text/html")], Array(page.utf8)) }
        defer { server.stop() }
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["url", server.baseURL + "/items", "--strategy", "link",
                                                                "--print", "tsv", "--no-cache"])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("<"), "\(result.stderr)")
        #expect(result.stderr.contains("HTTP 502 Bad Gateway"), "\(result.stderr)")
    }

    /// One rule for plain http (issue 42, point 9): loopback only, for `pagetty url` and its
    /// profiles as for `--base-url`; refused before anything is sent.
    @Test func plainHTTPElsewhereIsRefusedAsForBaseURL() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let pagetty = PagettyProcess(home: home)
        let flag = try await pagetty.run(["url", "http://example.com/items", "--print", "tsv"])
        #expect(flag.status == 64, "\(flag.stderr)")
        #expect(flag.stderr.contains("plain http is allowed only for loopback hosts, not example.com; use https"), "\(flag.stderr)")
        try FileManager.default.createDirectory(atPath: home.path + "/config/pagetty", withIntermediateDirectories: true)
        try "[profiles.plain]\nurl = \"http://example.com/items\"\n"
            .write(toFile: home.path + "/config/pagetty/config.toml", atomically: true, encoding: .utf8)
        let profile = try await pagetty.run(["@plain", "--print", "tsv"])
        #expect(profile.status == 2, "\(profile.stderr)")
        #expect(profile.stderr.contains("plain http is allowed only for loopback hosts"), "\(profile.stderr)")
        let base = try await pagetty.run(["github", "--base-url", "http://example.com/github", "--print", "tsv"])
        #expect(base.status == 64 && base.stderr.contains("plain http is allowed only for loopback hosts, not example.com"))
    }
}
