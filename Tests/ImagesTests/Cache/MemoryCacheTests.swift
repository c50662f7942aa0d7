import Testing
@testable import Images

/// The byte-bounded LRU.
@Suite struct MemoryCacheTests {
    @Test func evictsLeastRecentlyUsedByBytes() {
        var cache = MemoryCache<String, Int>(budget: 100)
        cache.insert(1, bytes: 40, for: "a")
        cache.insert(2, bytes: 40, for: "b")
        #expect(cache.value(for: "a") == 1)
        cache.insert(3, bytes: 40, for: "c")
        #expect(cache.contains("a") && cache.contains("c"))
        #expect(!cache.contains("b"))
        #expect(cache.totalBytes == 80)
        cache.insert(4, bytes: 90, for: "d")
        #expect(cache.count == 1 && cache.totalBytes == 90)
        cache.insert(5, bytes: 101, for: "e")
        #expect(!cache.contains("e") && cache.totalBytes == 90)
        cache.insert(6, bytes: 10, for: "d")
        #expect(cache.value(for: "d") == 6 && cache.totalBytes == 10)
    }
}
