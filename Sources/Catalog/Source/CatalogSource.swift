import Networking
import Paging

/// A list source the browser can show: pages, columns and a detail endpoint.
///
/// Sources are immutable values; any thread.
public protocol CatalogSource: PageSource {
    /// The columns each item's cells fill, in order.
    var columns: [SourceColumn] { get }
    /// The request for the detail of `item`.
    func detailRequest(for item: ListItem) -> HTTPRequest
    /// The detail in a 2xx response.
    func decodeDetail(_ response: HTTPResponse) throws(PagingError) -> DetailInfo
    /// The detail of `item` from what the list already holds, or nil to ask `detailRequest`.
    func localDetail(for item: ListItem) -> DetailInfo?
    /// The fields the list lacks and each row's detail fills, fetched in the background as rows
    /// appear (Pokémon types, which the list endpoint does not carry), or nil.
    var rowEnrichment: RowEnrichment? { get }
    /// The lists `item` leads to: read from its kept JSON (`RelatedFinder`), or known to the
    /// source with the options that page them (the built-in lists); empty when there are none.
    func relatedLists(of item: ListItem) -> [RelatedList]
}

extension CatalogSource {
    /// The built-in APIs have detail endpoints.
    public func localDetail(for item: ListItem) -> DetailInfo? { nil }
    /// The list has every column.
    public var rowEnrichment: RowEnrichment? { nil }
    /// None known.
    public func relatedLists(of item: ListItem) -> [RelatedList] { [] }
}
