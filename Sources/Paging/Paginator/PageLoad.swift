/// One load in flight, as a value, by the key it asks for (a re-plan moves a page's index, never
/// its key); its task is the paginator's.
struct PageLoad: Sendable, Equatable {
    /// What a load waits for while nothing of it is on the wire.
    enum Wait: Sendable, Equatable { case backoff, rateLimit }

    /// Whether it reads the next page at the end (at most one does) rather than a known page.
    let isTail: Bool
    /// What it is waiting for, if anything (then nothing of it is on the wire).
    var wait: Wait?
    /// The instant on the paginator's clock it sleeps until, while asleep (for `quiescent()`).
    var wakeAt: Duration?
    /// Retries after a transient failure so far (the rate-limit waits are counted apart).
    var retries = 0
    /// Times its answer was put aside and the page asked again because its total dropped (`totalDrop`).
    var askedAgain = 0
    /// The drop that last sent it back: the same drop twice is a list standing still.
    var lastDrop: Int?

    /// A load just started: on the wire, no retry yet.
    init(isTail: Bool, wait: Wait? = nil, wakeAt: Duration? = nil, retries: Int = 0, askedAgain: Int = 0,
         lastDrop: Int? = nil) {
        (self.isTail, self.wait, self.wakeAt, self.retries) = (isTail, wait, wakeAt, retries)
        (self.askedAgain, self.lastDrop) = (askedAgain, lastDrop)
    }
}
