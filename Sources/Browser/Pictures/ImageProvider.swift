import Images

/// Where the browser gets pictures: cells fitted to a box, or why there are none.
///
/// Called from the main actor but must not run there: implementations are actors or
/// nonisolated. Cancelling the calling task withdraws the request.
public protocol ImageProvider: Sendable {
    /// The picture at `url` fitted to `box`.
    func cells(for url: String, box: CellBox) async -> ImageResult
}
