import Foundation
import Testing
import TestSupport

/// The built binary's help, version, completions and config errors.
@Suite struct CommandLineTests {
    @Test func helpVersionAndCompletions() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let pagetty = PagettyProcess(home: home)
        let help = try await pagetty.run(["--help"])
        #expect(help.status == 0)
        let helpText = String(decoding: help.stdout, as: UTF8.self)
        for flag in ["--print", "--limit", "--since", "--offset", "--config", "--cache-dir", "--fresh", "--no-cache"] {
            #expect(helpText.contains(flag), "\(flag)")
        }
        let version = try await pagetty.run(["--version"])
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
        for shell in ["bash", "zsh", "fish"] {
            let script = try await pagetty.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(String(decoding: script.stdout, as: UTF8.self).contains("pagetty"))
        }
    }

    @Test func aMalformedConfigNamesTheLine() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.path + "/config/pagetty", withIntermediateDirectories: true)
        try "per_page = 20\n\n[github\n".write(toFile: home.path + "/config/pagetty/config.toml", atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["github", "--limit", "1"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("config.toml:3:"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func unknownConfigKeysWarn() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let config = home.path + "/c.toml"
        try "colour = \"red\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["pokemon", "--demo", "--limit", "1", "--config", config])
        #expect(result.status == 0)
        #expect(result.stderr.contains("unknown key colour"))
    }
}
