import Networking

extension Paginator {
    /// Times a page whose total fell below the one the page before it said is asked again
    /// before its rows are taken as they are.
    static let maxAsksAgain = 2

    /// How far `page`'s total fell below the total the page before it said, when it did: the page
    /// was served from a state that may skip rows (insertions it has not seen yet, or deletions
    /// the page before had not seen), so the rows between the two may be in neither answer.
    /// Only the next page at the end is checked: there the page before is the one just put in place.
    func totalDrop(_ page: Page, target: Target) -> Int? {
        guard target == .tail, plan.wrongTotal == nil, let before = plan.tailTotal, let said = page.total,
              said >= 0, said < before
        else { return nil }
        return before - said
    }

    /// The notice for rows that may be missing between the last row in place and `page`'s first.
    func missingRowsNotice(_ drop: Int, page: Page) -> PagingNotice {
        .rowsMayBeMissing(count: drop, after: slots.last?.items?.last?.id, before: page.items.first?.id)
    }

    /// `request` asking the server itself: no cache on the way may answer it with a stored copy.
    static func askingAgain(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        request.headers.set("Cache-Control", "no-cache")
        return request
    }
}
