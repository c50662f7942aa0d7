import Foundation
import MockAPI
import Testing
import TestSupport

/// The built binary with its disk cache, against the in-process mock.
@Suite(.serialized) struct DiskCacheTests {
    @Test func aSecondRunRevalidatesWithA304() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let pagetty = PagettyProcess(home: home)
        // Qiita says max-age=0, must-revalidate: every run asks, with the ETag.
        let arguments = ["qiita", "--base-url", mock.baseURL + "/qiita", "--per-page", "20", "--limit", "40"]
        let first = try await pagetty.run(arguments)
        let second = try await pagetty.run(arguments)
        #expect(first.status == 0 && second.status == 0, "\(first.stderr) \(second.stderr)")
        #expect(first.stdout == second.stdout)
        #expect(first.objects.count == 40)
        let log = mock.requestLog
        #expect(log.count == 4)
        #expect(log.prefix(2).allSatisfy { $0.status == 200 && !$0.headers.contains { $0.name == "if-none-match" } })
        #expect(log.suffix(2).allSatisfy { $0.status == 304 && $0.headers.contains { $0.name == "if-none-match" } })
    }

    @Test func maxAgeServesWithoutARequest() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let pagetty = PagettyProcess(home: home)
        let arguments = ["pokemon", "--base-url", mock.baseURL + "/pokeapi", "--per-page", "20", "--limit", "40",
                         "--cache-dir", home.path + "/moved-cache"]
        let first = try await pagetty.run(arguments)
        let requests = mock.requestLog.count
        let second = try await pagetty.run(arguments)
        #expect(first.status == 0 && second.status == 0)
        #expect(requests == 2)
        #expect(mock.requestLog.count == requests)
        #expect(first.stdout == second.stdout)
        #expect(FileManager.default.fileExists(atPath: home.path + "/moved-cache"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/cache/pagetty"))
        // --no-cache asks again.
        _ = try await pagetty.run(arguments + ["--no-cache"])
        #expect(mock.requestLog.count == requests + 2)
    }

    @Test func anOfflineStartServesTheCache() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        let pagetty = PagettyProcess(home: home)
        let arguments = ["qiita", "--base-url", mock.baseURL + "/qiita", "--per-page", "20", "--limit", "20"]
        let online = try await pagetty.run(arguments)
        await mock.stop()
        let offline = try await pagetty.run(arguments)
        #expect(online.status == 0 && offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == online.stdout)
        #expect(offline.objects.count == 20)
        #expect(online.stderr.isEmpty)
        #expect(offline.stderr.hasPrefix("pagetty: offline: showing cached page from "))
        #expect(offline.stderr.split(separator: "\n").count == 1)
        // Nothing cached for the next page: the run fails, clearly (no retries, to keep the test fast).
        let config = home.path + "/retries.toml"
        try "[paging]\nretries = 0\n".write(toFile: config, atomically: true, encoding: .utf8)
        let further = try await pagetty.run(["qiita", "--base-url", mock.baseURL + "/qiita", "--per-page", "20",
                                             "--limit", "21", "--config", config])
        #expect(further.status == 1)
        #expect(further.objects.count == 20)
        // The offline notice, then the failure: one line each.
        let told = further.stderr.split(separator: "\n")
        #expect(told.count == 2)
        #expect(told.last?.hasPrefix("pagetty: network error: ") == true)
    }

    @Test func tokensAppearInNoFileAndNoOutput() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let secret = "ghp_SECRETtoken1234567890"
        var configuration = MockConfiguration()
        configuration.tokens = [secret]
        let mock = try await MockServer.start(configuration)
        defer { Task { await mock.stop() } }
        let pagetty = PagettyProcess(home: home)
        let arguments = ["github", "--base-url", mock.baseURL + "/github", "--per-page", "30", "--limit", "60"]
        let first = try await pagetty.run(arguments, ["GITHUB_TOKEN": secret])
        let second = try await pagetty.run(arguments + ["--print", "tsv"], ["GITHUB_TOKEN": secret])
        // A wrong token: the error message must not echo it either.
        let refused = try await pagetty.run(arguments + ["--no-cache"], ["GITHUB_TOKEN": secret + "x"])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)")
        #expect(refused.status == 1)
        let log = mock.requestLog
        #expect(log.contains { $0.headers.contains { $0.name == "authorization" && $0.value == "Bearer ***" } })
        #expect(!log.contains { ($0.query ?? "").contains(secret) })
        for output in [first, second, refused] {
            #expect(!String(decoding: output.stdout, as: UTF8.self).contains(secret))
            #expect(!output.stderr.contains(secret))
        }
        let files = home.files()
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file)")
            #expect(!file.contains(secret))
        }
    }
}
