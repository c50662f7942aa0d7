import Shell
import Testing

/// The page size an offline run with a `--limit` reads a cached list at.
struct StoredPageSizesTests {
    @Test(arguments: [
        // stored, wanted, offline choice
        ([], 5, nil),
        ([5], 5, 5),
        ([10], 5, 10),
        ([10, 100, 50], 20, 50),
        ([10], 25, 10),
        ([3, 10], 25, 10),
        ([100, 10], 10, 10),
    ] as [([Int], Int, Int?)])
    func theSmallestStoredSizeThatHoldsTheLimitElseTheLargest(stored: [Int], wanted: Int, choice: Int?) {
        #expect(StoredPageSizes(Set(stored)).offline(wanted: wanted) == choice)
    }
}
