import Foundation
import Networking

extension PagingState {
    /// `r`: drops everything, a rate-limit block too (a wrong reset, or a budget refilled early,
    /// never strands the user), and loads from the first page now. While a rate limit holds rows
    /// shown, they stay with the loads waiting, and only the first page is asked (`askFirstPage`)
    /// until it answers (`refreshAnswered`): a list emptied for the rest of the hour would cost
    /// everything read. A second `r` meanwhile asks nothing more.
    mutating func refresh(now: Duration, gate: Duration?) -> [PagingEffect] {
        guard heldByRateLimit(now: now, gate: gate), rowCount > 1 else { return restart(now: now) }
        guard !refreshAsking else { return [] }
        refreshAsking = true
        return [.askFirstPage(strategy.first)]
    }

    /// Drops every row, load and block: the list as before its first page, loading it.
    mutating func restart(now: Duration) -> [PagingEffect] {
        let dropped = startOver()
        return [.cancelLoads, .openGate] + dropped + [.changed] + startLoads(now: now, gate: nil)
    }

    /// The first page a refresh while held asked answered: the list starts over from it (told as
    /// `ListChange.replaced`); refused, all stays as it was, the wait included, and the notice
    /// says why. Nothing when no such refresh is out (a command superseded it).
    mutating func refreshAnswered(_ result: Result<Page, PagingError>, headers: HTTPHeaders?, now: Duration,
                                  wall: Date, gate: Duration?) -> [PagingEffect] {
        guard refreshAsking else { return [] }
        refreshAsking = false
        switch result {
        case .success(let page):
            let dropped = startOver()
            // Told first: the moves the first page makes are the new list's.
            listChanges.append(.replaced)
            let held = headers.flatMap { noteRate($0, now: now, wall: wall, gate: nil) }
            apply(page, to: .tail, key: strategy.first, maxItems: configuration.maxItems)
            return [.cancelLoads, .openGate] + dropped + (held.map { [.holdGate(until: $0)] } ?? []) + [.changed]
                + startLoads(now: now, gate: held)
        case .failure(let error):
            let held = headers.flatMap { noteRate($0, now: now, wall: wall, gate: gate) }
            let decision = configuration.retry.decide(error, headers: headers, attempt: 0, now: wall, unit: 0.5)
            if case .waitForRateLimit = decision {
                latestNotice = .refreshRefused(reason: "still rate limited")
            } else {
                latestNotice = .refreshRefused(reason: "the first page failed (\(error))")
            }
            return (held.map { [.holdGate(until: $0)] } ?? []) + [.changed]
        }
    }

    /// A failed load, or one waiting for its backoff, is asked again now. A rate-limit wait is
    /// kept: the server said when, and a request before then would only spend the budget.
    mutating func retry(now: Duration, gate: Duration?) -> [PagingEffect] {
        guard !loads.values.contains(where: { $0.wait == .rateLimit }) else { return [] }
        guard failure != nil || loads.values.contains(where: { $0.wait == .backoff }) else { return [] }
        dropLoads()
        failure = nil
        return [.cancelLoads, .changed] + startLoads(now: now, gate: gate)
    }

    /// Stops what is in flight; loading stays stopped (`.cancelled`) until a retry or a refresh.
    mutating func cancel() -> [PagingEffect] {
        guard !loads.isEmpty else { return [] }
        dropLoads()
        failure = .http(.cancelled)
        return [.cancelLoads, .changed]
    }

    /// Lets go every load in flight, the countdown and a refresh asked while held: their answers
    /// are dropped (`cancelLoads`).
    private mutating func dropLoads() {
        loads = [:]
        countdown = nil
        refreshAsking = false
    }
}
