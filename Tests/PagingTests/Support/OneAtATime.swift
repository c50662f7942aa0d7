import Paging

extension PagingConfiguration {
    /// The defaults with one page request at a time (`parallel` 1): for tests that count the
    /// requests a paginator makes one after another (`PaginatorParallelTests` has them side by side).
    static var oneAtATime: PagingConfiguration {
        var configuration = PagingConfiguration()
        configuration.parallel = 1
        return configuration
    }
}
