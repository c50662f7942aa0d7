import Foundation
import Paging
import Shell
import Testing

/// The checkpoint's file form: every key survives it, and nothing else is trusted.
@Suite struct CheckpointTests {
    static let keys: [PageKey] = [
        .offset(275, limit: 25), .page(12, perPage: 25), .since(9_007_199_254_740_993), .cursor("c42"), .cursor(nil),
        .time("2026-01-01T00:00:00Z"), .keyset(value: "7", id: "41"), .url("https://api.example/list?page=12&per_page=25"),
        .afterID("18446744073709551615"), .afterID(nil),
    ]

    @Test(arguments: keys)
    func everyKeyRoundTrips(key: PageKey) throws {
        let checkpoint = Checkpoint(key: key, rowsInPage: 3, lastID: "id-\"quoted\"", rows: 278, pagesBefore: 11)
        #expect(try Checkpoint.decode(checkpoint.encoded()) == checkpoint)
    }

    @Test func aCheckpointIsSmall() {
        let checkpoint = Checkpoint(key: .url("https://api.example/list?page=12&per_page=25"), rowsInPage: 25,
                                    lastID: "275", rows: 275, pagesBefore: 11)
        #expect(checkpoint.encoded().count < 200, "\(checkpoint.encoded().count) bytes")
    }

    @Test(arguments: [
        "", "{", "null", "[]", #"{"version":1}"#, "not json at all",
        #"{"version":1,"key":{"page":{"_0":2,"perPage":5}},"rowsInPage":-1,"lastID":"3","rows":5,"pagesBefore":1}"#,
        #"{"version":1,"key":{"page":{"_0":2,"perPage":5}},"rowsInPage":2,"lastID":"","rows":5,"pagesBefore":1}"#,
        #"{"version":1,"key":{"page":{"_0":2,"perPage":5}},"rowsInPage":6,"lastID":"3","rows":5,"pagesBefore":1}"#,
        #"{"version":1,"key":{"nowhere":{}},"rowsInPage":2,"lastID":"3","rows":5,"pagesBefore":1}"#,
    ])
    func anythingElseIsCorrupt(text: String) {
        #expect(throws: Checkpoint.Unusable.corrupt) { try Checkpoint.decode(Array(text.utf8)) }
    }

    /// The window of the last ids written survives the file, as 32 hex digits each (about 3.5 KB
    /// for 100); one that does not end with the last id, or holds more than 100, is not trusted;
    /// a file without one (written before it was kept) reads as the last id alone.
    @Test func theWindowRoundTripsAndIsChecked() throws {
        let recent = (0..<100).map { IDDigest("item-\($0)").short }
        let checkpoint = Checkpoint(key: .offset(90, limit: 10), rowsInPage: 10, lastID: "item-99", rows: 100,
                                    pagesBefore: 9, recent: recent)
        #expect(try Checkpoint.decode(checkpoint.encoded()) == checkpoint)
        #expect(recent.allSatisfy { $0.count == 32 })
        #expect(checkpoint.encoded().count < 3_700, "\(checkpoint.encoded().count) bytes")
        var wrongEnd = checkpoint
        wrongEnd.recent = Array(recent.dropLast())
        #expect(throws: Checkpoint.Unusable.corrupt) { try Checkpoint.decode(wrongEnd.encoded()) }
        var tooMany = checkpoint
        tooMany.recent = [IDDigest("x").short] + recent
        #expect(throws: Checkpoint.Unusable.corrupt) { try Checkpoint.decode(tooMany.encoded()) }
        let older = #"{"version":1,"key":{"page":{"_0":2,"perPage":5}},"rowsInPage":2,"lastID":"3","rows":5,"pagesBefore":1}"#
        #expect(try Checkpoint.decode(Array(older.utf8)).window == [IDDigest("3").short])
    }

    @Test func anotherVersionIsSaidAsSuch() {
        var checkpoint = Checkpoint(key: .page(3, perPage: 5), rowsInPage: 5, lastID: "15", rows: 15, pagesBefore: 2)
        checkpoint.version = 0
        #expect(throws: Checkpoint.Unusable.version(0)) { try Checkpoint.decode(checkpoint.encoded()) }
    }

    @Test func theDemosURLsMoveWithItsPort() {
        let saved = Checkpoint(key: .url("http://127.0.0.1:4000/generic/link?page=3"), rowsInPage: 2, lastID: "9",
                               rows: 22, pagesBefore: 2)
        let kept = saved.rebased(from: "http://127.0.0.1:4000", to: "demo:")
        #expect(kept.key == .url("demo:/generic/link?page=3"))
        #expect(kept.rebased(from: "demo:", to: "http://127.0.0.1:5000").key == .url("http://127.0.0.1:5000/generic/link?page=3"))
        let offset = Checkpoint(key: .offset(5, limit: 5), rowsInPage: 2, lastID: "9", rows: 7, pagesBefore: 1)
        #expect(offset.rebased(from: "http://127.0.0.1:4000", to: "demo:") == offset)
    }

    @Test func aResumeKeyMustBeOfTheListsStrategyOrANextLink() {
        #expect(PageKey.page(3, perPage: 5).canFollow(.page(1, perPage: 25)))
        #expect(PageKey.cursor("x").canFollow(.cursor(nil)))
        // GitHub: `since=0` first, then the Link header's URLs.
        #expect(PageKey.url("https://api.github.com/users?since=46").canFollow(.since(0)))
        #expect(!PageKey.offset(0, limit: 5).canFollow(.page(1, perPage: 5)))
        #expect(!PageKey.cursor("x").canFollow(.url("https://a/")))
    }
}
