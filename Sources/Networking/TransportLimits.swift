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
    /// Largest body accepted, counted after content decoding.
    public var maxBodyBytes = 8 * 1024 * 1024
    /// Redirects followed before giving up.
    public var maxRedirects = 5

    /// The defaults: 10 s connect, 1 KiB/s for 15 s, 30 s total, 8 MiB, 5 redirects.
    public init() {}
}
