extension PagingState {
    /// The one transition of a list: the view's reports, a load's answer (through `apply`), end or
    /// failure, the rate gate's countdown and the commands. `gate` is the instant the origin's
    /// shared rate gate holds requests until (nil: open), read in because other lists share it;
    /// the effects `holdGate` and `openGate` write it back. Pure: no actor, clock or transport;
    /// the effects are for the driver, in order.
    mutating func handle(_ event: PagingEvent, gate: Duration?) -> [PagingEffect] {
        var effects = step(event, gate: gate)
        // Rows following brought wait for the loads in flight; with none left, they go in place.
        if loads.isEmpty, placeFollowed() { effects.append(.changed) }
        return effects
    }

    /// What `event` does, before rows following brought are put in place.
    private mutating func step(_ event: PagingEvent, gate: Duration?) -> [PagingEffect] {
        switch event {
        case .appeared(let rows, let now):
            return appeared(rows, at: now, gate: gate)
        case .shown(let rows, let now):
            return shown(rows, at: now, gate: gate)
        case .prefetch(let rows, let now):
            prefetchHint = rows
            return startLoads(now: now, gate: gate)
        case .wanted(let row, let now):
            return wanted(row, at: now, gate: gate)
        case .disappeared(let rows):
            disappeared(rows)
            return []
        case .readAhead(let event):
            return (readAhead?.handle(event, strategy: strategy, served: plan.servedSize) ?? []).map(PagingEffect.readAhead)
        case .loadEnded(let key, let now):
            return endLoad(key, now: now, gate: gate)
        case .loadsMayStart(let now):
            return startLoads(now: now, gate: gate)
        case let .answered(key, page, headers, sentAfter, took, now, wall):
            return answered(key, page: page, headers: headers, sentAfter: sentAfter, took: took,
                            now: now, wall: wall, gate: gate)
        case let .headers(headers, now, wall):
            return noteRate(headers, now: now, wall: wall, gate: gate).map { [.holdGate(until: $0)] } ?? []
        case let .failed(key, error, headers, sentAfterWaits, repeatable, now, wall, unit):
            return failed(key, error: error, headers: headers, sentAfterWaits: sentAfterWaits,
                          repeatable: repeatable, now: now, wall: wall, unit: unit, gate: gate)
        case let .gateCheck(key, now):
            return gateCheck(key, now: now, gate: gate)
        case .refresh(let now):
            return refresh(now: now, gate: gate)
        case .restart(let now):
            return restart(now: now)
        case let .refreshAnswered(result, headers, now, wall):
            return refreshAnswered(result, headers: headers, now: now, wall: wall, gate: gate)
        case let .newSource(strategy, base, now):
            (self.strategy, self.base, rate) = (strategy, base, nil)
            return restart(now: now)
        case .retry(let now):
            return retry(now: now, gate: gate)
        case .followed(let items, .head):
            followed.head = items.reversed() + followed.head
            return []
        case .followed(let items, .tail):
            followed.tail += items
            return []
        case .refused(let key, let error):
            return stop(key, error)
        case .cancel:
            return cancel()
        }
    }

    /// The load of `key` ended: once none is in flight, the rows following brought are put in
    /// place (before the loads this lets start, or they would wait for those too); then the next
    /// loads start.
    mutating func endLoad(_ key: PageKey, now: Duration, gate: Duration?) -> [PagingEffect] {
        loads[key] = nil
        if loads.isEmpty { _ = placeFollowed() }
        return [.changed] + startLoads(now: now, gate: gate)
    }
}
