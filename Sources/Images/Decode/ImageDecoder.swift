internal import CImage

/// Probes and decodes PNG (libpng), JPEG (libjpeg-turbo) and GIF (giflib, first frame).
///
/// Stateless and thread-safe; decoding is CPU-bound, so call it off the main actor.
public enum ImageDecoder {
    /// Format and size from the header alone.
    public static func probe(_ bytes: [UInt8]) throws(ImageDecodeError) -> (format: ImageFormat, width: Int, height: Int) {
        var format = PT_FORMAT_UNKNOWN
        var width: UInt32 = 0, height: UInt32 = 0
        try check(pt_image_probe(bytes, bytes.count, &format, &width, &height))
        guard let kind = ImageFormat.sniff(bytes) else { throw .unknownFormat }
        return (kind, Int(width), Int(height))
    }

    /// The width and height of the pixels `decode(_:limits:minimumSide:)` would allocate: a GIF's
    /// first frame (whatever its logical screen says), a JPEG after scaling for `minimumSide`.
    public static func decodedSize(_ bytes: [UInt8], minimumSide: Int = 0) throws(ImageDecodeError) -> (width: Int, height: Int) {
        var width: UInt32 = 0, height: UInt32 = 0
        try check(pt_image_decoded_size(bytes, bytes.count, UInt32(clamping: max(minimumSide, 0)), &width, &height))
        return (Int(width), Int(height))
    }

    /// Decodes `bytes` after checking the byte count and the header's size against `limits`.
    /// With `minimumSide`, a JPEG may come back smaller (halved up to three times) while both
    /// sides stay at least that: the caller is about to shrink it anyway.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = ImageLimits(),
                              minimumSide: Int = 0) throws(ImageDecodeError) -> RGBAImage {
        guard bytes.count <= limits.maxBytes else { throw .tooLarge }
        let header = try probe(bytes)
        guard header.width <= limits.maxSide, header.height <= limits.maxSide else { throw .tooLarge }
        var out: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        let side = UInt32(clamping: limits.maxSide)
        try check(pt_image_decode_rgba(bytes, bytes.count, side, side, UInt32(clamping: max(minimumSide, 0)),
                                   &out, &width, &height))
        guard let out, width > 0, height > 0 else { throw .corrupt }
        defer { pt_image_free(out) }
        let pixels = Array(UnsafeBufferPointer(start: out, count: Int(width) * Int(height) * 4))
        return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
    }

    private static func check(_ status: pt_image_status) throws(ImageDecodeError) {
        switch status {
        case PT_IMAGE_OK: return
        case PT_IMAGE_UNKNOWN_FORMAT: throw .unknownFormat
        case PT_IMAGE_TOO_LARGE: throw .tooLarge
        case PT_IMAGE_NO_MEMORY: throw .outOfMemory
        default: throw .corrupt
        }
    }
}
