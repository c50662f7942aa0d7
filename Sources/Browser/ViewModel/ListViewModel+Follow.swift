import Networking
import Paging

extension ListViewModel {
    /// Follows the list for new items (`--follow`) at `policy`'s pace, once it is read: its
    /// first page when it grows at its head, its end when it grows at its tail. `direction` nil
    /// picks it from the strategy and the first items. `transport` must be the one the model
    /// pages through: the ETag of the page read makes the first poll conditional.
    public func follow(_ policy: FollowPolicy, direction: FollowDirection?, transport: ETagRecorder,
                       clock: any Clock<Duration> = ContinuousClock()) {
        let follow = ListFollow(policy: policy, direction: direction, transport: transport, clock: clock,
                                wallClock: wallClock)
        follow.onChange = { [weak self] in self?.onChange?() }
        self.follow = follow
        follow.paginatorChanged(paginator)
    }

    /// Stops following for good.
    public func stopFollowing() {
        follow?.reset()
        follow = nil
    }

    public func takeListChanges() -> [ListChange] {
        takeMoves()
        defer { moves = [] }
        return moves
    }

    /// Takes the paginator's row moves into the details, keeping them for `takeListChanges`.
    func takeMoves() {
        let changes = paginator.takeListChanges()
        // A refresh held by a rate limit answered: following starts again from the new list.
        if changes.contains(.replaced) { follow?.reset() }
        for change in changes { details.apply(change) }
        moves += changes
    }

    public var followDirection: FollowDirection? { follow?.direction }
}
