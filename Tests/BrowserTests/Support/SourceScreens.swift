import Catalog
import Foundation
import Networking
import Paging
import TestSupport
@testable import Browser

/// First screens of each source, as the app shows them once the first page has arrived: the
/// source's own columns and decoding, over recorded responses from `../shared/datasets`.
enum SourceScreens {
    /// The built-in tabs, as `pagetty` names them.
    static let tabs = ["GitHub", "Qiita", "Pokémon"]

    /// GitHub's first page of users, recorded 2026-04-20 (30 users, rate 59 of 60 left).
    static func github() throws -> Screen {
        let source = GitHubUsers(base: try APIBase("https://api.github.com"))
        let page = try source.decode(try githubResponse())
        return screen(activeTab: 0, columns: source.columns, page: page,
                      status: ListStatus(source: source.name, loaded: page.items.count, rateRemaining: 59, rateLimit: 60))
    }

    /// Qiita's first page: see `QiitaSample`.
    static func qiita() throws -> Screen {
        let source = QiitaItems(base: try APIBase("https://qiita.com"))
        let sample = try QiitaSample.response()
        let page = try source.decode(HTTPResponse(status: 200, headers: ["Total-Count": String(sample.total)],
                                                  body: sample.body))
        return screen(activeTab: 1, columns: source.columns, page: page, more: true,
                      status: ListStatus(source: source.name, loaded: page.items.count, total: page.total))
    }

    /// PokeAPI's first 20, with the types their details (recorded) fill in.
    static func pokemon() throws -> Screen {
        let source = PokemonList(base: try APIBase("https://pokeapi.co"))
        var page = try source.decode(try Datasets.response(body: "pokeapi/derived/pokemon_offset0_limit20.json"))
        let details = try Datasets.json("pokeapi/derived/pokemon_detail_slim.json") as? [[String: Any]] ?? []
        var types: [String: String] = [:]
        for detail in details {
            if let id = detail["id"] as? Int, let names = detail["types"] as? [String] {
                types[String(id)] = names.joined(separator: ", ")
            }
        }
        for index in page.items.indices { page.items[index].cells.append(types[page.items[index].id] ?? "") }
        return screen(activeTab: 2, columns: source.columns, page: page,
                      status: ListStatus(source: source.name, loaded: page.items.count, total: page.total))
    }

    /// Any JSON API: GitHub's recorded users through `pagetty url`, titled by login, with the
    /// profile URL as subtitle when `subtitle` is set.
    static func generic(subtitle: Bool) throws -> Screen {
        let spec = try GenericSpec.parse(url: "https://api.github.com/users", title: "login",
                                         subtitle: subtitle ? "html_url" : nil, strategy: "link")
        let source = try GenericSource(spec: spec, environment: [:])
        let page = try source.decode(try githubResponse())
        return Screen(tabs: [source.name], columns: source.columns, rows: rows(page, more: true), selectedRow: 0,
                      status: ListStatus(source: source.name, loaded: page.items.count))
    }

    /// The recorded 2026 page: its reconstructed body with its transcribed headers.
    static func githubResponse() throws -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in try Datasets.headers("github/users_since0_2026-04-20.headers.json") { headers.add(name, value) }
        return try Datasets.response(body: "github/users_since0_2026-04-20.reconstructed.body.json", headers: headers)
    }

    private static func screen(activeTab: Int, columns: [Column], page: Page, more: Bool? = nil,
                               status: ListStatus) -> Screen {
        Screen(tabs: tabs, activeTab: activeTab, columns: columns, rows: rows(page, more: more ?? page.more ?? false),
               selectedRow: 0, status: status)
    }

    /// The items, and a loading row below them while more pages follow.
    private static func rows(_ page: Page, more: Bool) -> [ListRow] {
        page.items.map { .item(RowItem(id: $0.id, cells: $0.cells, webURL: $0.webURL)) } + (more ? [.loading] : [])
    }

    /// `screen` drawn at `columns`×`rows`.
    static func render(_ screen: Screen, _ columns: Int, _ rows: Int) -> MemoryCanvas {
        var canvas = MemoryCanvas(size: TerminalSize(columns: columns, rows: rows))
        Renderer.render(screen, into: &canvas)
        return canvas
    }
}
