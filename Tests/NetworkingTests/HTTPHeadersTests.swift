@testable import Networking
import Testing

/// Header fields kept as bytes: what they read as, and how they change.
@Suite struct HTTPHeadersTests {
    @Test func setReplacesEveryFieldOfTheNameAndKeepsTheOthersInOrder() {
        var headers: HTTPHeaders = HTTPHeaders([("A", "1"), ("b", "2"), ("a", "3"), ("C", "4")])
        headers.set("A", "5")
        #expect(headers.fields.map(\.name) == ["b", "C", "A"])
        #expect(headers.fields.map(\.value) == ["2", "4", "5"])
        headers.remove("c")
        #expect(headers == HTTPHeaders([("b", "2"), ("A", "5")]))
        #expect(headers != HTTPHeaders([("B", "2"), ("A", "5")]), "names compare as sent")
        headers.remove("b")
        headers.remove("A")
        #expect(headers.isEmpty && headers.fields.isEmpty && headers == HTTPHeaders())
    }

    @Test func receivedBytesThatAreNotUTF8ReadAsReplacementCharacters() {
        var headers = HTTPHeaders()
        let line: [UInt8] = Array("X-Raw: a".utf8) + [0xFF] + Array("b".utf8)
        line.withUnsafeBufferPointer { headers.add(line: $0, name: 0..<5, value: 7..<line.count) }
        #expect(headers["x-raw"] == "a\u{FFFD}b")
        #expect(Array(headers).map(\.name) == ["X-Raw"])
    }

    @Test func aContinuationNeedsAFieldBeforeIt() {
        var headers = HTTPHeaders()
        let more: [UInt8] = Array("more".utf8)
        #expect(more.withUnsafeBufferPointer { headers.continueLast(with: $0) } == false)
        headers.add("X", "one")
        #expect(more.withUnsafeBufferPointer { headers.continueLast(with: $0) })
        #expect(headers["x"] == "one more" && headers.contains("X") && !headers.contains("Y"))
    }
}
