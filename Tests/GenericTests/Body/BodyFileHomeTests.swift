@testable import Catalog
import Foundation
import Testing
import TestSupport

/// `--body @~/F` reads `~` as `--graphql @~/F` does: `$HOME`, never the passwd entry.
@Suite struct BodyFileHomeTests {
    @Test func tildeIsHOMEAsForGraphQL() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        try #"{"q":"from HOME"}"#.write(toFile: dir.path + "/b.json", atomically: true, encoding: .utf8)
        #expect(try GenericSpec.jsonObject("@~/b.json", home: dir.path)["q"]?.text == "from HOME")
        #expect(throws: GenericSpecError.self) { try GenericSpec.jsonObject("@~root/b.json", home: dir.path) }
        #expect(throws: GenericSpecError.self) { try GenericSpec.jsonObject("@~/b.json", home: nil) }
        // The same helper for both options.
        #expect(HomePath.expand("~/b.json", home: dir.path) == dir.path + "/b.json")
    }
}
