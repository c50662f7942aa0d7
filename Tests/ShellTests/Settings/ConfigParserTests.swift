import Browser
import Catalog
import Images
import Shell
import Testing
import Theming

@Suite struct ConfigParserTests {
    static let sample = """
        source = "qiita"
        per_page = 50
        osc52 = true
        color = false

        [theme]
        selection = "blue"

        [keys]
        quit = "Q"

        [github]
        token = "ghp_example"
        base_url = "https://github.example.com/api/v3"

        [qiita]
        query = "swift"

        [paging]
        max_screens = 4
        retries = 1

        [cache]
        max_mb = 20
        """

    @Test func readsEveryKnownKey() throws {
        let (config, warnings) = try ConfigParser.parse(Self.sample, path: "c.toml")
        #expect(warnings.isEmpty)
        #expect(config.source == .qiita)
        #expect(config.perPage == 50)
        #expect(config.osc52 == true)
        #expect(config.color == false)
        #expect(config.theme == Theme([.selection: RoleColors(foreground: .indexed(4))]))
        #expect(config.keys == ["quit": "Q"])
        #expect(config.sources[.github] == SourceConfig(baseURL: "https://github.example.com/api/v3", token: "ghp_example"))
        #expect(config.sources[.qiita]?.query == "swift")
        #expect(config.prefetchScreens == 4)
        #expect(config.retries == 1)
        #expect(config.cacheMaxMB == 20)
    }

    @Test func namesTheLineOfASyntaxError() {
        let text = "source = \"github\"\nper_page = 20\n[github\ntoken = \"x\"\n"
        #expect(throws: ConfigError.self) { try ConfigParser.parse(text, path: "c.toml") }
        do {
            _ = try ConfigParser.parse(text, path: "c.toml")
        } catch {
            guard case .syntax(let path, let line, _) = error else { Issue.record("not a syntax error"); return }
            #expect(path == "c.toml")
            #expect(line == 3)
            #expect(error.description.hasPrefix("pagetty: c.toml:3: "))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func warnsAboutUnknownKeys() throws {
        let (_, warnings) = try ConfigParser.parse("colour = true\n[github]\ntokn = \"x\"\n", path: "c.toml")
        #expect(warnings.sorted() == ["pagetty: c.toml: unknown key colour ignored", "pagetty: c.toml: unknown key github.tokn ignored"])
    }

    @Test func refusesBadValues() {
        #expect(throws: ConfigError.badValue(path: "c.toml", key: "per_page", expected: "an integer from 1 to 100")) {
            try ConfigParser.parse("per_page = 500", path: "c.toml")
        }
        #expect(throws: ConfigError.self) { try ConfigParser.parse("source = \"reddit\"", path: "c.toml") }
        #expect(throws: ConfigError.self) { try ConfigParser.parse("[github]\nbase_url = \"http://example.com\"", path: "c.toml") }
    }

    @Test func readsATheme() throws {
        let text = "[theme]\nselection = \"white on blue\"\nerror = \"bright-red\"\nstatus = \"on #303030\"\n"
        let (config, _) = try ConfigParser.parse(text, path: "c.toml")
        #expect(config.theme.colors[.selection] == RoleColors(foreground: .indexed(7), background: .indexed(4)))
        #expect(config.theme.colors[.error] == RoleColors(foreground: .indexed(9)))
        #expect(config.theme.colors[.status] == RoleColors(background: .rgb(RGB(0x30, 0x30, 0x30))))
    }

    @Test(arguments: [
        ("source = \"github\"\n\n[theme]\nselection = \"red\"\nstatus = \"purple\"\n", 5, "theme.status: “purple” is not a colour"),
        ("[theme]\nselected = \"red\"\n", 2, "theme.selected: unknown role"),
        ("theme.error = \"#12345\"\n", 1, "theme.error: “#12345” is not a colour"),
        ("theme = { dim = \"300\" }\n", 1, "theme.dim: “300” is not a colour"),
    ])
    func namesTheLineOfABadThemeEntry(text: String, line: Int, message: String) {
        do {
            _ = try ConfigParser.parse(text, path: "c.toml")
            Issue.record("accepted \(text)")
        } catch {
            guard case .badTheme(let path, let reported, _) = error else { Issue.record("\(error)"); return }
            #expect(path == "c.toml")
            #expect(reported == line)
            #expect(error.description.hasPrefix("pagetty: c.toml:\(line): \(message)"))
        }
    }
}
