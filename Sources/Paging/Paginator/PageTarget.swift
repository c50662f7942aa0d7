/// What a load fills: a known page, or the next page at the end.
enum PageTarget: Equatable, Sendable {
    /// The laid-out page at this index.
    case slot(Int)
    /// The next page after the last.
    case tail
}
