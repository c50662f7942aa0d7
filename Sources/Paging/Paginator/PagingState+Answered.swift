import Foundation
import Networking

extension PagingState {
    /// The load of `key` was answered with `page`: the budget in its headers is kept, then, when
    /// its page is still wanted, the answer is put aside and asked again once its total dropped
    /// below its neighbour's (at most `maxAsksAgain` times, and not for the same drop twice: a list
    /// standing still since), or put in place, the load ended and the next ones started.
    mutating func answered(_ key: PageKey, page: Page, headers: HTTPHeaders?, sentAfter: Int, took: Duration,
                           now: Duration, wall: Date, gate: Duration?) -> [PagingEffect] {
        guard var load = loads[key] else { return [] }
        let held = headers.flatMap { noteRate($0, now: now, wall: wall, gate: gate) }
        let effects = held.map { [PagingEffect.holdGate(until: $0)] } ?? []
        let gate = held ?? gate
        // The page this load was for may have gone meanwhile (another answer re-planned or cut
        // the layout, the end moved on): its answer is nobody's.
        guard let target = target(of: key, isTail: load.isTail) else {
            return effects + endLoad(key, now: now, gate: gate)
        }
        answered(took: took)
        let drop = totalDrop(page, target: target, sentAfter: sentAfter)
        if let drop, load.askedAgain < Self.maxAsksAgain, drop != load.lastDrop {
            load.askedAgain += 1
            load.lastDrop = drop
            loads[key] = load
            return effects + [.askAgain(key)]
        }
        let notice = drop.map { missingRowsNotice($0, page: page, target: target) }
        if case .slot(let index) = target {
            askAgainAfter(index, page: page, sentAfter: sentAfter)
            noteSideTotal(page, key: key)
        }
        apply(page, to: target, key: key, maxItems: configuration.maxItems)
        if let notice { latestNotice = notice }
        return effects + endLoad(key, now: now, gate: gate)
    }

    /// Keeps the rate budget in `headers`; when it is spent, with a reset said, returns the instant
    /// every request of the origin is held until (a longer hold already set stays). `wall` reads the reset.
    mutating func noteRate(_ headers: HTTPHeaders, now: Duration, wall: Date, gate: Duration?) -> Duration? {
        guard let status = RateLimitStatus.parse(headers) else { return nil }
        rate = status
        guard status.isExhausted, let reset = status.resetEpochSeconds,
              let wait = configuration.retry.resetWait(reset, now: wall)
        else { return nil }
        return max(gate ?? .zero, now + wait)
    }
}
