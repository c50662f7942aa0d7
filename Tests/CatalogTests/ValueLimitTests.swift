import Catalog
import Foundation
import Networking
import Paging
import Testing

/// The built-in sources decode with Foundation's decoder, which costs some 250 bytes a value
/// beyond the body: a body of more values than any real answer holds is refused before it runs.
@Suite struct ValueLimitTests {
    let pokemon = PokemonList(base: try! APIBase("https://pokeapi.co"))

    /// A PokeAPI list page of `results` entries: 5 values, and 3 a result (object, name, url).
    static func pokemonPage(results: Int) -> HTTPResponse {
        var text = #"{"count":1351,"next":null,"previous":null,"results":["#
        text += (0..<results).map { #"{"name":"p\#($0)","url":"https://pokeapi.co/api/v2/pokemon/\#($0 + 1)/"}"# }
            .joined(separator: ",")
        text += "]}"
        return HTTPResponse(status: 200, body: Array(text.utf8))
    }

    @Test func aListOfMoreValuesThanAnyRealAnswerIsRefused() throws {
        // 5 + 3 × 66,666 = 200,003 values, 3.9 MB.
        #expect(throws: PagingError.decoding("Pokémon list: the response holds more than 200000 JSON values")) {
            _ = try pokemon.decode(Self.pokemonPage(results: 66_666))
        }
    }

    @Test func aListAtTheLimitDecodes() throws {
        // 5 + 3 × 66,665 = 200,000 values: read twice (once to count), decoded whole.
        let page = try pokemon.decode(Self.pokemonPage(results: 66_665))
        #expect(page.items.count == 66_665)
        #expect(page.items.last?.id == "66665")
    }

    @Test func aBigBodyThatIsNotJSONSaysSoInOneLine() throws {
        var body = Self.pokemonPage(results: 20_000).body
        body.removeLast()
        #expect(throws: PagingError.decoding("Pokémon list: not JSON (\(body.count) bytes)")) {
            _ = try pokemon.decode(HTTPResponse(status: 200, body: body))
        }
    }

    @Test func aBigPageOfLongArticlesDecodes() throws {
        // Qiita's 100 items a page with rendered bodies can pass 12 MiB, in a few thousand values.
        let article = String(repeating: "日本語の本文です。", count: 20_000)
        let items = (0..<30).map { index in
            #"{"id":"\#(String(format: "%020x", index))","title":"t\#(index)","body":"\#(article)","rendered_body":"\#(article)","#
                + #""user":{"id":"u","profile_image_url":"https://example.com/u.png"},"likes_count":1,"tags":[{"name":"Swift","versions":[]}],"#
                + #""created_at":"2026-01-01T00:00:00+09:00","url":"https://qiita.com/u/items/x"}"#
        }
        let body = Array(("[" + items.joined(separator: ",") + "]").utf8)
        #expect(body.count > 10 << 20)
        let page = try QiitaItems(base: try APIBase("https://qiita.com")).decode(HTTPResponse(status: 200, body: body))
        #expect(page.items.count == 30)
    }
}
