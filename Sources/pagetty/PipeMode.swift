import Catalog
import Foundation
import HTTPCache
import Networking
import Shell
import Paging

/// Pipe mode as the command runs it: the source, the transport with its disk cache, the runner.
///
/// Threading: main actor (it owns a `PipeRunner`).
@MainActor
enum PipeMode {
    /// Writes `settings.source`'s items to stdout; throws `ExitCode`-worthy failures as one-line errors.
    static func run(settings: Settings, format: PipeFormat, limit: Int?, since: Int64?, offset: Int?,
                    follow: FollowPolicy? = nil, direction: FollowDirection? = nil) async throws(PipeError) {
        let endpoint = settings.endpoints[settings.source] ?? Endpoint(base: nil, token: nil)
        // A small --limit needs no 100-item pages.
        let perPage = settings.perPage ?? limit.map { min(max($0, 1), 100) }
        let catalog: any CatalogSource
        do {
            catalog = try settings.source.make(base: endpoint.base, token: endpoint.token, query: settings.query,
                                               perPage: perPage, captureRaw: true)
        } catch {
            throw .failed(error.description)
        }
        var first: PageKey?
        if let since, settings.source == .github { first = .since(since) }
        if let offset, settings.source == .pokemon { first = .offset(offset, limit: perPage ?? 100) }
        let network = LiveTransport.make(environment: ProcessInfo.processInfo.environment,
                                          maxPageBytes: settings.maxPageBytes)
        let transport = ETagRecorder(wrapping: HTTPStack.piping(network, settings: settings))
        let runner = PipeRunner(source: SequentialSource(catalog, first: first), transport: transport,
                                clock: ContinuousClock(), configuration: settings.paging,
                                fields: settings.source.pipeFields, format: format, limit: limit,
                                write: StandardStreams.out, diagnose: StandardStreams.err)
        try await PipeFollow.run(runner, policy: follow, direction: direction, source: catalog, transport: transport)
    }
}
