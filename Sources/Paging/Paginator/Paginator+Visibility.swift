extension Paginator {
    // MARK: Visibility

    /// Rows now on screen because the user moved to them (a scroll, a jump): records the viewport,
    /// speed and direction, loads what is near and ahead, then drops pages that left the screen
    /// and are no longer wanted (see `disappeared`).
    public func appeared(_ rows: Range<Int>) {
        handle(.appeared(rows, at: now))
    }

    /// Rows now on screen without the user moving (a resize, a filter cleared, a tab shown again): rows
    /// on screen still missing load, nothing ahead of them does. Speed and direction stay those
    /// of the last move. The first report of a list is its first move; rows arriving under a
    /// move that reached the list's end complete it (the screen was taller than the list).
    public func shown(_ rows: Range<Int>) {
        handle(.shown(rows, at: now))
    }

    /// Rows the caller expects to show soon (a jump it is about to make): loaded like visible
    /// ones. The view does not need it: the paginator's own policy looks ahead.
    public func prefetch(_ rows: Range<Int>) {
        handle(.prefetch(rows, at: now))
    }

    /// Rows that left the screen. Over `PagingConfiguration.keepItems`, their pages are dropped
    /// at the next `appeared` unless still on screen or within reach (the wanted rows), before
    /// the `maxItems` bound would have to.
    public func disappeared(_ rows: Range<Int>) {
        handle(.disappeared(rows))
    }

    /// Time since the user last moved through the list (nil before the first move): under a
    /// page's latency, the user is still travelling.
    public var sinceLastMove: Duration? { lastAppear.map { now - $0.at } }

    /// Whether the last move went up the list.
    public var isMovingUp: Bool { movingUp }

    /// The rows prefetch reaches ahead of the screen, in the direction of travel, at the current
    /// speed and latency: where a source's row details are worth asking for too.
    public var lookahead: Range<Int> {
        let reach = state.reach()
        return movingUp ? reach.above : reach.below
    }
}
