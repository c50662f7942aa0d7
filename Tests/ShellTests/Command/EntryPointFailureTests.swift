import Foundation
import MockAPI
import Shell
import Testing
import TestSupport

/// Every entry point (`pagetty`, `pagetty SOURCE`, `pagetty url`, `pagetty @NAME`), browsing and
/// piping, against every failure class of the exit table: the same class ends with the same
/// status and the same shape on stderr, lines beginning `pagetty: ` (one line, but for exit 4,
/// where detection's notices come first), or, for a usage error alone, the parser's `Error:` and
/// the usage. Issue 39, point 4: `TERM=dumb pagetty url …` and `pagetty @NAME` ended 1 with
/// `Error: pagetty: …` where `pagetty --demo` ended 3 with one line.
///
/// Not here, with why: a list whose pages fail while browsing shows the failure on its row and
/// goes on (no exit), `url`'s first page too since the browser opens at once; the built-in sources always page, so they are never incomplete (4);
/// signals (128+n) and the picker's own 1 need a terminal to type into (`ExitStatusTests`,
/// `PickEndToEndTests`).
@Suite struct EntryPointFailureTests {
    /// The four ways to name a list.
    enum Entry: String, CaseIterable, Sendable { case root, source, url, profile }

    /// How the run is made: stdout a file (pipe mode), a terminal (`TERM=dumb`, so a run that
    /// fails later than it should ends too instead of drawing), or a picker with no terminal at all.
    enum Mode: String, Sendable { case pipe, browse, pickWithoutTerminal }

    /// A failure class of the exit table, as a user meets it.
    enum Class: String, CaseIterable, Sendable {
        case noTerminal, noControllingTerminal, refused, httpError, badConfig, badEnvironment, incomplete, usage

        /// The status the table gives it.
        var status: Shell.ExitStatus {
            switch self {
            case .noTerminal, .noControllingTerminal: .noTerminal
            case .refused, .httpError: .failure
            case .badConfig, .badEnvironment: .badSettings
            case .incomplete: .incomplete
            case .usage: .usage
            }
        }

        /// The modes it can be met in.
        var modes: [Mode] {
            switch self {
            case .noTerminal: [.browse]
            case .noControllingTerminal: [.pickWithoutTerminal]
            case .incomplete: [.pipe]
            default: [.pipe, .browse]
            }
        }

        /// The entry points it applies to in `mode`.
        func entries(_ mode: Mode) -> [Entry] {
            switch self {
            case .incomplete: [.url, .profile]
            // A list that cannot load shows it on its row and waits for R (no exit): `url`'s too,
            // since the browser opens at once while detection asks (issue 42, point 7).
            case .refused where mode == .browse, .httpError where mode == .browse: []
            default: Entry.allCases
            }
        }
    }

    /// Where the lists are: each entry point's for each class.
    struct Bases {
        var github: String, pokeapi: String, list: String
    }

    @Test(arguments: Class.allCases)
    func everyEntryPointEndsTheSameWay(_ failure: Class) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        // A list that says it holds 90 and pages by nothing found (exit 4).
        let body = #"{"total":90,"entries":["# + (1...30).map { #"{"id":\#($0),"name":"n\#($0)"}"# }.joined(separator: ",") + "]}"
        let unpaged = try LoopbackServer { _ in .respond(200, [("Content-Type", "application/json")], Array(body.utf8)) }
        defer { unpaged.stop() }
        var bases = Bases(github: mock.baseURL + "/github", pokeapi: mock.baseURL + "/pokeapi",
                          list: mock.baseURL + "/generic/offset")
        switch failure {
        case .refused: bases = Bases(github: "http://127.0.0.1:9/github", pokeapi: "http://127.0.0.1:9/pokeapi",
                                     list: "http://127.0.0.1:9/list")
        case .httpError: mock.addFault(FaultRule(pathPrefix: "/", kind: .status(500, retryAfter: nil)))
        case .incomplete: bases.list = unpaged.baseURL + "/list"
        default: break
        }
        try FileManager.default.createDirectory(atPath: home.path + "/config/pagetty", withIntermediateDirectories: true)
        try """
            [paging]
            retries = 0

            [profiles.list]
            url = "\(bases.list)"
            """.write(toFile: home.path + "/config/pagetty/config.toml", atomically: true, encoding: .utf8)
        let badConfig = home.path + "/bad.toml"
        try "[paging]\nparallel = 17\n".write(toFile: badConfig, atomically: true, encoding: .utf8)
        let pagetty = PagettyProcess(home: home)
        var seen: [String: [String]] = [:]
        for mode in failure.modes {
            for entry in failure.entries(mode) {
                var arguments: [String] = switch entry {
                case .root: []
                case .source: ["pokemon"]
                case .url: ["url", bases.list]
                case .profile: ["@list"]
                }
                var variables = ["PAGETTY_GITHUB_URL": bases.github, "PAGETTY_POKEAPI_URL": bases.pokeapi]
                switch failure {
                case .badConfig: arguments += ["--config", badConfig]
                case .usage: arguments += ["--parallel", "99"]
                case .badEnvironment:
                    switch entry {
                    case .root: variables["PAGETTY_GITHUB_URL"] = "ftp://x"
                    case .source: variables["PAGETTY_POKEAPI_URL"] = "ftp://x"
                    case .url, .profile: arguments += ["--token-env", "PAGETTY_NO_SUCH_TOKEN"]
                    }
                default: break
                }
                let result: PagettyProcess.Result
                switch mode {
                case .pipe: result = try await pagetty.run(arguments + ["--print", "tsv"], variables)
                case .browse: result = try await pagetty.runOnTerminal(arguments, variables.merging(["TERM": "dumb"]) { $1 })
                case .pickWithoutTerminal:
                    result = try await pagetty.run(arguments + ["--pick"], variables, launcher: ["/usr/bin/setsid", "-w"])
                }
                let said = "\(mode) \(entry): \(result.status) \(result.stderr)"
                #expect(result.status == failure.status.rawValue, "\(said)")
                let lines = result.stderr.split(separator: "\n").map(String.init)
                if failure == .usage {
                    let command = entry == .root || entry == .source ? "pagetty" : "pagetty url"
                    #expect(lines.first == "Error: --parallel takes 1 to 16", "\(said)")
                    #expect(lines.contains { $0.hasPrefix("Usage: \(command) ") }, "\(said)")
                    #expect(lines.last == "  See '\(command) --help' for more information.", "\(said)")
                    continue
                }
                #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("pagetty: ") }, "\(said)")
                #expect(!result.stderr.contains("Error:") && !result.stderr.contains("Usage:"), "\(said)")
                if failure == .incomplete {
                    #expect(lines.last == "pagetty: printed 30 of 90; nothing found to page it: --strategy sets it", "\(said)")
                } else {
                    #expect(lines.count == 1, "\(said)")
                }
                // curl says how long a refused connection took ("after 4 ms"): not part of the line's sense.
                seen["\(mode) \(entry)", default: []].append((lines.last ?? "").replacing(/after \d+ ms/, with: "after N ms"))
            }
        }
        // What names no URL or variable reads the same from every entry point; a failure of the
        // list reads the same from `url` and from the profile that names the same URL.
        if [.noTerminal, .noControllingTerminal, .badConfig].contains(failure) {
            #expect(Set(seen.values.joined()).count == 1, "\(seen)")
        }
        if [.refused, .httpError, .incomplete].contains(failure) {
            for mode in failure.modes { #expect(seen["\(mode) url"] == seen["\(mode) profile"], "\(seen)") }
        }
    }
}
