import Paging
import TestSupport

/// `parked(_:)`: the paginator waits for the requests a test double holds.
extension Paginator: Parking {}
