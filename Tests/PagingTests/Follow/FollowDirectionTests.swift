import Paging
import Testing

/// Which end of a list grows, and the key that asks past its last item.
@Suite struct FollowDirectionTests {
    func items(_ stamps: [String?]) -> [ListItem] {
        stamps.enumerated().map { ListItem(id: "\($0.offset)", cells: [], sortValue: $0.element) }
    }

    @Test func theDirectionComesFromTheStrategyThenTheFirstItems() {
        let table: [(any PageStrategy, [String?], FollowDirection)] = [
            (SinceIDStrategy(), [], .tail),
            (KeysetStrategy(), [], .tail),
            (TimeStrategy(), [], .tail),
            (NextURLStrategy(first: .since(0)), [], .tail),
            (NextURLStrategy(first: .url("https://x.test/feed")), [], .head),
            (AfterIDStrategy(direction: .ascending), [], .tail),
            (AfterIDStrategy(direction: .descending), [], .head),
            (AfterIDStrategy(direction: .opaque), [], .head),
            // Page numbers say nothing: newest first unless the timestamps rise down the page.
            (PageNumberStrategy(perPage: 20), [], .head),
            (PageNumberStrategy(perPage: 20), ["2026-05-02", "2026-05-01"], .head),
            (PageNumberStrategy(perPage: 20), ["2026-05-01", "2026-05-02"], .tail),
            (OffsetStrategy(limit: 20), ["2026-05-01", nil, "2026-05-03"], .tail),
            (CursorStrategy(), ["2026-05-01", "2026-05-01"], .head),
        ]
        for (strategy, stamps, expected) in table {
            #expect(FollowDirection.natural(for: strategy, firstItems: items(stamps)) == expected, "\(strategy) \(stamps)")
        }
    }

    @Test func theTailKeyAsksPastTheLastItem() {
        let last = ListItem(id: "42", cells: [], sortValue: "2026-05-01T00:00:00Z")
        let table: [(any PageStrategy, Int, PageKey?)] = [
            (SinceIDStrategy(), 10, .since(42)),
            (NextURLStrategy(first: .since(0)), 10, .since(42)),
            (NextURLStrategy(first: .url("https://x.test/feed")), 10, nil),
            (AfterIDStrategy(direction: .ascending), 10, .afterID("42")),
            (KeysetStrategy(), 10, .keyset(value: "2026-05-01T00:00:00Z", id: "42")),
            (TimeStrategy(), 10, .time("2026-05-01T00:00:00Z")),
            (OffsetStrategy(limit: 20), 45, .offset(45, limit: 20)),
            // A page number asks again for the page the next item falls on.
            (PageNumberStrategy(perPage: 20), 45, .page(3, perPage: 20)),
            (PageNumberStrategy(perPage: 20), 40, .page(3, perPage: 20)),
            // A cursor only leads on from the page that gave it.
            (CursorStrategy(), 10, nil),
        ]
        for (strategy, count, expected) in table {
            #expect(FollowDirection.keyAfter(last, count: count, strategy: strategy) == expected, "\(strategy)")
        }
        #expect(FollowDirection.keyAfter(ListItem(id: "login", cells: []), count: 1, strategy: SinceIDStrategy()) == nil)
    }
}
