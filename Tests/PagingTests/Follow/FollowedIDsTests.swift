import Paging
import Testing

/// What the id store of `--follow` holds.
@Suite struct FollowedIDsTests {
    /// Ids of a megabyte each cost what short ones do: the store keeps fixed-size digests, so its
    /// bytes are bounded by its count alone (1 MB ids grew a follow by 5.7 MB/s).
    @Test func holdsTheSameBytesWhateverTheIdsLength() {
        var short = FollowedIDs(capacity: 10)
        var long = FollowedIDs(capacity: 10)
        for n in 0..<25 {
            short.insert("\(n)")
            long.insert(String(repeating: "x", count: 1 << 20) + "\(n)")
        }
        #expect(long.heldBytes == short.heldBytes)
        #expect(long.heldBytes <= 10 * 32)
        // Still told apart, and the oldest forgotten past the capacity.
        #expect(long.contains(String(repeating: "x", count: 1 << 20) + "24"))
        #expect(!long.contains(String(repeating: "x", count: 1 << 20) + "0"))
        let again = long.insert(String(repeating: "x", count: 1 << 20) + "20")
        #expect(!again)
    }
}
