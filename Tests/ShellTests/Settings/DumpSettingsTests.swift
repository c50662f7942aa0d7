import Foundation
import Shell
import Testing
import TestSupport

/// `--parallel` and `[paging] parallel`, `[paging] max_page_mb`: the flag beats the file, the file
/// beats the defaults, and values out of range are refused with the key named.
@Suite struct DumpSettingsTests {
    @Test func theFlagBeatsTheFileWhichBeatsTheDefaults() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let config = dir.path + "/config.toml"
        var flags = CommandFlags()
        flags.configFile = config
        try "".write(toFile: config, atomically: true, encoding: .utf8)
        var settings = try Settings.resolve(flags: flags, environment: ["HOME": dir.path], stdoutIsTerminal: false)
        #expect(settings.paging.parallel == 10)
        #expect(settings.maxPageBytes == 64 * 1024 * 1024)
        try "[paging]\nparallel = 2\nmax_page_mb = 200\n".write(toFile: config, atomically: true, encoding: .utf8)
        settings = try Settings.resolve(flags: flags, environment: ["HOME": dir.path], stdoutIsTerminal: false)
        #expect(settings.paging.parallel == 2)
        #expect(settings.maxPageBytes == 200 * 1024 * 1024)
        flags.parallel = 1
        settings = try Settings.resolve(flags: flags, environment: ["HOME": dir.path], stdoutIsTerminal: false)
        #expect(settings.paging.parallel == 1)
    }

    @Test func outOfRangeIsRefused() {
        #expect(throws: ConfigError.badValue(path: "c.toml", key: "paging.parallel", expected: "an integer from 1 to 16")) {
            try ConfigParser.parse("[paging]\nparallel = 17", path: "c.toml")
        }
        #expect(throws: ConfigError.self) { try ConfigParser.parse("[paging]\nmax_page_mb = 0", path: "c.toml") }
    }
}
