import Foundation
import Testing
import TestSupport

/// Messages a new user meets: full command names, no internal addresses or framework errors,
/// and help that says where to look.
@Suite struct MessagesTests {
    @Test func aDemoPathWithoutItsSlashWorksAndAURLIsExplained() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let pagetty = PagettyProcess(home: home)
        let path = try await pagetty.run(["url", "--demo", "generic/offset", "--items", "data.items",
                                          "--strategy", "offset:offset,limit", "--limit", "2", "--print", "tsv"])
        #expect(path.status == 0, "\(path.stderr)")
        #expect(path.lines.count == 2)
        let absolute = try await pagetty.run(["url", "--demo", "http://example.com/items", "--print", "tsv"])
        #expect(absolute.status == 64)
        #expect(absolute.stderr.contains("with --demo, <url> is a path on the built-in mock"), "\(absolute.stderr)")
        #expect(!absolute.stderr.contains("127.0.0.1"))
    }

    @Test func usageErrorsNameTheWholeCommand() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let pagetty = PagettyProcess(home: home)
        for arguments in [["url", "--bogus"], ["@mine", "--bogus"]] {
            let result = try await pagetty.run(arguments)
            #expect(result.status == 64)
            #expect(result.stderr.contains("See 'pagetty url --help'"), "\(result.stderr)")
        }
    }

    @Test(arguments: [["pokemon", "--print", "jsonl", "--limit", "-1"], ["url", "http://127.0.0.1:9/", "--limit", "-1"],
                      ["pokemon", "--per-page", "-1"]])
    func aNegativeNumberIsABadNumberNotAMissingOne(arguments: [String]) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(arguments)
        #expect(result.status == 64)
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
        #expect(result.stderr.contains("takes"), "\(result.stderr)")
    }

    @Test func helpSaysWhereTheStrategiesAreAndShowsEveryForm() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let pagetty = PagettyProcess(home: home)
        let url = String(decoding: try await pagetty.run(["url", "--help"]).stdout, as: UTF8.self)
        #expect(!url.contains("see below") && url.contains("one of the strategies listed"), "\(url)")
        let root = String(decoding: try await pagetty.run(["--help"]).stdout, as: UTF8.self)
        #expect(root.contains("pagetty url <url> [<options>]") && root.contains("pagetty @NAME [<options>]"), "\(root)")
    }

    @Test func aConfigSyntaxErrorShowsWhatItSawReadably() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let config = home.path + "/c.toml"
        try "per_page = 20\n[github\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["github", "--config", config, "--limit", "1"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("\\n"), "\(result.stderr)")
        #expect(result.stderr.contains("saw the end of the line"), "\(result.stderr)")
    }

    @Test func theManPageShowsEveryFormAndFindsABareCommandOnPATH() async throws {
        let manual = BuiltProducts.path("pagetty-manual")
        let bare = try await Subprocess.runOffPool("/usr/bin/env", ["PATH=\(BuiltProducts.directory.path):/usr/bin:/bin", manual, "pagetty", "2026-01-01"])
        #expect(bare.status == 0, "\(bare.output.prefix(300))")
        let synopsis = bare.output.components(separatedBy: ".SH SYNOPSIS").last?.components(separatedBy: ".SH DESCRIPTION").first ?? ""
        #expect(synopsis.contains(".B pagetty url") && synopsis.contains("@NAME"), "\(synopsis)")
        let missing = try await Subprocess.runOffPool("/usr/bin/env", ["PATH=/usr/bin:/bin", manual, "pagetty-nowhere"])
        #expect(missing.status != 0)
        #expect(missing.output.contains("no pagetty-nowhere on PATH"), "\(missing.output)")
        #expect(!missing.output.contains("NSCocoaErrorDomain"))
    }
}
