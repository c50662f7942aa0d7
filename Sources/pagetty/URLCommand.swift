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
            Strategies: link, next:PATH, cursor:PARAM=PATH, offset:OFFSET,LIMIT, page:PAGE,PER_PAGE[@FIRST], since:PARAM=FIELD, time:PARAM=FIELD, keyset:ID_PARAM=FIELD,VALUE_PARAM=FIELD, after:PARAM=FIELD (last item's id, any string), before:PARAM=FIELD (the same for ids that shrink), graphql:CONNECTION_PATH (with --graphql). Paths are dotted (data.items, tags.0.name). With --demo, URL is a path on the built-in mock, e.g. /generic/offset.
            """)

    @Argument(help: "The list's URL (with --demo: a path on the mock, e.g. /generic/cursor), or @NAME for a profile.")
    var url: String

    @Option(help: ArgumentHelp("Dotted path to the items array (omit for a top-level array).", valueName: "path"))
    var items: String?

    @Option(help: ArgumentHelp("Path of each item's id.", valueName: "path"))
    var id = "id"

    @Option(help: ArgumentHelp("Path of each item's title.", valueName: "path"))
    var title: String?

    @Option(help: ArgumentHelp("Path of a second column.", valueName: "path"))
    var subtitle: String?

    @Option(help: ArgumentHelp("Path of each item's web page.", valueName: "path"))
    var webURL: String?

    @Option(help: ArgumentHelp("How the API pages (see below).", valueName: "strategy"))
    var strategy = "link"

    @Option(help: ArgumentHelp("Path of the total count in the body.", valueName: "path"))
    var total: String?

    @Option(help: ArgumentHelp("Header holding the total count.", valueName: "name"))
    var totalHeader: String?

    @Option(name: .customShort("H"), help: ArgumentHelp("An extra request header, 'Name: value' (repeatable).", valueName: "header"))
    var header: [String] = []

    @Option(help: ArgumentHelp("Environment variable holding a bearer token for this API's host.", valueName: "name"))
    var tokenEnv: String?

    @Option(help: ArgumentHelp("Items per page (offset, page and graphql); default: none sent, the server's own.", valueName: "n"))
    var perPage: Int?

    @Option(help: ArgumentHelp("The number of the first page (page strategy; 0 for Algolia).", valueName: "n"))
    var firstPage: Int?

    @Option(help: ArgumentHelp("Path of a boolean saying whether more pages follow (has_more).", valueName: "path"))
    var more: String?

    @Option(help: ArgumentHelp("Path of the page count in the body (page strategy).", valueName: "path"))
    var totalPages: String?

    @Option(help: ArgumentHelp("Header holding the page count (page strategy).", valueName: "name"))
    var totalPagesHeader: String?

    @Option(help: ArgumentHelp("A GraphQL query, or a file holding one (strategy graphql:PATH).", valueName: "query|file"))
    var graphql: String?

    @Option(help: ArgumentHelp("Extra GraphQL variables, a JSON object.", valueName: "json"))
    var variables: String?

    @OptionGroup var shared: SharedOptions

    @MainActor
    func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        let mock = shared.demo ? try await MockServer.start() : nil
        defer { if let mock { Task { await mock.stop() } } }
        let settings: Settings
        do { settings = try resolveSettings(demoBase: mock?.baseURL) } catch {
            StandardStreams.err("pagetty: \(error)")
            throw ExitCode(2)
        }
        for warning in settings.warnings { StandardStreams.err(warning) }
        let spec: GenericSpec
        let source: GenericSource
        do {
            if url.hasPrefix("@") {
                spec = try Self.profile(String(url.dropFirst()), in: settings)
            } else {
                spec = try GenericSpec.parse(
                url: (mock?.baseURL ?? "") + url, items: items, id: id, title: title, subtitle: subtitle,
                webURL: webURL, strategy: strategy, total: total, totalHeader: totalHeader, headers: header,
                tokenEnv: tokenEnv, perPage: perPage.map(String.init), firstPage: firstPage.map(String.init),
                more: more, totalPages: totalPages, totalPagesHeader: totalPagesHeader, graphql: graphql,
                variables: variables)
            }
            source = try GenericSource(spec: spec)
        } catch {
            StandardStreams.err("pagetty: \(error)")
            throw ExitCode(2)
        }
        let curl = LiveTransport.make(environment: ProcessInfo.processInfo.environment,
                                          maxPageBytes: settings.maxPageBytes)
        if let format = shared.pipeFormat(stdoutIsTerminal: isatty(1) == 1) {
            let runner = PipeRunner(source: SequentialSource(source), transport: HTTPStack.piping(curl, settings: settings),
                                    clock: ContinuousClock(), configuration: settings.paging, fields: Self.fields,
                                    format: format, limit: shared.limit, write: StandardStreams.out,
                                    diagnose: StandardStreams.err)
            do throws(PipeError) { _ = try await runner.run() } catch {
                StandardStreams.err(error.description)
                throw ExitCode.failure
            }
            return
        }
        let model = ListViewModel(source: source, transport: HTTPStack.browsing(curl, settings: settings),
                                  clock: ContinuousClock(), configuration: settings.paging)
        let (keys, warnings) = KeyOverrides.parse(settings.keys)
        for warning in warnings { StandardStreams.err(warning) }
        let app = App(tabs: [Tab(name: source.name, model: model)],
                      options: App.Options(clipboard: settings.osc52, keys: keys, pick: shared.pick))
        // Not for the demo, whose port changes every run.
        let positions = shared.demo ? nil : settings.positionsFile.map { URLPositions(store: PositionStore(path: $0), url: spec.url) }
        if !settings.fresh { positions?.restore(into: app) }
        if let pick = shared.pickOutput {
            return try await Picker.run(app, settings: settings, output: pick, fields: Self.fields) { positions?.save(app) }
        }
        let signal = try await TerminalApp.run(app, theme: settings.theme, colors: settings.colors)
        // Also after SIGINT, SIGTERM or SIGHUP: the loop ended gracefully on the main queue.
        positions?.save(app)
        if let signal { throw ExitCode(128 + signal) }
    }

    /// How a generic item prints: its title is the first column; numeric ids as numbers.
    static let fields = PipeFields(titleColumn: 0, numericIDs: true)

    /// The spec of `[profiles.NAME]` in the config file.
    static func profile(_ name: String, in settings: Settings) throws -> GenericSpec {
        guard let table = settings.profiles[name] else {
            let known = settings.profiles.keys.sorted().map { "@" + $0 }.joined(separator: ", ")
            throw ProfileError(message: "no profile \(name) in the config file" + (known.isEmpty ? "" : "; profiles: \(known)"))
        }
        return try GenericSpec(profile: table)
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
