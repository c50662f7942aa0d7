/// Caps applied to untrusted image bytes before any decoder runs.
public struct ImageLimits: Sendable, Equatable {
    /// Largest encoded size accepted.
    public var maxBytes: Int
    /// Largest width and height, in pixels, read from the header.
    public var maxSide: Int

    /// 8 MiB and 4096 × 4096 pixels unless said otherwise.
    public init(maxBytes: Int = 8 * 1024 * 1024, maxSide: Int = 4096) {
        self.maxBytes = maxBytes
        self.maxSide = maxSide
    }
}
