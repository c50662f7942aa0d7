import Paging

/// `parked(_:)`: the paginator waits for the requests a test double holds. Declared beside the
/// protocol, once, so that no test target (nor the sanitizer package's) conforms it retroactively.
extension Paginator: Parking {}
