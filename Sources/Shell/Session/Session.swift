import Catalog
import HTTPCache
import Networking
import Paging

/// One list's wiring, built once from the settings, the list's source and the run's mode: every
/// command (`pagetty`, `pagetty SOURCE`, `pagetty url`, `pagetty @NAME`) runs its list through
/// one, and another tab or a related list opened from one through a session `sharing` its network
/// and cache. A request meets, in order: the ETag recorder (a followed list's first poll asks with
/// the tag of the page read), the pages detection already fetched (`answer`), the source's
/// credentials on their origin alone (`CredentialTransport`), the disk cache (which keys what it
/// keeps by those credentials) and the network.
///
/// Sendable; the transports run on their caller's executor.
public struct Session: Sendable {
    /// The run's settings.
    public let settings: Settings
    /// The list read.
    public let source: SessionSource
    /// How it is shown.
    public let mode: SessionMode
    /// The network (curl in a run): pictures go to it straight, the image cache keeping them.
    public let network: any Transport
    /// The network behind the disk cache (when it is on), shared by every list of the run.
    public let cached: any Transport
    /// The source's credentials, on their origin alone; nil when it has none.
    public let credentials: OriginCredentials?
    /// What the list sends every request through, remembering the ETags answered.
    public let recorder: ETagRecorder
    private let answered: PrimedTransport
    private let environment: [String: String]

    /// The session of `source` shown as `mode`, over `network` behind the disk cache the settings
    /// name; `tell` says on stderr when pipe mode is served a stale copy offline.
    public init(settings: Settings, source: SessionSource, mode: SessionMode, network: any Transport,
                environment: [String: String], tell: @escaping @Sendable (String) -> Void) {
        self.init(settings: settings, source: source, mode: mode, network: network,
                  cached: Self.cache(over: network, settings: settings, pipes: mode.pipeFormat != nil, tell: tell),
                  environment: environment)
    }

    private init(settings: Settings, source: SessionSource, mode: SessionMode, network: any Transport,
                 cached: any Transport, environment: [String: String]) {
        self.settings = settings
        self.source = source
        self.mode = mode
        self.network = network
        self.cached = cached
        self.environment = environment
        credentials = Self.credentials(of: source, settings: settings, environment: environment)
        answered = PrimedTransport(wrapping: CredentialTransport.wrapping(cached, in: credentials), answers: [])
        recorder = ETagRecorder(wrapping: answered)
    }

    /// Another list of the same run (another tab, a related list) over this network and cache, or
    /// over `local` instead (an array embedded in an item).
    public func sharing(_ source: SessionSource, mode: SessionMode, over local: (any Transport)? = nil) -> Session {
        Session(settings: settings, source: source, mode: mode, network: network, cached: local ?? cached,
                environment: environment)
    }

    /// Pages already fetched (detection's probe and the page 2 that confirmed it), each answered
    /// once instead of asked again; they replace any handed over before.
    public func answer(_ pages: [(url: String, response: HTTPResponse)]) {
        answered.replaceAnswers(pages)
    }

    /// The pages `resolution` fetched, answered once each (`answer(_:)`).
    public func answer(_ resolution: GenericResolver.Resolution) {
        answer(resolution.fetched)
    }

    /// The disk cache over `network`, unless it is off (`--no-cache`, the demo, the config): pipe
    /// mode says once on stderr when a stale copy is served offline, the browser in its status bar.
    static func cache(over network: any Transport, settings: Settings, pipes: Bool,
                      tell: @escaping @Sendable (String) -> Void) -> any Transport {
        guard let directory = settings.cacheDirectory else { return network }
        // A page is checked whole by the reader that keeps nothing it reads.
        let cache = CachingTransport(wrapping: network, store: CacheStore(directory: directory, capBytes: settings.cacheCapBytes),
                                     parsesJSON: JSONValue.isWhole)
        return pipes ? OfflineNotice(wrapping: cache, tell: tell) : cache
    }

    /// A built-in source's token at its endpoint; a generic list's headers and token: what the
    /// session's `CredentialTransport` adds, the only place they join a request (no source adds them).
    static func credentials(of source: SessionSource, settings: Settings,
                            environment: [String: String]) -> OriginCredentials? {
        switch source {
        case .builtIn(let builtIn):
            return settings.endpoints[builtIn]?.credentials(for: builtIn)
        case .list(let options):
            return options.credentials(environment: environment)
        }
    }
}
