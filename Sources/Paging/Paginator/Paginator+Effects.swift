extension Paginator {
    /// Puts `event` through the list's rules (`PagingState.handle`), with the origin's rate gate
    /// read in, and runs what they ask; returns the effects, for a load that acts on its own.
    @discardableResult
    func handle(_ event: PagingEvent) -> [PagingEffect] {
        perform(state.handle(event, gate: blockedUntil))
    }

    /// Runs `effects` in order: starts and lets go tasks, holds and opens the gate, asks the first
    /// page of a refresh while held, tells the view. A load's sleep, asking again and failure are
    /// its task's to act on (`run`); here they only wake the waiters and let the task go.
    @discardableResult
    func perform(_ effects: [PagingEffect]) -> [PagingEffect] {
        for effect in effects {
            switch effect {
            case .start(let key, let isTail): start(key, isTail: isTail)
            case .holdGate(let until): blockedUntil = until
            case .openGate: blockedUntil = nil
            case .cancelLoads: cancelLoads()
            case .askFirstPage(let key): askFirstPage(key)
            case .askAgain: break
            case .changed: changed()
            // Asleep until an instant: the paginator may be quiescent now.
            case .sleep: wakeWaiters()
            case .fail(let key, _): tasks[key] = nil
            case .readAhead(.send(let requests)): sendAhead(requests)
            case .readAhead(.cancel(let keys)): dropAhead(keys)
            // The load that took the answer asks again itself (`fetchPage`).
            case .readAhead(.askAgain): break
            }
        }
        return effects
    }

    /// Supersedes every load in flight: the token moves on, so a late answer is dropped, and
    /// their tasks are cancelled and let go.
    private func cancelLoads() {
        token += 1
        for task in tasks.values { task.cancel() }
        tasks = [:]
    }

    /// The task of the load of `key`, already in `loads`.
    private func start(_ key: PageKey, isTail: Bool) {
        let token = self.token
        runningLoads += 1
        tasks[key] = Task {
            await self.run(key: key, isTail: isTail, token: token)
            self.loadReturned()
        }
    }

    /// What the loads in flight wait for when none is on the wire; nil while one is, or none runs.
    var waiting: PageLoad.Wait? { state.waiting }

    /// Where the answer for `key` goes now (`PagingState.target(of:isTail:)`).
    func target(of key: PageKey, isTail: Bool) -> Target? { state.target(of: key, isTail: isTail) }
}
