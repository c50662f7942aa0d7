import Foundation
import MockAPI
import Networking
import Testing
@testable import Images

/// The whole path: MockAPI JSON → image URL → CurlTransport → ImageLoader → cells.
@Suite struct MockServerImageTests {
    @Test func avatarProfileJPEGAndSprite() async throws {
        let server = try await MockServer.start(MockConfiguration())
        defer { Task { await server.stop() } }
        let transport = CurlTransport()
        let loader = ImageLoader(transport: transport)
        let box = CellBox(columns: 20, rows: 10)

        // A GitHub avatar, from the users page.
        let users = try await transport.send(HTTPRequest(url: server.baseURL + "/github/users?per_page=20")).successful()
        let list = try #require(try JSONSerialization.jsonObject(with: Data(users.body)) as? [[String: Any]])
        var avatars = 0
        for user in list {
            let url = try #require(user["avatar_url"] as? String)
            if let cells = await loader.load(url, box: box).cells {
                #expect(cells.columns == 20 && cells.rows == 10)
                avatars += 1
            }
        }
        #expect(avatars > 0)

        // A Qiita profile image that the server sends as JPEG behind an extension-less URL.
        var jpegURL: String?
        for n in 10_000..<10_100 {
            let url = server.baseURL + "/images/profiles/\(n)"
            let response = try await transport.send(HTTPRequest(url: url))
            if response.status == 200, ImageFormat.sniff(response.body) == .jpeg { jpegURL = url; break }
        }
        let profile = try #require(jpegURL)
        let cells = try #require(await loader.load(profile, box: box).cells)
        #expect(cells.columns == 20 && cells.rows == 10)

        // A PokeAPI sprite from the detail JSON, and a Pokémon whose sprite is missing.
        let detail = try await transport.send(HTTPRequest(url: server.baseURL + "/pokeapi/api/v2/pokemon/25/")).successful()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(detail.body)) as? [String: Any])
        let sprite = try #require((json["sprites"] as? [String: Any])?["front_default"] as? String)
        let pikachu = try #require(await loader.load(sprite, box: box).cells)
        #expect(pikachu.rows == 10)
        // Transparent background: the corners show the pane behind.
        #expect(pikachu[0, 0] == HalfBlock(upper: nil, lower: nil))
        #expect(pikachu.cells.contains { $0.upper != nil })
        #expect(await loader.load(server.baseURL + "/images/sprites/10158.png", box: box) == .placeholder(.notFound))
    }
}
