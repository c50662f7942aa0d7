extension PagingState {
    /// The one transition for everything but an answer (`apply`): the view's reports, a load's end
    /// or failure. `gate` is the instant the origin's shared rate gate holds requests until (nil:
    /// open), read in because other lists share it; an effect `holdGate` writes it back. Pure: no
    /// actor, clock or transport; the effects are for the driver, in order.
    mutating func handle(_ event: PagingEvent, gate: Duration?) -> [PagingEffect] {
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
        case .loadEnded(let key, let now):
            loads[key] = nil
            return [.changed] + startLoads(now: now, gate: gate)
        case .loadsMayStart(let now):
            return startLoads(now: now, gate: gate)
        case let .failed(key, error, headers, sentAfterWaits, repeatable, now, wall, unit):
            return failed(key, error: error, headers: headers, sentAfterWaits: sentAfterWaits,
                          repeatable: repeatable, now: now, wall: wall, unit: unit, gate: gate)
        }
    }
}
