import Catalog
import Networking
import Paging

/// One fuzz input through `source`'s page and detail decoders, with list headers of every dialect.
///
/// A body may fail to decode (a `PagingError`), never trap; every item has an id.
public func fuzzDecoders(of source: any CatalogSource, _ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let headers: HTTPHeaders = ["Link": "<http://127.0.0.1:9/api/next?page=2>; rel=\"next\"", "Total-Count": "12"]
    let response = HTTPResponse(status: 200, headers: headers, body: body)
    if let page = try? source.decode(response) {
        for item in page.items { _ = item.id }
    }
    _ = try? source.decodeDetail(response)
    return 0
}
