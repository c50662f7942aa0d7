import Foundation
import Shell
import Testing
import TestSupport

/// A URL's secrets never reach positions.json: entries are keyed by a digest, shown redacted.
@Suite struct PositionSecretTests {
    static let url = "http://ghp_USERSECRET@127.0.0.1:8080/items?api_key=QSECRET&page=2"

    @Test func aSecretInTheURLIsNotWritten() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let store = PositionStore(path: dir.path + "/positions.json")
        try store.save(SavedPosition(index: 40, id: "41"), source: "url", base: Self.url)
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(!text.contains("QSECRET"))
        #expect(!text.contains("USERSECRET"))
        #expect(text.contains("127.0.0.1:8080/items?api_key=REDACTED&page=2"), "the redacted URL stays for display")
        #expect(store.load(source: "url", base: Self.url)?.index == 40)
        // Another secret is another list.
        #expect(store.load(source: "url", base: Self.url.replacingOccurrences(of: "QSECRET", with: "OTHER")) == nil)
    }

    @Test func anOlderEntryIsReadAndRewrittenWithoutItsSecret() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let path = dir.path + "/positions.json"
        let old = "{\"url \(Self.url)\": {\"index\": 12, \"id\": \"13\"}, \"github https://api.github.com\": {\"index\": 3, \"id\": \"4\", \"resume\": \"3\"}}"
        try old.write(toFile: path, atomically: true, encoding: .utf8)
        let store = PositionStore(path: path)
        #expect(store.load(source: "url", base: Self.url)?.index == 12)
        try store.save(SavedPosition(index: 1, id: "1"), source: "qiita", base: "https://qiita.com")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("QSECRET"))
        #expect(store.load(source: "url", base: Self.url)?.index == 12)
        #expect(store.load(source: "github", base: "https://api.github.com") == SavedPosition(index: 3, id: "4", resume: "3"))
    }

    @Test func aPlantedSymlinkOrAnOpenDirectoryIsNotRead() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let elsewhere = TemporaryDirectory(); defer { elsewhere.remove() }
        let other = PositionStore(path: elsewhere.path + "/positions.json")
        try other.save(SavedPosition(index: 99, id: "planted"), source: "github", base: "https://api.github.com")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/positions.json", withDestinationPath: other.path)
        let store = PositionStore(path: dir.path + "/positions.json")
        #expect(store.load(source: "github", base: "https://api.github.com") == nil)
        // A directory others may write: whatever is in it may have been planted.
        let open = TemporaryDirectory(); defer { open.remove() }
        let shared = PositionStore(path: open.path + "/positions.json")
        try shared.save(SavedPosition(index: 5, id: "5"), source: "github", base: "https://api.github.com")
        chmod(open.path, 0o777)
        #expect(shared.load(source: "github", base: "https://api.github.com") == nil)
    }
}
