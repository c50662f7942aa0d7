/// Work whose tasks may wait in a `RequestHolder` (a paginator's loads): it can wait until every
/// task is asleep on the clock or one of those the holder counts, and look again when told.
@MainActor public protocol Parking: AnyObject, Sendable {
    /// Returns once no more tasks are busy than `held()` (see `Paginator.quiescent(holding:)`).
    func quiescent(holding held: @escaping @MainActor () -> Int) async
    /// Reads the conditions of the waits again.
    func recheck()
}

extension Parking {
    /// Returns once every task is parked, asleep on the clock or held by `holder`: nothing
    /// changes until the test answers a request or moves the clock on.
    public func parked(_ holder: some RequestHolder) async {
        holder.onHold { [weak self] in Task { @MainActor in self?.recheck() } }
        await quiescent(holding: { holder.heldCount })
    }
}
