import Browser
import Catalog
import Foundation
import Shell
import Testing
import TestSupport
import Theming

@Suite struct SettingsTests {
    @Test func flagsBeatTheEnvironmentWhichBeatsTheConfig() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let config = dir.path + "/config.toml"
        try """
            source = "qiita"
            per_page = 30
            [github]
            token = "from-config"
            base_url = "https://config.example.com"
            [qiita]
            token = "qiita-config"
            """.write(toFile: config, atomically: true, encoding: .utf8)
        var flags = CommandFlags()
        flags.configFile = config
        let environment = ["HOME": dir.path, "GITHUB_TOKEN": "from-env"]
        var settings = try Settings.resolve(flags: flags, environment: environment, stdoutIsTerminal: true)
        #expect(settings.source == .qiita)
        #expect(settings.perPage == 30)
        #expect(settings.endpoints[.github] == Endpoint(base: "https://config.example.com", token: "from-env"))
        #expect(settings.endpoints[.qiita]?.token == "qiita-config")
        #expect(settings.print == nil)
        #expect(settings.colors)

        flags.source = .github
        flags.perPage = 10
        flags.baseURL = "http://127.0.0.1:9/github"
        settings = try Settings.resolve(flags: flags, environment: environment.merging(["NO_COLOR": "1"]) { $1 },
                                        stdoutIsTerminal: false)
        #expect(settings.source == .github)
        #expect(settings.perPage == 10)
        #expect(settings.endpoints[.github] == Endpoint(base: "http://127.0.0.1:9/github", token: "from-env"))
        #expect(settings.print == .jsonl)
        #expect(settings.fresh)
        #expect(!settings.colors)
    }

    @Test func anEmptyNoColorIsUnsetAndTheThemeComesThrough() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let config = dir.path + "/config.toml"
        try "[theme]\nselection = \"red\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        var flags = CommandFlags()
        flags.configFile = config
        var settings = try Settings.resolve(flags: flags, environment: ["HOME": dir.path, "NO_COLOR": ""],
                                            stdoutIsTerminal: true)
        #expect(settings.colors)
        #expect(settings.theme.colors[.selection] == RoleColors(foreground: .indexed(1)))
        settings = try Settings.resolve(flags: flags, environment: ["HOME": dir.path, "NO_COLOR": "yes"],
                                        stdoutIsTerminal: true)
        #expect(!settings.colors)
        try "color = false\n".write(toFile: config, atomically: true, encoding: .utf8)
        settings = try Settings.resolve(flags: flags, environment: ["HOME": dir.path], stdoutIsTerminal: true)
        #expect(!settings.colors)
    }

    @Test func usesXDGPathsAndHonoursNoCache() throws {
        var flags = CommandFlags()
        let environment = ["HOME": "/home/u", "XDG_CACHE_HOME": "/c", "XDG_CONFIG_HOME": "/nonexistent-config"]
        var settings = try Settings.resolve(flags: flags, environment: environment, stdoutIsTerminal: true)
        #expect(settings.cacheDirectory == "/c/pagetty")
        #expect(settings.positionsFile == "/home/u/.local/state/pagetty/positions.json")
        flags.noCache = true
        settings = try Settings.resolve(flags: flags, environment: environment, stdoutIsTerminal: true)
        #expect(settings.cacheDirectory == nil)
        flags.noCache = false
        flags.cacheDirectory = "/elsewhere"
        settings = try Settings.resolve(flags: flags, environment: environment, stdoutIsTerminal: true)
        #expect(settings.cacheDirectory == "/elsewhere")
        settings = try Settings.resolve(flags: flags, environment: environment, stdoutIsTerminal: true,
                                        demoBase: "http://127.0.0.1:1")
        #expect(settings.cacheDirectory == nil)
    }

    /// `--cache-dir` moves the picture cache with the HTTP cache; off means both off.
    @Test func theImageCacheFollowsTheCacheDirectory() throws {
        var flags = CommandFlags()
        let environment = ["HOME": "/home/u", "XDG_CACHE_HOME": "/c", "XDG_CONFIG_HOME": "/nonexistent-config"]
        var settings = try Settings.resolve(flags: flags, environment: environment, stdoutIsTerminal: true)
        #expect(settings.imageCacheDirectory == "/c/pagetty/images")
        flags.cacheDirectory = "/elsewhere"
        settings = try Settings.resolve(flags: flags, environment: environment, stdoutIsTerminal: true)
        #expect(settings.imageCacheDirectory == "/elsewhere/images")
        flags.noCache = true
        settings = try Settings.resolve(flags: flags, environment: environment, stdoutIsTerminal: true)
        #expect(settings.imageCacheDirectory == nil)
    }

    @Test func dropsATokenForPlainHTTPAndRefusesAMissingConfig() throws {
        var flags = CommandFlags()
        flags.configFile = "/nonexistent/pagetty.toml"
        #expect(throws: SettingsError.self) {
            try Settings.resolve(flags: flags, environment: [:], stdoutIsTerminal: true)
        }
        flags.configFile = nil
        flags.baseURL = "http://example.com"
        #expect(throws: SettingsError.endpoint("--base-url: plain http is allowed only for loopback hosts, not example.com; use https")) {
            try Settings.resolve(flags: flags, environment: ["HOME": "/nonexistent"], stdoutIsTerminal: true)
        }
    }
}
