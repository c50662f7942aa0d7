import Shell
import Testing

/// The page size an offline run with a `--limit` reads a cached list at.
struct StoredPageSizesTests {
    @Test(arguments: [
        // stored, wanted, offline choice, whether the first page is asked alone
        ([], 5, nil, false),
        ([5], 5, 5, false),
        ([10], 5, 10, true),
        ([10, 100, 50], 20, 50, true),
        ([10], 25, 10, true),
        ([3, 10], 25, 10, true),
        ([100, 10], 10, 10, false),
    ] as [([Int], Int, Int?, Bool)])
    func theSmallestStoredSizeThatHoldsTheLimitElseTheLargest(stored: [Int], wanted: Int, choice: Int?, asks: Bool) {
        let sizes = StoredPageSizes(Set(stored))
        #expect(sizes.offline(wanted: wanted) == choice)
        #expect(sizes.mayServe(instead: wanted) == asks)
    }
}
