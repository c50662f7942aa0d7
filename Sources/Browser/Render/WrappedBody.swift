/// A detail body already wrapped to one text width, so a frame need not wrap it again.
///
/// Immutable, so any thread. The detail controller makes one per item and width; the renderer
/// uses it when its width is the pane's text width and wraps the body itself otherwise.
public final class WrappedBody: Sendable {
    /// The text width the lines were wrapped to.
    public let width: Int
    /// The body's lines, each at most `width` columns.
    public let lines: [String]

    /// Wrapped lines for `width`.
    init(width: Int, lines: [String]) {
        self.width = width
        self.lines = lines
    }
}
