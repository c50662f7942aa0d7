import ArgumentParser
import Browser
import Catalog
import Foundation
import MockAPI
import Networking
import Shell
import Paging
import TerminalUI

/// `pagetty url URL`: browse (or print) any paginated JSON API described by options.
struct URLCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "url",
        // Run on its own (see Entry), it still calls itself `pagetty url` in usage and help.
        _superCommandName: "pagetty",
        abstract: "Browse any paginated JSON API.",
        discussion: """
            Options left out are detected from the first page (items, id, title, web URL, strategy, totals), which is fetched once; options given win, and --explain prints what was detected. Strategies: link, next:PATH, cursor:PARAM=PATH, offset:OFFSET,LIMIT, page:PAGE,PER_PAGE[@FIRST], since:PARAM=FIELD, time:PARAM=FIELD, keyset:ID_PARAM=FIELD,VALUE_PARAM=FIELD, after:PARAM=FIELD (last item's id, any string), before:PARAM=FIELD (the same for ids that shrink), graphql:CONNECTION_PATH (with --graphql), body-cursor:KEY=PATH (POSTs the cursor at PATH as body key KEY), search-after:KEY=FIELD (POSTs the last item's FIELD, e.g. its sort values, as body key KEY). Paths are dotted (data.items, tags.0.name). With --demo, URL is a path on the built-in mock, e.g. /generic/offset.
            """)

    @Argument(help: "The list's URL (with --demo: a path on the mock, e.g. /generic/cursor), or @NAME for a profile.",
              completion: .custom { words, _, _ in CompletionRoot.profileWords(words) })
    var url: String

    @Option(help: ArgumentHelp("Dotted path to the items array (omit for a top-level array).", valueName: "path"))
    var items: String?

    @Option(help: ArgumentHelp("Path of each item's id (default: detected, else id).", valueName: "path"))
    var id: String?

    @Option(help: ArgumentHelp("Path of each item's title.", valueName: "path"))
    var title: String?

    @Option(help: ArgumentHelp("Path of a second column.", valueName: "path"))
    var subtitle: String?

    @Option(help: ArgumentHelp("Path of each item's web page.", valueName: "path"))
    var webURL: String?

    @Option(help: ArgumentHelp("How the API pages: one of the strategies listed above; default: detected from the first page.", valueName: "strategy"))
    var strategy: String?

    @Option(help: ArgumentHelp("Path of the total count in the body.", valueName: "path"))
    var total: String?

    @Option(help: ArgumentHelp("Header holding the total count.", valueName: "name"))
    var totalHeader: String?

    @Option(name: .customShort("H"), help: ArgumentHelp("An extra request header, 'Name: value' (repeatable).", valueName: "header"))
    var header: [String] = []

    @Option(help: ArgumentHelp("Environment variable holding a bearer token for this API's host.", valueName: "name"))
    var tokenEnv: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Items per page (offset, page and graphql); default: none sent, the server's own.", valueName: "n"))
    var perPage: Int?

    @Option(help: ArgumentHelp("The number of the first page (page strategy; 0 for Algolia).", valueName: "n"))
    var firstPage: Int?

    @Option(help: ArgumentHelp("Path of a boolean saying whether more pages follow (has_more).", valueName: "path"))
    var more: String?

    @Option(help: ArgumentHelp("Path of the page count in the body (page strategy).", valueName: "path"))
    var totalPages: String?

    @Option(help: ArgumentHelp("Header holding the page count (page strategy).", valueName: "name"))
    var totalPagesHeader: String?

    @Option(help: ArgumentHelp("A GraphQL query, or @FILE to read one from a file (strategy graphql:PATH).", valueName: "query|@file"))
    var graphql: String?

    @Option(help: ArgumentHelp("Extra GraphQL variables, a JSON object.", valueName: "json"))
    var variables: String?

    @Option(help: ArgumentHelp("A column, 'LABEL=PATH' or 'PATH' (repeatable); replaces the columns chosen from the first page.", valueName: "column"))
    var column: [String] = []

    @Option(help: ArgumentHelp("GET, or POST (the default with --body or a body-cursor or search-after strategy).", valueName: "method"))
    var method: String?

    @Option(help: ArgumentHelp("A JSON object POSTed with every page, or @FILE holding one.", valueName: "json"))
    var body: String?

    @Flag(help: "Print the options detected (as `pagetty url` options and a config profile) and exit.")
    var explain = false

    @OptionGroup var shared: SharedOptions

    @MainActor
    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        let mock = shared.demo ? try await MockServer.start(shared.demoMock) : nil
        defer { if let mock { Task { await mock.stop() } } }
        let settings: Settings
        do { settings = try resolveSettings(demoBase: mock?.baseURL) } catch {
            throw Failure(.badSettings, String(describing: error))
        }
        for warning in settings.warnings { StandardStreams.err(warning) }
        let (keys, keyWarnings) = try ConfiguredKeys.load(settings)
        let options: GenericOptions
        do { options = try self.options(settings: settings, demoBase: mock?.baseURL) } catch { throw failure(error) }
        let format = shared.pipeFormat(stdoutIsTerminal: isatty(1) == 1)
        // --explain prints, as pipe mode does.
        let mode: SessionMode = explain ? .pipe(format ?? .jsonl)
            : SessionMode(pick: shared.pickOutput, print: format, follow: shared.followPolicy, direction: shared.followDirection)
        let session = Session.live(settings: settings, source: .list(options), mode: mode)
        // The browser (and the picker, the browser in pick mode) opens at once, detection's probes
        // answering under its loading row (issue 42, point 7).
        if mode.pipeFormat == nil {
            // What is wrong without asking the network (a token variable not set, a bad header) is
            // refused before the terminal opens, as in pipe mode.
            do { _ = try options.probeRequest(environment: ProcessInfo.processInfo.environment) } catch { throw failure(error) }
            return try await browse(options, session: session, keys: keys, keyWarnings: keyWarnings, demo: mock != nil)
        }
        let resolution: GenericResolver.Resolution
        let source: GenericSource
        switch await resolve(options, transport: session.recorder) {
        case .success(let resolved): (resolution, source) = resolved
        case .failure(let error): throw failure(error)
        }
        if explain { return explainDetection(resolution, mock: mock) }
        // Not explaining and not browsing: piping.
        guard let format else { return }
        try await dump(resolution, source: source, options: options, session: session, settings: settings,
                       format: format, keyWarnings: keyWarnings, demoBase: mock?.baseURL)
    }

    /// Where this list is remembered; not for the demo, whose port changes every run.
    @MainActor
    func positions(_ settings: Settings, url: String, demo: Bool) -> URLPositions? {
        demo ? nil : settings.positionsFile.map { URLPositions(store: PositionStore(path: $0), url: url) }
    }

    /// Resolves `options` through `transport` (detection's probes when options are left out) into
    /// the list's source; any failure is `failure`'s to say.
    @MainActor
    func resolve(_ options: GenericOptions, transport: any Transport) async
        -> Result<(GenericResolver.Resolution, GenericSource), any Error> {
        let writing = shared.pipeFormat(stdoutIsTerminal: isatty(1) == 1) != nil
        let result = await GenericLists.resolve(options, transport: transport, writing: writing,
                                                environment: ProcessInfo.processInfo.environment)
        // Which file a query came from is said, so a profile cannot read one unnoticed.
        if case .success(let (resolution, _)) = result, let file = resolution.spec.graphqlFile {
            StandardStreams.err("pagetty: read the GraphQL query from \(SafeText.line(file))")
        }
        return result
    }

    /// Why the list could not be set up, as the failure to throw: a wrong option is refused as the
    /// parser refuses one; a probe that failed exits 1, anything else as bad settings.
    func failure(_ error: any Error) -> Failure {
        if let error = error as? GenericResolveError {
            guard case .spec(let wrong) = error else { return Failure(.failure, "\(error)") }
            return refusal(wrong)
        }
        if let error = error as? GenericSpecError { return refusal(error) }
        return Failure(.badSettings, "\(error)")
    }

    func validate() throws {
        if let perPage, let problem = Settings.perPageProblem(perPage, range: GenericSpec.perPageRange, for: "pagetty url") {
            throw ValidationError(problem)
        }
        if shared.demo, url.contains("://") {
            throw ValidationError("with --demo, <url> is a path on the built-in mock (e.g. /generic/offset), not a URL")
        }
    }

    /// The list's URL: with the demo, `url` is a path on its mock (`generic/offset` as `/generic/offset`).
    func listURL(mockBase: String?) -> String {
        guard let mockBase else { return url }
        return mockBase + (url.hasPrefix("/") ? "" : "/") + url
    }

}

extension URLCommand {
    /// The shared options, config file and environment as they apply here: profiles, `[theme]`,
    /// `[keys]`, `[paging]`, `[cache]`, `NO_COLOR`. The demo's mock turns the disk cache off, as
    /// for the built-in sources.
    func resolveSettings(demoBase: String?) throws -> Settings {
        var flags = CommandFlags()
        shared.apply(to: &flags)
        return try Settings.resolve(flags: flags, environment: ProcessInfo.processInfo.environment,
                                    stdoutIsTerminal: shared.pick || isatty(1) == 1, demoBase: demoBase)
    }
}

/// A profile that is not in the config file.
struct ProfileError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
