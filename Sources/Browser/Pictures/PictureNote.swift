import Images

/// The one-line notes shown instead of a picture.
enum PictureNote {
    /// When the colour mode draws no pictures at all.
    static let off = "(pictures off: NO_COLOR or too few colours)"

    /// The note for a failed load.
    static func text(for failure: ImageFailure) -> String {
        switch failure {
        case .noImage: return "no picture"
        case .notFound: return "picture not found"
        case .tooLarge: return "picture too large"
        case .undecodable: return "picture unreadable"
        case .network(let message): return "picture failed: \(message)"
        case .cancelled: return "no picture"
        }
    }
}
