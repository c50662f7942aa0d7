import Foundation
import MockSupport
import Testing
@testable import MockAPI

/// Start/stop, the request log, gzip, images and determinism.
@Suite struct ServerTests {
    @Test func requestLogMasksSecrets() async throws {
        try await withServer({ $0.tokens = ["supersecret"] }) { server in
            _ = try await RawHTTP.get(server.baseURL + "/github/users?since=5", headers: ["Authorization": "Bearer supersecret"])
            let entry = try #require(server.requestLog.last)
            #expect(entry.method == "GET")
            #expect(entry.path == "/github/users")
            #expect(entry.query == "since=5")
            #expect(entry.status == 200)
            #expect(entry.headers.contains(.init(name: "authorization", value: "Bearer ***")))
            let viaHTTP = try await RawHTTP.get(server.baseURL + "/_mock/requests")
            #expect(!viaHTTP.text.contains("supersecret"))
            let decoded = try JSONDecoder().decode([LoggedRequest].self, from: Data(viaHTTP.body))
            #expect(decoded == server.requestLog)
        }
    }

    @Test func gzipWhenAsked() async throws {
        try await withServer { server in
            let plain = try await RawHTTP.get(server.baseURL + "/github/users")
            #expect(plain.header("content-encoding") == nil)
            let zipped = try await RawHTTP.get(server.baseURL + "/github/users", headers: ["Accept-Encoding": "gzip, deflate"])
            #expect(zipped.header("content-encoding") == "gzip")
            #expect(zipped.body.starts(with: [0x1F, 0x8B]))
            #expect(zipped.body.count < plain.body.count)
            // XFL 4, "compressor used fastest algorithm" (RFC 1952 2.3.1): level 1, nginx's default.
            #expect(zipped.body.count > 8 && zipped.body[8] == 4)
        }
    }

    @Test func imagesAreRealPNGsAndSomeAreMissing() async throws {
        try await withServer { server in
            let users = try #require(try await RawHTTP.get(server.baseURL + "/github/users?per_page=100").json() as? [[String: Any]])
            var statuses: [Int] = []
            for user in users.prefix(60) {
                let url = try #require(user["avatar_url"] as? String)
                #expect(url.hasPrefix(server.baseURL + "/images/avatars/"))
                let image = try await RawHTTP.get(url + "&s=32")
                statuses.append(image.status)
                if image.status == 200 {
                    #expect(image.header("content-type") == "image/png")
                    #expect(image.body.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                    #expect(Array(image.body[16..<24]) == [0, 0, 0, 32, 0, 0, 0, 32])
                }
            }
            #expect(statuses.contains(200))
            let sprite = try await RawHTTP.get(server.baseURL + "/images/sprites/25.png")
            #expect(Array(sprite.body[16..<24]) == [0, 0, 0, 96, 0, 0, 0, 96])
            #expect(try await RawHTTP.get(server.baseURL + "/images/sprites/10158.png").status == 404)
        }
    }

    @Test func pngChunksHaveValidCRCs() throws {
        let png = try PNGEncoder.encode(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        var i = 8
        var types: [String] = []
        while i < png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let chunk = Array(png[(i + 4)..<(i + 8 + length)])
            let crc = png[(i + 8 + length)..<(i + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(CRC32.checksum(chunk) == crc)
            types.append(String(decoding: chunk.prefix(4), as: UTF8.self))
            i += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func someProfilesAreJPEGs() async throws {
        try await withServer { server in
            var types: Set<String> = []
            for n in stride(from: 10_000, to: 10_400, by: 37) {
                let image = try await RawHTTP.get(server.baseURL + "/images/profiles/\(n)")
                guard image.status == 200, let type = image.header("content-type") else { continue }
                types.insert(type)
                if type == "image/jpeg" {
                    #expect(image.body.starts(with: [0xFF, 0xD8, 0xFF, 0xE0]))
                    #expect(image.body.suffix(2) == [0xFF, 0xD9])
                    // SOF0 carries height and width 96.
                    let sof = try #require((0..<image.body.count - 1).first { image.body[$0] == 0xFF && image.body[$0 + 1] == 0xC0 })
                    #expect(Array(image.body[(sof + 5)..<(sof + 9)]) == [0, 96, 0, 96])
                }
            }
            #expect(types == ["image/png", "image/jpeg"])
        }
    }

    @Test func jpegEntropyDataHasNoUnstuffedMarkers() throws {
        var rgba: [UInt8] = []
        for i in 0..<256 { rgba += [UInt8(i), UInt8(255 - i), 255, 255] }
        let jpeg = try JPEGEncoder.encode(width: 16, height: 16, rgba: rgba)
        let sos = (0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }!
        let high = Int(jpeg[sos + 2]), low = Int(jpeg[sos + 3])
        let length = high * 256 + low
        let entropy = Array(jpeg[(sos + 2 + length)..<(jpeg.count - 2)])
        for i in 0..<(entropy.count - 1) where entropy[i] == 0xFF { #expect(entropy[i + 1] == 0x00) }
        #expect(entropy.last != 0xFF)
    }

    @Test func sameSeedSameDataOtherSeedOtherData() async throws {
        func page(_ seed: UInt64) async throws -> String {
            try await withServer({ $0.seed = seed }) { server in
                let body = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items?page=4").text
                return body.replacingOccurrences(of: server.baseURL, with: "BASE")
            }
        }
        let a = try await page(7)
        #expect(a == (try await page(7)))
        #expect(a != (try await page(8)))
    }

    @Test func unknownPathsAre404AndStopFreesThePort() async throws {
        let server = try await MockServer.start()
        #expect(server.baseURL.wholeMatch(of: /http:\/\/127\.0\.0\.1:\d+/) != nil)
        #expect(try await RawHTTP.get(server.baseURL + "/nothing").status == 404)
        await server.stop()
        await #expect(throws: (any Error).self) { try await RawHTTP.get(server.baseURL + "/github/users") }
    }
}
