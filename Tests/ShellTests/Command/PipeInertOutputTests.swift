import Foundation
import Testing
import TestSupport

/// Pipe output that ends in a terminal (`pagetty github | head`) carries no escape sequence,
/// whatever field of an item a server hides one in: the `raw` object is re-serialised with every
/// control, C1 and line separator escaped, and parses to the same value.
@Suite struct PipeInertOutputTests {
    /// Two GitHub users; C1 CSI, OSC and ST, DEL and U+2028 sent raw (valid JSON), ESC escaped,
    /// in the title, the URL and nested fields.
    static let body: [UInt8] = Array("""
        [{"login":"evil\u{9B}31m\u{7F}","id":1,"type":"User","html_url":"https://github.com/e\u{9D}52;c;QUFB\u{9C}",
          "bio":{"deep":["\\u001b[2J\u{9D}0;title\u{9C}",{"x":"\u{9B}?1049h\u{2028}\u{2029}"}],"n":12.50,"big":12345678901234567890},
          "z":null,"a":[true,false]},
         {"login":"plain","id":2,"type":"User","html_url":"https://github.com/plain","note":"caf\u{E9} \u{1F600}"}]
        """.utf8)

    @Test func noEscapeOrC1ReachesStdout() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let server = try LoopbackServer { _ in .respond(200, [("Content-Type", "application/json")], Self.body) }
        defer { server.stop() }
        for format in ["jsonl", "tsv"] {
            let result = try await PagettyProcess(home: home).run(
                ["github", "--print", format, "--base-url", server.baseURL, "--limit", "2", "--no-cache"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains(0x1B), "ESC in \(format) output")
            #expect(!result.stdout.contains(0x7F), "DEL in \(format) output")
            let c1 = zip(result.stdout, result.stdout.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }
            #expect(!c1, "an 8-bit C1 control in \(format) output")
            let separators = String(decoding: result.stdout, as: UTF8.self).unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }
            #expect(!separators)
            #expect(result.lines.count == 2)
        }
    }

    @Test func rawKeepsItsValueAndKeyOrder() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let server = try LoopbackServer { _ in .respond(200, [("Content-Type", "application/json")], Self.body) }
        defer { server.stop() }
        let result = try await PagettyProcess(home: home).run(
            ["github", "--base-url", server.baseURL, "--limit", "2", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let sent = try #require(try JSONSerialization.jsonObject(with: Data(Self.body)) as? [[String: Any]])
        let objects = result.objects
        try #require(objects.count == 2)
        for (object, original) in zip(objects, sent) {
            #expect((object["raw"] as? NSDictionary) == (original as NSDictionary))
        }
        #expect(objects[0]["title"] as? String == "evil\u{9B}31m\u{7F}")
        #expect(objects[0]["url"] as? String == "https://github.com/e\u{9D}52;c;QUFB\u{9C}")
        let first = try #require(result.lines.first)
        #expect(first.contains(#""raw":{"login":"evil\u009b31m\u007f","id":1,"type":"User","html_url""#))
        #expect(first.contains(#""n":12.50,"big":12345678901234567890}"#))
        #expect(first.contains(#""\u001b[2J\u009d0;title\u009c""#))
        #expect(result.lines[1].contains("caf\u{E9} \u{1F600}"))
    }
}
