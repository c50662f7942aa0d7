/// Time-based pages: `since=<timestamp of the last item>`.
public struct TimeStrategy: PageStrategy, Equatable {
    /// A time strategy.
    public init() {}

    public var first: PageKey { .time(nil) }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard !ends(page), let last = page.lastValue else { return .endOfList }
        if case .time(let previous?) = key, previous == last { return .end("the list stopped advancing") }
        return .next(.time(last))
    }
}
