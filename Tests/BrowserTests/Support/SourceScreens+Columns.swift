import Catalog
import Networking
@testable import Browser

extension SourceScreens {
    /// Qiita's sample page through `pagetty url https://qiita.com/api/v2/items --title title`,
    /// with `columns` given, or none: then chosen from the page.
    static func genericQiita(columns: [String]) throws -> Screen {
        let spec = try GenericSpec.parse(url: "https://qiita.com/api/v2/items", title: "title", webURL: "url",
                                         strategy: "link").showing(columns: columns)
        let source = try GenericSource(spec: spec, environment: [:])
        let page = try source.decode(HTTPResponse(status: 200, headers: [:], body: try QiitaSample.response().body))
        let rows = page.items.map { ListRow.item(RowItem(id: $0.id, cells: $0.cells, webURL: $0.webURL)) }
        return Screen(tabs: [source.name], columns: source.columns, rows: rows + [.loading], selectedRow: 0,
                      status: ListStatus(source: source.name, loaded: page.items.count))
    }
}
