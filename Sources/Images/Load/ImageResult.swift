/// What a load produced: cells to draw, or the reason to draw a placeholder.
public enum ImageResult: Sendable, Hashable {
    /// The picture, fitted to the requested box.
    case image(ImageCells)
    /// No picture.
    case placeholder(ImageFailure)

    /// The cells, if there is a picture.
    public var cells: ImageCells? {
        if case .image(let cells) = self { return cells }
        return nil
    }
}
