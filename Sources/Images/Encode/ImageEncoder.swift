internal import CImage

/// Encodes pixels through libpng, libjpeg-turbo and giflib: for tests, benchmarks and the mock.
///
/// Stateless and thread-safe.
public enum ImageEncoder {
    /// The library refused the pixels (a zero or out-of-range size, or no memory).
    public struct Failure: Error, Sendable {}

    /// A PNG of `image`, alpha kept.
    public static func png(_ image: RGBAImage) throws(Failure) -> [UInt8] {
        try collect { out, length in pt_png_encode_rgba(image.pixels, UInt32(image.width), UInt32(image.height), out, length) }
    }

    /// A baseline JPEG of `image` at `quality` (1...100), alpha dropped.
    public static func jpeg(_ image: RGBAImage, quality: Int = 85) throws(Failure) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
        for i in 0..<(image.width * image.height) {
            rgb[i * 3] = image.pixels[i * 4]
            rgb[i * 3 + 1] = image.pixels[i * 4 + 1]
            rgb[i * 3 + 2] = image.pixels[i * 4 + 2]
        }
        return try collect { out, length in
            pt_jpeg_encode_rgb(rgb, UInt32(image.width), UInt32(image.height), Int32(quality), out, length)
        }
    }

    /// A one-frame GIF of palette `indices`; `palette` holds a power-of-two count (2...256) of colours.
    public static func gif(indices: [UInt8], width: Int, height: Int, palette: [RGB], transparentIndex: Int? = nil) throws(Failure) -> [UInt8] {
        guard indices.count == width * height else { throw Failure() }
        let flat = palette.flatMap { [$0.red, $0.green, $0.blue] }
        return try collect { out, length in
            pt_gif_encode_indexed(indices, UInt32(width), UInt32(height), flat, Int32(palette.count),
                                  Int32(transparentIndex ?? -1), out, length)
        }
    }

    private static func collect(
        _ encode: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>) -> pt_image_status
    ) throws(Failure) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard encode(&out, &length) == PT_IMAGE_OK, let out else { throw Failure() }
        defer { pt_image_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }
}
