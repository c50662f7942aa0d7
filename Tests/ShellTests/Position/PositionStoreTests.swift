import Foundation
import Shell
import Testing
import TestSupport

@Suite struct PositionStoreTests {
    @Test func remembersPerSourceAndBase() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let store = PositionStore(path: dir.path + "/state/pagetty/positions.json")
        #expect(store.load(source: "github", base: "https://api.github.com") == nil)
        try store.save(SavedPosition(index: 120, id: "4321", resume: "4320"), source: "github", base: "https://api.github.com")
        try store.save(SavedPosition(index: 7, id: "abc"), source: "qiita", base: "https://qiita.com")
        let reopened = PositionStore(path: store.path)
        #expect(reopened.load(source: "github", base: "https://api.github.com") == SavedPosition(index: 120, id: "4321", resume: "4320"))
        #expect(reopened.load(source: "github", base: "http://127.0.0.1:8080/github") == nil)
        #expect(reopened.load(source: "qiita", base: "https://qiita.com")?.index == 7)
        #expect(TemporaryDirectory.mode(store.path) == 0o600)
        try store.save(nil, source: "qiita", base: "https://qiita.com")
        #expect(reopened.load(source: "qiita", base: "https://qiita.com") == nil)
    }

    @Test func aBrokenFileIsNoPosition() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let path = dir.path + "/positions.json"
        try "{not json".write(toFile: path, atomically: true, encoding: .utf8)
        let store = PositionStore(path: path)
        #expect(store.load(source: "github", base: "x") == nil)
        try store.save(SavedPosition(index: 1, id: "1"), source: "github", base: "x")
        #expect(store.load(source: "github", base: "x")?.id == "1")
    }
}
