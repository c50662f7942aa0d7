import Foundation
import Networking
import Paging

/// Follows the list a view model shows: once it is read (its first page for a newest-first
/// head, its end for an oldest-first tail), a task polls it with a `Follower` at the pace of
/// `FollowPolicy`, as pipe mode does, and hands the new items to the paginator, which puts them
/// in place without taking any out. A failed poll is said on the status line; following
/// carries on after it unless asking again cannot mend it.
///
/// Threading: main actor. The task inherits it; only the polls' requests run off it.
@MainActor
final class ListFollow {
    let policy: FollowPolicy
    /// The direction asked for; nil picks it from the strategy and the first items.
    let requested: FollowDirection?
    let transport: ETagRecorder
    let clock: any Clock<Duration>
    let wallClock: @Sendable () -> Date
    /// The direction followed, once following started.
    private(set) var direction: FollowDirection?
    /// The status line's word on following: a failed poll, a gap, or why it stopped.
    private(set) var note: String?
    private var task: Task<Void, Never>?
    /// Called when the note changed.
    var onChange: (@MainActor () -> Void)?

    init(policy: FollowPolicy, direction: FollowDirection?, transport: ETagRecorder, clock: any Clock<Duration>,
         wallClock: @escaping @Sendable () -> Date) {
        self.policy = policy
        self.requested = direction
        self.transport = transport
        self.clock = clock
        self.wallClock = wallClock
    }

    /// The paginator changed: starts following once the list is ready.
    func paginatorChanged(_ paginator: Paginator) {
        guard task == nil, direction == nil, paginator.failure == nil, paginator.layout.rows > 0 else { return }
        let first = (0..<min(paginator.layout.rows, 20)).compactMap { paginator.item(at: $0) }
        let direction = requested ?? FollowDirection.natural(for: paginator.source.strategy, firstItems: first)
        // A tail is asked past its last item: only once the list is read to its end.
        if direction == .tail {
            guard paginator.exhausted, !paginator.inFlight, paginator.layout.slots.allSatisfy(\.everLoaded) else { return }
        }
        start(paginator, direction: direction)
    }

    /// Stops following (a refresh or another source); it starts again once the list is ready.
    func reset() {
        task?.cancel()
        task = nil
        direction = nil
        note = nil
    }

    private func start(_ paginator: Paginator, direction: FollowDirection) {
        self.direction = direction
        var seen = FollowedIDs()
        // By page, not by row: a laid-out list may have millions of placeholder rows. Pages let
        // go are not in it: a tail is asked by position (past the last item, at the item offset
        // after the last page), so only items after the end can come back.
        for slot in paginator.layout.slots { for item in slot.items ?? [] { seen.insert(item.id) } }
        // Its polls ask with the tags of the pages the paginator read through the recorder.
        let follower = Follower(source: paginator.source, transport: transport, policy: policy, direction: direction,
                                seen: seen, last: paginator.lastItem, count: paginator.layout.itemEnd, now: wallClock,
                                etags: transport.etags)
        let clock = self.clock
        task = Task { [weak self, weak paginator, follower] in
            var follower = follower
            var gap: String?
            let end = await FollowLoop.run(&follower, clock: clock, deliver: { items in
                guard let paginator else { return false }
                paginator.addFollowed(items, at: direction)
                return true
            }, report: { event in
                switch event {
                case .gap(let said): gap = said
                case .failed(let failure, let again): self?.say(Self.note(failure: failure, gap: gap, delay: again))
                case .answered(let again): self?.say(Self.note(failure: nil, gap: gap, delay: again))
                }
                if case .gap = event {} else { gap = nil }
            })
            if case .stopped(let why) = end { self?.say("following stopped: \(why)") }
        }
    }

    private func say(_ text: String?) {
        guard text != note else { return }
        note = text
        onChange?()
    }

    /// "poll failed: timed out; again in 2m00s", a gap, or nil.
    static func note(failure: PagingError?, gap: String?, delay: Duration) -> String? {
        if let failure {
            return "following: poll failed: \(ErrorReason.short(failure)); again in \(StatusBar.duration(FollowLoop.seconds(delay)))"
        }
        return gap.map { "following: \($0)" }
    }
}
