import CImage

/// Encodes 8-bit RGBA pixels as PNG through libpng.
enum PNGEncoder {
    /// libpng refused the pixels (only when memory runs out or the size is zero).
    struct Failure: Error {}

    /// Encodes `rgba` (width × height × 4 bytes, row-major) losslessly.
    static func encode(width: Int, height: Int, rgba: [UInt8]) throws -> [UInt8] {
        precondition(rgba.count == width * height * 4)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = pt_png_encode_rgba(rgba, UInt32(width), UInt32(height), &out, &length)
        guard status == PT_IMAGE_OK, let out else { throw Failure() }
        defer { pt_image_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }
}
