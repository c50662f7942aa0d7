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
        cache(curl, settings: settings) ?? curl
    }

    /// For pipe mode: serving a stale copy offline is said once on stderr.
    static func piping(_ curl: CurlTransport, settings: Settings) -> any Transport {
        guard let cache = cache(curl, settings: settings) else { return curl }
        return OfflineNotice(wrapping: cache, tell: { StandardStreams.err($0) })
    }

    /// The disk cache in front of `curl`, or nil when it is off; a page is checked whole by the
    /// reader that keeps nothing it reads.
    private static func cache(_ curl: CurlTransport, settings: Settings) -> CachingTransport? {
        settings.cacheDirectory.map { directory in
            CachingTransport(wrapping: curl, store: CacheStore(directory: directory, capBytes: settings.cacheCapBytes),
                             parsesJSON: JSONValue.isWhole)
        }
    }
}
