import Foundation

/// Lets the loads in flight run until `condition` holds; gives up after 10 s of wall time.
/// Not a sleep: it only yields, and time in the model is driven by the test clock. Main actor,
/// like the paginator and the view model whose state `condition` reads.
@MainActor
public func settle(_ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        await Task.yield()
    }
    return true
}
