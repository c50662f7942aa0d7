import Paging
@testable import Browser

extension ListViewModel {
    /// Lets every page and detail load run out without polling: returns once the paginator is
    /// quiescent and no detail is in flight at the same moment (a landed page starts details, so
    /// one wait after the other is not enough). Nothing then changes until the clock moves on or
    /// the test reports rows. A cancelled task (a test's time limit) stops waiting.
    func quiet() async {
        while !(paginator.isQuiescent && details.inFlight == 0), !Task.isCancelled {
            await paginator.quiescent()
            await details.idle()
        }
    }
}
