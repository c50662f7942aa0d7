import Catalog
import Foundation
import Shell
import Testing
import TestSupport

/// Each built-in source's page-size range, from `--per-page` and from the config file.
@Suite struct PerPageRangeTests {
    @Test func eachSourceHasItsOwnRange() {
        #expect(BuiltInSource.github.perPageRange == 1...100)
        #expect(BuiltInSource.qiita.perPageRange == 1...100)
        #expect(BuiltInSource.pokemon.perPageRange == 1...1_000)
        #expect(BuiltInSource.sharedPerPageRange == 1...100)
    }

    func resolve(_ source: BuiltInSource?, perPage: Int?, config: String = "") throws(SettingsError) -> Settings {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let file = dir.path + "/config.toml"
        try? config.write(toFile: file, atomically: true, encoding: .utf8)
        var flags = CommandFlags()
        flags.source = source
        flags.perPage = perPage
        flags.configFile = file
        return try Settings.resolve(flags: flags, environment: ["HOME": dir.path], stdoutIsTerminal: true)
    }

    @Test func pokemonTakesUpToAThousandAndTheOtherTabsAreClamped() throws {
        let settings = try resolve(.pokemon, perPage: 1_000)
        #expect(settings.perPage(for: .pokemon) == 1_000)
        #expect(settings.perPage(for: .github) == 100 && settings.perPage(for: .qiita) == 100)
        #expect(try BuiltInSource.pokemon.make(perPage: 1_000).request(for: .offset(0, limit: 1_000)).url
            == "https://pokeapi.co/api/v2/pokemon?offset=0&limit=1000")
    }

    @Test(arguments: [(BuiltInSource.github, 101, "--per-page takes 1 to 100 for github"),
                      (.qiita, 500, "--per-page takes 1 to 100 for qiita"),
                      (.pokemon, 1_001, "--per-page takes 1 to 1000 for pokemon"),
                      (.pokemon, 0, "--per-page takes 1 to 1000 for pokemon")])
    func outOfRangeNamesTheSourceAndItsRange(source: BuiltInSource, perPage: Int, message: String) {
        #expect(throws: SettingsError.perPage(message)) { _ = try resolve(source, perPage: perPage) }
        #expect(SettingsError.perPage(message).description == "pagetty: " + message)
    }

    @Test func theConfigsSourceIsCheckedOnceKnown() {
        #expect(throws: SettingsError.perPage("--per-page takes 1 to 100 for qiita")) {
            _ = try resolve(nil, perPage: 500, config: "source = \"qiita\"\n")
        }
    }

    @Test func aSourceTableMayGoAsFarAsItsSourceTakes() throws {
        let settings = try resolve(nil, perPage: nil, config: "source = \"pokemon\"\nper_page = 50\n[pokemon]\nper_page = 800\n")
        #expect(settings.perPage == 800)
        #expect(settings.perPage(for: .github) == 50)
        #expect(throws: ConfigError.badValue(path: "c.toml", key: "github.per_page", expected: "an integer from 1 to 100")) {
            try ConfigParser.parse("[github]\nper_page = 800\n", path: "c.toml")
        }
        #expect(throws: ConfigError.badValue(path: "c.toml", key: "pokemon.per_page", expected: "an integer from 1 to 1000")) {
            try ConfigParser.parse("[pokemon]\nper_page = 1001\n", path: "c.toml")
        }
    }
}
