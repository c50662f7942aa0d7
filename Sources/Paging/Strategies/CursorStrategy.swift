/// An opaque cursor read from a body field; a missing or empty cursor ends the list.
public struct CursorStrategy: PageStrategy, Equatable {
    /// A cursor strategy.
    public init() {}

    public var first: PageKey { .cursor(nil) }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard !ends(page), let cursor = page.cursor, !cursor.isEmpty else { return .endOfList }
        // A cursor that comes back unchanged would ask for the same page forever.
        if case .cursor(let previous?) = key, previous == cursor { return .end("the list stopped advancing") }
        return .next(.cursor(cursor))
    }
}
