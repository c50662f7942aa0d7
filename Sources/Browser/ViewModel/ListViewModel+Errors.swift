import Foundation

extension ListViewModel {
    /// Seconds until the rate budget refills, by the wall clock, when the last response said.
    var secondsToRateReset: Int? {
        guard let reset = paginator.rate?.resetEpochSeconds else { return nil }
        return max(0, Int(reset - Int64(wallClock().timeIntervalSince1970.rounded(.down))))
    }
}
