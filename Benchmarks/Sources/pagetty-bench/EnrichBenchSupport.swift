import Catalog
import Networking
import Paging
import Synchronization

/// Requests that reached the transport, split into pages and details, and those not yet answered.
///
/// Thread-safe: behind a mutex.
final class RequestCounts: Sendable {
    private let state = Mutex((pages: 0, details: 0, active: 0))

    func arrive(detail: Bool) {
        state.withLock {
            if detail { $0.details += 1 } else { $0.pages += 1 }
            $0.active += 1
        }
    }

    func leave() { state.withLock { $0.active -= 1 } }

    var pages: Int { state.withLock { $0.pages } }
    var details: Int { state.withLock { $0.details } }
    var arrived: Int { state.withLock { $0.pages + $0.details } }
    var active: Int { state.withLock { $0.active } }
}

/// PokeAPI's list with another enrichment declaration (another bound, or none).
struct BenchPokemon: CatalogSource {
    let list: PokemonList
    let enrichment: RowEnrichment?

    var name: String { list.name }
    var base: APIBase { list.base }
    var strategy: any PageStrategy { list.strategy }
    var columns: [SourceColumn] { list.columns }
    var rowEnrichment: RowEnrichment? { enrichment }
    func request(for key: PageKey) -> HTTPRequest { list.request(for: key) }
    func decode(_ response: HTTPResponse) throws(PagingError) -> Page { try list.decode(response) }
    func detailRequest(for item: ListItem) -> HTTPRequest { list.detailRequest(for: item) }
    func decodeDetail(_ response: HTTPResponse) throws(PagingError) -> DetailInfo { try list.decodeDetail(response) }
}
