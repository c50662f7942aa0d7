import Foundation
import Testing
@testable import MockAPI

/// The lazy generators: ascending ids with gaps up to 10 million, invertible logins and Qiita ids, hostile strings kept rare.
@Suite struct GeneratorTests {
    let users = GitHubUsers(seed: 1, maxID: 15_000_000)

    @Test func idsAscendWithGapsAndReachTenMillion() {
        let page = users.page(since: 0, count: 100)
        let ids = page.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == 100)
        #expect(ids.last! > 100, "there are gaps")
        let far = users.page(since: 10_000_000, count: 30)
        #expect(far.count == 30 && far[0].id > 10_000_000)
        #expect(Set(page.map(\.kind)) == [.user, .organization, .bot])
    }

    @Test(arguments: [1, 2, 44, 1000, 65_535, 123_457, 4_000_001, 9_999_999, 14_999_999])
    func loginsTurnBackIntoIDs(_ near: Int) throws {
        let user = try #require(users.page(since: near - 1, count: 1).first)
        #expect(users.user(login: user.login)?.id == user.id)
        #expect(users.user(login: user.login.uppercased())?.id == user.id)
    }

    @Test func loginsAreUniqueOnAPage() {
        let logins = users.page(since: 5000, count: 100).map(\.login)
        #expect(Set(logins).count == logins.count)
    }

    @Test func qiitaIDsRoundTrip() {
        let ids = QiitaItemID(seed: 3)
        for sequence in [0, 1, 680_483, 1_000_000] {
            let id = ids.encode(sequence)
            #expect(id.wholeMatch(of: /[0-9a-f]{20}/) != nil)
            #expect(ids.decode(id) == sequence)
        }
        #expect(ids.decode("ffffffffffffffffffff") == nil)
    }

    @Test func hostileTitlesExistButAreRare() {
        let items = QiitaItems(seed: 1, baseCount: 680_484)
        var hostile = 0
        for sequence in 0..<2000 {
            let title = String(decoding: items.item(sequence, root: "R").serialized(), as: UTF8.self)
            if HostileText.samples.contains(where: { sample in title.contains(String(decoding: JSON.string(sample).serialized().dropFirst().dropLast(), as: UTF8.self)) }) { hostile += 1 }
        }
        #expect(hostile > 0)
        #expect(hostile < 100)
    }

    @Test(arguments: HostileText.samples + ["plain", "日本語 🎉", "quote \" backslash \\ slash /"])
    func jsonStringsRoundTrip(_ text: String) throws {
        let bytes = JSON.object([("t", .string(text))]).serialized()
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String])
        #expect(decoded["t"] == text)
    }

    @Test func isoDatesInEachAPIsStyle() {
        #expect(ISODate.utc(0) == "1970-01-01T00:00:00Z")
        #expect(ISODate.utc(1_210_797_372) == "2008-05-14T20:36:12Z")
        #expect(ISODate.jst(1_521_875_446) == "2018-03-24T16:10:46+09:00")
    }

    @Test func pokemonListHasRealIDLayout() {
        let index = PokemonIndex(seed: 1)
        #expect(index.entries.count == 1351)
        #expect(index.entries[1024].id == 1025)
        #expect(index.entries[1025].id == 10001)
        #expect(Set(index.entries.map(\.name)).count == 1351)
        #expect(index.position(of: index.entries[500].name) == 500)
    }
}
