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
    /// A detail field shown as the last column once an item's detail has been fetched (Pokémon
    /// types, which the list endpoint does not carry), or nil.
    var detailColumn: String? { get }
}

extension CatalogSource {
    /// The built-in APIs have detail endpoints.
    public func localDetail(for item: ListItem) -> DetailInfo? { nil }
    /// No column waits for details.
    public var detailColumn: String? { nil }
}
