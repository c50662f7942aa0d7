/// Time and size limits for a transfer.
public struct TransportLimits: Sendable, Equatable {
    /// Time to establish a connection.
    public var connectTimeout: Duration = .seconds(10)
    /// Abort when slower than `lowSpeedBytesPerSecond` for `lowSpeedTime`.
    public var lowSpeedBytesPerSecond = 1024
    /// How long a transfer may stay below the low-speed limit.
    public var lowSpeedTime: Duration = .seconds(15)
    /// The whole transfer, redirects included.
    public var totalTimeout: Duration = .seconds(30)
    /// Largest body accepted, counted after content decoding: far above any real page (a
    /// Qiita page of 100 rendered articles can pass 12 MiB), low enough that a hostile body
    /// (a gigabyte, a gzip bomb, an endless chunked stream) ends well before memory does.
    public var maxBodyBytes = Self.defaultMaxBodyBytes
    /// Redirects followed before giving up.
    public var maxRedirects = 5

    /// The default body cap: 64 MiB.
    public static let defaultMaxBodyBytes = 64 * 1024 * 1024

    /// The defaults: 10 s connect, 1 KiB/s for 15 s, 30 s total, 64 MiB, 5 redirects.
    public init() {}
}
