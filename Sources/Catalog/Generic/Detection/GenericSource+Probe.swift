import Networking
import Paging

extension GenericSource {
    /// The URL of this source's first page when the answer to `probed` (a GET of the spec URL as
    /// typed) is that page: the same URL, or one that only adds the strategy's first-page number
    /// (`page=1`, `offset=0`), with no size asked or the size the URL already asks (`?per_page=50`
    /// with `--per-page 50`). Nil when the first page must be fetched itself (another size).
    public func firstPageURL(answeredBy probed: String) -> String? {
        guard spec.graphql == nil else { return nil }
        let first = request(for: strategy.first).url
        let (asked, wanted) = (GenericURL(probed), GenericURL(first))
        guard asked.stem == wanted.stem else { return nil }
        // Compared decoded: the strategy writes its parameters encoded (`page%5Bnumber%5D=1`) where
        // the URL as typed may not (`page[number]=1`).
        var extra = wanted.decodedPairs
        for pair in asked.decodedPairs {
            guard let index = extra.firstIndex(of: pair) else { return nil }
            extra.remove(at: index)
        }
        let allowed: [String]
        switch spec.strategy {
        // A size asked and not already in the probe's URL is left in `extra`, so refused.
        case .page(let page, _, let base): allowed = [page + "=\(base)"]
        case .offset(let offset, _, let base): allowed = [offset + "=\(base)"]
        default: allowed = []
        }
        return extra.allSatisfy(allowed.contains) ? first : nil
    }
}
