import Foundation

/// Lets the loads in flight run until `condition` holds; gives up after 10 s of wall time, or
/// `PAGETTY_SETTLE_SECONDS` (the sanitizer passes set 60: under ThreadSanitizer the suite's three
/// long simulations hold the main actor for 15–28 s between them on a loaded two-core machine,
/// and the tests waiting for it gave up at 10 s, on code that had passed there an hour before).
/// Main actor, like the paginator and the view model whose state `condition` reads.
///
/// It yields a few times (most conditions hold within a turn or two), then looks again every
/// millisecond of real time instead of spinning: a loop of bare yields kept the main actor's
/// thread busy for as long as it waited, and with dozens of tests waiting at once in the
/// parallel suite on two cores, that spinning took the CPU the loads it waited for needed
/// (their `fetch` runs on the cooperative pool), until some gave up after 10 s. The model's
/// time stays on the test clock; only this helper's polling uses the real one.
@MainActor
public func settle(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(settleSeconds)
    var looks = 0
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        looks += 1
        if looks <= 20 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return true
}

/// How long `settle` waits: `PAGETTY_SETTLE_SECONDS`, else 10.
let settleSeconds = ProcessInfo.processInfo.environment["PAGETTY_SETTLE_SECONDS"].flatMap(Int.init) ?? 10
