import Paging
import TestSupport

extension Paginator {
    /// Returns once every load is parked, asleep on the clock or held by `holder`: nothing
    /// changes until the test answers a request or moves the clock on.
    func parked(_ holder: some RequestHolder) async {
        holder.onHold { [weak self] in Task { @MainActor in self?.recheck() } }
        await quiescent(holding: { holder.heldCount })
    }
}
