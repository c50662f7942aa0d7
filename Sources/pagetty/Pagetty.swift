import ArgumentParser
import Foundation
import MockAPI
import Networking
import Shell

/// The `pagetty` command: browses one of the built-in sources (all three are open as tabs), or
/// with `--print` (or when stdout is not a terminal) writes the list as JSON lines or TSV.
struct Pagetty: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagetty",
        abstract: "Browse paginated REST APIs (GitHub users, Qiita items, Pokémon) in the terminal.",
        usage: """
            pagetty [<source>] [<options>]
            pagetty url <url> [<options>]
            pagetty @NAME [<options>]
            """,
        discussion: """
            pagetty url URL [options] browses any paginated JSON API: see pagetty url --help.

            Keys: j/k or arrows move, PgDn/PgUp/space/b page, g/G top and bottom, Enter details, o open in a browser, / filter, r refresh, R retry, 1/2/3 or Tab switch source, ? help, q quit.

            When stdout is not a terminal, or with --print, pagetty writes one item per line (JSON lines: id, title, url, raw) and exits; non-zero on failure.

            With --pick, the browser draws on the terminal (/dev/tty) even when stdout is a pipe, so x=$(pagetty pokemon --pick --field name) works: Enter prints the marked rows (Tab and Shift-Tab mark and unmark, then move down, up) in list order, or the selected row; / filters, Enter keeps the filter, Enter again picks. A picker shows the chosen source only. Exit status: 0 picked, 1 Esc or q (nothing printed), 2 bad settings, 3 no terminal to draw on, 130 Ctrl-C (128 + the signal).

            PAGETTY_GITHUB_URL, PAGETTY_QIITA_URL and PAGETTY_POKEAPI_URL move a source to another root. GITHUB_TOKEN (or GH_TOKEN) and QIITA_TOKEN authenticate; a token is sent only to its source's host, over https (or to a loopback address). Settings also come from $XDG_CONFIG_HOME/pagetty/config.toml; responses are cached in $XDG_CACHE_HOME/pagetty.
            """,
        version: PagettyVersion.full)

    @Argument(help: "The source to open first: github, qiita or pokemon (default: the config's, else github).")
    var source: SourceName?

    @OptionGroup var options: BrowserOptions

    @OptionGroup var shared: SharedOptions

    func validate() throws {
        // The source may come from the config file: then settings check it once it is known.
        if let perPage = options.perPage, let chosen = source?.builtIn, let problem = Settings.perPageProblem(perPage, for: chosen) {
            throw ValidationError(problem)
        }
        if options.baseURL != nil, shared.demo {
            throw ValidationError("--base-url and --demo: the demo serves every source from its own mock; give one of them")
        }
    }

    var flags: CommandFlags {
        var flags = CommandFlags()
        flags.source = source?.builtIn
        flags.baseURL = options.baseURL
        flags.perPage = options.perPage
        flags.query = options.query
        shared.apply(to: &flags)
        return flags
    }

    @MainActor
    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        let mock = shared.demo ? try await MockServer.start(shared.demoMock) : nil
        var settings: Settings
        do {
            settings = try Settings.resolve(flags: flags, environment: ProcessInfo.processInfo.environment,
                                            stdoutIsTerminal: shared.pick || isatty(1) == 1, demoBase: mock?.baseURL)
        } catch {
            // --per-page against a source from the config file: still the flag's fault (usage).
            throw Failure(error)
        }
        if mock != nil { shared.authorizeDemo(&settings) }
        // Usage (64) once the source is known, from the command line or the config.
        if let problem = options.problem(for: settings.source) { throw ValidationError(problem) }
        for warning in settings.warnings { StandardStreams.err(warning) }
        let session = Session.live(settings: settings, source: .builtIn(settings.source),
                                   mode: SessionMode(pick: shared.pickOutput, print: settings.print,
                                                     follow: shared.followPolicy, direction: shared.followDirection))
        if session.mode.pipeFormat != nil {
            for warning in try ConfiguredKeys.load(settings).warnings { StandardStreams.err(warning) }
            try await PipeMode.run(session, limit: shared.limit, since: options.since, offset: options.offset,
                                   selected: shared.selectedFields, resume: shared.resume, demo: mock != nil, quiet: shared.quiet)
            return
        }
        try await Interactive(session: session, remember: !shared.demo, since: options.since, offset: options.offset).run()
        // The demo mock is not stopped gracefully: that waits for idle keep-alive connections
        // (seconds), and the process is about to end, which closes them anyway.
        _ = mock
    }
}
