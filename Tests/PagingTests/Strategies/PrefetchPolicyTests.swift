import Paging
import Testing

@Suite struct PrefetchPolicyTests {
    let policy = PrefetchPolicy()

    @Test func neverLessThanOneScreen() {
        #expect(policy.distance(viewportHeight: 40, rowsPerSecond: 0, latency: .zero, budgetLow: false) == 40)
        #expect(policy.distance(viewportHeight: 0, rowsPerSecond: 0, latency: .zero, budgetLow: false) == 1)
    }

    @Test func growsWithSpeedAndLatencyUpToTenScreens() {
        // 30 rows/s for 0.3 s is 9 rows, doubled for safety.
        #expect(policy.distance(viewportHeight: 30, rowsPerSecond: 30, latency: .milliseconds(300), budgetLow: false)
            == 48)
        #expect(policy.distance(viewportHeight: 30, rowsPerSecond: 20, latency: .seconds(1), budgetLow: false) == 70)
        #expect(policy.distance(viewportHeight: 30, rowsPerSecond: 1_000, latency: .seconds(2), budgetLow: false) == 300)
    }

    @Test func aLowBudgetShrinksItToOneScreen() {
        #expect(policy.distance(viewportHeight: 30, rowsPerSecond: 100, latency: .seconds(1), budgetLow: true) == 30)
    }

    @Test func fixedModeIsTheClassicThreshold() {
        let fixed = PrefetchPolicy(mode: .fixed(rows: 5))
        #expect(fixed.distance(viewportHeight: 30, rowsPerSecond: 100, latency: .seconds(1), budgetLow: false) == 5)
    }
}
