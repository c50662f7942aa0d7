internal import CImage

/// An image format as told by its magic bytes, never by URL or `Content-Type`.
public enum ImageFormat: Sendable, Equatable {
    /// PNG (`89 50 4E 47 0D 0A 1A 0A`).
    case png
    /// JPEG (`FF D8 FF`).
    case jpeg
    /// GIF87a or GIF89a.
    case gif

    /// The format of `bytes`, or nil when it is none of the three.
    public static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        switch pt_image_sniff(bytes, bytes.count) {
        case PT_FORMAT_PNG: .png
        case PT_FORMAT_JPEG: .jpeg
        case PT_FORMAT_GIF: .gif
        default: nil
        }
    }
}
