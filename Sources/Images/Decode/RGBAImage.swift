/// Decoded pixels: 8-bit RGBA, row-major, not premultiplied.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// width × height × 4 bytes.
    public let pixels: [UInt8]

    /// An image over `pixels`; the count must be width × height × 4.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Bytes held, for cache accounting.
    public var byteCount: Int { pixels.count }
}
