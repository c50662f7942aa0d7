import Foundation
import MockAPI
import Shell
import Testing
import TestSupport

/// Every row of `ExitStatus`'s table, produced by the built binary as a user would meet it, with
/// the message naming what to fix. The picker's 1 (Esc, q) and 130 (Ctrl-C) need a terminal:
/// `PickEndToEndTests.escapePrintsNothingAndExitsOne` and `ctrlCPrintsNothingAndExits130`;
/// TERM=dumb's 3: `DumbTerminalTests`.
@Suite struct ExitStatusTests {
    /// The statuses this suite produces, checked against the table so a new row needs a test.
    static let produced: Set<String> = ["0", "1", "2", "3", "4", "64", "128+n"]

    @Test func everyRowOfTheTableIsProducedHere() {
        #expect(Set(Shell.ExitStatus.table.map(\.status)) == Self.produced)
    }

    @Test func successWritesTheList() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["pokemon", "--demo", "--print", "tsv", "--limit", "3"])
        #expect(result.status == Shell.ExitStatus.success.rawValue, "\(result.stderr)")
        #expect(result.lines.count == 3 && result.lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 3 })
    }

    /// A server answering 500 and a refused connection: runtime failures, one line, no retries left.
    @Test(arguments: ["500", "refused"]) func aFailedListIsARuntimeFailure(_ how: String) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let config = home.path + "/c.toml"
        try "[paging]\nretries = 0\n".write(toFile: config, atomically: true, encoding: .utf8)
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        mock.addFault(FaultRule(pathPrefix: "/pokeapi", kind: .status(500, retryAfter: nil)))
        let base = how == "500" ? mock.baseURL + "/pokeapi" : "http://127.0.0.1:9"
        let result = try await PagettyProcess(home: home).run(["pokemon", "--config", config, "--print", "tsv"],
                                                              ["PAGETTY_POKEAPI_URL": base])
        #expect(result.status == Shell.ExitStatus.failure.rawValue)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("pagetty: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// A list whose answer says more and that nothing found pages: what was written stays, one line says what is missing.
    @Test func aListKnownToBeIncompleteIsIncomplete() async throws {
        let body = #"{"total":90,"entries":["# + (1...30).map { #"{"id":\#($0),"name":"n\#($0)"}"# }.joined(separator: ",") + "]}"
        let server = try LoopbackServer { _ in .respond(200, [("Content-Type", "application/json")], Array(body.utf8)) }
        defer { server.stop() }
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["url", server.baseURL + "/list", "--print", "tsv"])
        #expect(result.status == Shell.ExitStatus.incomplete.rawValue, "\(result.stderr)")
        #expect(result.lines.count == 30)
        #expect(result.stderr.split(separator: "\n").last == "pagetty: printed 30 of 90; nothing found to page it: --strategy sets it", "\(result.stderr)")
    }

    /// A wrong value from the environment or a profile: bad settings, naming the variable or key.
    @Test func aBadEnvironmentOrProfileValueIsBadSettings() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let pagetty = PagettyProcess(home: home)
        for url in ["ftp://x", "http://example.com/github"] {
            let result = try await pagetty.run(["github", "--print", "tsv", "--limit", "1"], ["PAGETTY_GITHUB_URL": url])
            #expect(result.status == Shell.ExitStatus.badSettings.rawValue)
            #expect(result.stderr.hasPrefix("pagetty: PAGETTY_GITHUB_URL: "), "\(result.stderr)")
        }
        try FileManager.default.createDirectory(atPath: home.path + "/config/pagetty", withIntermediateDirectories: true)
        try """
            [profiles.mine]
            url = "http://127.0.0.1:9/items"
            strategy = "cursr:x=y"
            """.write(toFile: home.path + "/config/pagetty/config.toml", atomically: true, encoding: .utf8)
        let profile = try await pagetty.run(["@mine", "--print", "tsv"])
        #expect(profile.status == Shell.ExitStatus.badSettings.rawValue)
        #expect(profile.stderr.contains("strategy 'cursr:x=y'"), "\(profile.stderr)")
        // The same value as a flag over the profile is the command line's: usage.
        let flag = try await pagetty.run(["@mine", "--strategy", "cursr:x=z", "--print", "tsv"])
        #expect(flag.status == Shell.ExitStatus.usage.rawValue)
        #expect(flag.stderr.contains("strategy 'cursr:x=z'"), "\(flag.stderr)")
    }

    /// A wrong flag: usage, naming the option, the whole command in the usage line.
    @Test(arguments: [
        (["--base-url", "ftp://x", "--print", "tsv"], "--base-url: not an absolute http(s) URL"),
        (["--base-url", "http://example.com/github", "--print", "tsv"], "--base-url: plain http is allowed only for loopback"),
        (["github", "--offset", "100", "--print", "tsv"], "--offset applies to pokemon only"),
        (["pokemon", "--per-page", "5000", "--print", "tsv"], "--per-page takes 1 to 1000 for pokemon"),
        (["github", "--per-page", "0", "--print", "tsv"], "--per-page takes 1 to 100 for github"),
        (["url", "http://127.0.0.1:9/x", "--per-page", "5000", "--print", "tsv"], "--per-page takes 1 to 1000 for pagetty url"),
        (["url", "http://127.0.0.1:9/x", "--per-page", "-1", "--print", "tsv"], "--per-page takes 1 to 1000 for pagetty url"),
        (["url", "http://127.0.0.1:9/x", "--strategy", "cursr:x=y", "--print", "tsv"], "strategy 'cursr:x=y' is not one of"),
        (["url", "ftp://x", "--print", "tsv"], "url 'ftp://x' is not an absolute http or https URL"),
    ])
    func aBadFlagIsAUsageError(arguments: [String], message: String) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(arguments)
        #expect(result.status == Shell.ExitStatus.usage.rawValue)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        let command = arguments.first == "url" ? "pagetty url" : "pagetty"
        #expect(result.stderr.contains("Usage: \(command) ") && result.stderr.contains("See '\(command) --help'"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A per-page from the config's source is still the flag's fault.
    @Test func aPerPageAgainstTheConfigsSourceIsAUsageError() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let config = home.path + "/c.toml"
        try "source = \"pokemon\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(["--config", config, "--per-page", "5000", "--print", "tsv"])
        #expect(result.status == Shell.ExitStatus.usage.rawValue)
        #expect(result.stderr.contains("--per-page takes 1 to 1000 for pokemon"), "\(result.stderr)")
    }

    /// A bad value in the config file is one line, named once, from a source or from `url`.
    @Test(arguments: [["pokemon", "--demo"], ["url", "http://127.0.0.1:9/list"]])
    func aBadConfigValueIsOneLineWhateverTheCommand(command: [String]) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let config = home.path + "/c.toml"
        try "[paging]\nparallel = 17\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try await PagettyProcess(home: home).run(command + ["--config", config, "--print", "tsv"])
        #expect(result.status == Shell.ExitStatus.badSettings.rawValue)
        #expect(result.stderr == "pagetty: \(config): paging.parallel must be an integer from 1 to 16\n")
    }

    /// A picker with no controlling terminal (a new session, as under cron).
    @Test func aPickerWithoutATerminalSaysSo() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let result = try await PagettyProcess(home: home).run(["pokemon", "--demo", "--pick"], launcher: ["/usr/bin/setsid", "-w"])
        #expect(result.status == Shell.ExitStatus.noTerminal.rawValue)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// SIGTERM while pipe mode waits out a server's Retry-After: 128 + 15, as the shell reports it.
    @Test func sigtermWhileWaitingEndsWithItsStatus() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        mock.addFault(FaultRule(pathPrefix: "/pokeapi", kind: .status(503, retryAfter: 600)))
        let run = try FollowedProcess(PagettyProcess(home: home), ["pokemon", "--print", "tsv"],
                                      ["PAGETTY_POKEAPI_URL": mock.baseURL + "/pokeapi"])
        defer { run.stop() }
        #expect(await mock.requests(atLeast: 1).count >= 1)
        #expect(run.process.isRunning)
        kill(run.process.processIdentifier, SIGTERM)
        try #require(await run.exited())
        // Re-raised after the restore, or exited with it: the shell's $? is 128 + 15 either way.
        let signalled = run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == SIGTERM
        #expect(signalled || run.process.terminationStatus == Shell.ExitStatus.signal(SIGTERM))
    }
}
