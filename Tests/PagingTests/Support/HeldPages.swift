import Networking
import Paging
import TestSupport

/// Answers the pages `transport` holds with `respond`, the latest first when `lastFirst`, until
/// the paginator has nothing in flight; each time, `check` sees the requests held at once.
@MainActor
func drain(_ paginator: Paginator, _ transport: HeldTransport, lastFirst: Bool = false,
           check: ([HTTPRequest]) -> Void = { _ in },
           respond: (HTTPRequest) -> HTTPResponse = NumbersSource.respond) async {
    while true {
        await paginator.parked(transport)
        guard paginator.inFlight, !transport.held.isEmpty else { return }
        let held = transport.held
        check(held)
        let url = lastFirst ? held.last?.url : held.first?.url
        transport.answer(where: { $0.url == url }, with: respond)
    }
}
