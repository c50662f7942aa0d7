import Catalog
import HTTPCache
import Networking
import Shell

/// The transport a run fetches lists through: curl behind the HTTP disk cache (unless
/// `--no-cache`, the demo or the config turned it off). Every command builds it here, so
/// `--cache-dir` and `--no-cache` mean the same for the built-in sources and `pagetty url`.
///
/// Stateless; main actor where the transports are used.
enum HTTPStack {
    /// For the browser and the picker: a failed revalidation shows in the status bar.
    static func browsing(_ curl: CurlTransport, settings: Settings) -> any Transport {
        guard let directory = settings.cacheDirectory else { return curl }
        return CachingTransport(wrapping: curl, store: CacheStore(directory: directory, capBytes: settings.cacheCapBytes),
                                parsesJSON: JSONValue.isWhole)
    }

    /// For pipe mode: serving a stale copy offline is said once on stderr.
    static func piping(_ curl: CurlTransport, settings: Settings) -> any Transport {
        guard let directory = settings.cacheDirectory else { return curl }
        return OfflineNotice(wrapping: CachingTransport(wrapping: curl, store: CacheStore(directory: directory,
                                                                                         capBytes: settings.cacheCapBytes),
                                                        parsesJSON: JSONValue.isWhole),
                             tell: { StandardStreams.err($0) })
    }
}
