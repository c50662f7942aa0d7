import CImage

/// Encodes pixels as baseline JFIF JPEG through libjpeg-turbo (4:4:4, quality 85).
enum JPEGEncoder {
    /// libjpeg refused the pixels (only when memory runs out or the size is out of range).
    struct Failure: Error {}

    /// Encodes 8-bit RGBA pixels; alpha is dropped, as JPEG has none.
    static func encode(width: Int, height: Int, rgba: [UInt8]) throws -> [UInt8] {
        precondition(rgba.count == width * height * 4)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0..<(width * height) {
            rgb[i * 3] = rgba[i * 4]
            rgb[i * 3 + 1] = rgba[i * 4 + 1]
            rgb[i * 3 + 2] = rgba[i * 4 + 2]
        }
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = pt_jpeg_encode_rgb(rgb, UInt32(width), UInt32(height), 85, &out, &length)
        guard status == PT_IMAGE_OK, let out else { throw Failure() }
        defer { pt_image_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }
}
