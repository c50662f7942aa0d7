import Catalog
import Foundation
import HTTPCache
import Networking
import Shell
import Paging

/// Pipe mode as the command runs it: the session's source through its transport, the runner.
///
/// Threading: main actor (it owns a `PipeRunner`).
@MainActor
enum PipeMode {
    /// Writes the session's built-in source's items to stdout in its mode's format, followed when
    /// it follows; throws `ExitCode`-worthy failures as one-line errors.
    static func run(_ session: Session, limit: Int?, since: Int64?, offset: Int?, selected: [JSONPath] = [],
                    resume: Bool = false, demo: Bool = false, quiet: Bool = false) async throws(PipeError) {
        let settings = session.settings
        let format = session.mode.pipeFormat ?? .jsonl  // run only when the mode pipes
        let follow = session.mode.followPolicy
        let endpoint = settings.endpoints[settings.source] ?? Endpoint(base: nil, token: nil)
        // A small --limit needs no 100-item pages.
        let limitSize = settings.perPage == nil ? limit.map { min(max($0, 1), 100) } : nil
        func source(perPage: Int?) throws(PipeError) -> (catalog: any CatalogSource, pages: SequentialSource) {
            let catalog: any CatalogSource
            do {
                catalog = try settings.source.make(base: endpoint.base, query: settings.query,
                                                   perPage: perPage, captureRaw: true)
            } catch {
                throw .failed(error.description)
            }
            var first: PageKey?
            if let since, settings.source == .github { first = .since(since) }
            if let offset, settings.source == .pokemon { first = .offset(offset, limit: perPage ?? 100) }
            return (catalog, SequentialSource(catalog, first: first))
        }
        // As the cache sees it, with the token: the stored pages are keyed by it.
        func firstRequest(perPage: Int) -> HTTPRequest? {
            guard let pages = try? source(perPage: perPage).pages else { return nil }
            let request = pages.request(for: pages.strategy.first)
            return session.credentials?.applied(to: request) ?? request
        }
        var perPage = settings.perPage ?? limitSize
        var paging = settings.paging
        // Offline, a list cached at another size than this limit's is read at that size.
        if let limitSize, let directory = settings.cacheDirectory {
            let store = CacheStore(directory: directory, capBytes: settings.cacheCapBytes)
            let chosen = await OfflinePageSize.choose(wanted: limitSize, store: store, transport: session.recorder,
                                                      firstRequest: firstRequest(perPage:))
            perPage = chosen.size
            // Nothing answered the probe a moment ago: a page the cache does not hold fails at once
            // with the network's error rather than after seconds of retries. A follow waits for the network.
            if chosen.unreachable, follow == nil { paging.retry.maxRetries = 0 }
            if let primed = chosen.primed, let url = firstRequest(perPage: chosen.size)?.url {
                session.answer([(url, primed)])
            }
        }
        var (catalog, pages) = try source(perPage: perPage)
        // What makes this dump's rows, never a token: its checkpoint's name. --limit is no part
        // (a resume with --limit goes on in batches of that many); the demo's port changes every run.
        let (checkpoint, checkpoints) = PipeCheckpoint.prepare(
            settings: settings,
            parts: ["source": settings.source.rawValue, "base": demo ? "demo" : endpoint.base,
                    "query": settings.query, "per_page": settings.perPage.map(String.init), "since": since.map(String.init),
                    "offset": offset.map(String.init), "format": "\(format)",
                    "fields": selected.isEmpty ? nil : selected.map(\.description).joined(separator: ",")],
            resume: resume, following: follow != nil, first: pages.strategy.first,
            demoBase: demo ? endpoint.base : nil)
        if let checkpoint { pages = SequentialSource(catalog, first: checkpoint.key) }
        var fields = settings.source.pipeFields
        fields.selected = selected
        // Not while following: a followed dump writes a line at a time as items come, for ever.
        let display = follow == nil ? ProgressDisplay.make(quiet: quiet) : nil
        let runner = PipeRunner(source: pages, transport: session.recorder,
                                clock: ContinuousClock(), configuration: paging,
                                fields: fields, format: format, limit: limit,
                                write: StandardStreams.writer(committing: checkpoints), diagnose: { line in display.map { $0.say(line) } ?? StandardStreams.err(line) },
                                resume: checkpoint, checkpoints: checkpoints)
        if let display { runner.onProgress = { display.update($0) } }
        try await PipeFollow.run(runner, policy: follow, direction: session.mode.followDirection, source: catalog,
                                 transport: session.recorder)
    }
}
