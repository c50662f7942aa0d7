import Foundation
import Synchronization

/// A settable clock for the server's `now`, so rate windows move without sleeping.
final class TestClock: Sendable {
    private let date: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_776_700_000)) { date = Mutex(start) }

    var now: Date { date.withLock { $0 } }

    func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
}
