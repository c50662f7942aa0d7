@testable import Networking
import Testing

/// A response as libcurl hands it over, line by line: the fields kept as received, and what the
/// headers declare about the body.
@Suite struct ReceptionTests {
    /// Feeds `lines` (each ends with CRLF) and says whether every line was accepted.
    private func feed(_ reception: inout Reception, _ lines: [String]) -> Bool {
        lines.allSatisfy { line in
            var bytes = Array((line + "\r\n").utf8)
            return bytes.withUnsafeMutableBytes { reception.receiveHeaderLine(UnsafeRawBufferPointer($0)) }
        }
    }

    private func reception(limit: Int = 1_000, cap: Int = 10_000, head: Bool = false) -> Reception {
        Reception(bodyLimit: limit, cap: cap, isHead: head)
    }

    @Test func fieldsAreKeptInOrderAsSentAndTheStatusIsRead() {
        var r = reception()
        #expect(feed(&r, ["HTTP/1.1 206 Partial", "X-A:  one ", "x-a:\ttwo", "Link: <b>", ""]))
        #expect(r.status == 206 && r.headersEnded)
        #expect(r.headers.fields.map(\.name) == ["X-A", "x-a", "Link"])
        #expect(r.headers.values(for: "X-A") == ["one", "two"])
        #expect(r.headers["LINK"] == "<b>")
    }

    @Test func aNewStatusLineStartsAFreshResponse() {
        var r = reception()
        #expect(feed(&r, ["HTTP/1.1 100 Continue", "X-Old: 1", "", "HTTP/1.1 200 OK", "Content-Length: 5000", ""]) == false)
        #expect(r.status == 200 && r.headers["X-Old"] == nil)
        // A length declared by an interim answer does not count for the final one.
        var s = reception()
        #expect(feed(&s, ["HTTP/1.1 103 Early Hints", "Content-Length: 5000", "Link: </a>", ""]))
        #expect(feed(&s, ["HTTP/1.1 200 OK", "Content-Length: 3", ""]))
        #expect(s.overflow == nil && s.headers.fields.count == 1)
    }

    /// A declared length past the limit is refused at the blank line, naming the limit it passed;
    /// a coded body's length is its packed size, and a HEAD answer has no body.
    @Test func declaredLengthsAreWeighedAgainstTheLimitAndTheCap() {
        var past = reception()
        #expect(feed(&past, ["HTTP/1.1 200 OK", "content-LENGTH: 5000", ""]) == false)
        #expect(past.overflow == 1_000)
        var pastCap = reception()
        #expect(feed(&pastCap, ["HTTP/1.1 200 OK", "Content-Length: 50000", ""]) == false)
        #expect(pastCap.overflow == 10_000)
        var coded = reception()
        #expect(feed(&coded, ["HTTP/1.1 200 OK", "Content-Encoding: gzip", "Content-Length: 5000", ""]))
        var identity = reception()
        #expect(feed(&identity, ["HTTP/1.1 200 OK", "Content-Encoding: Identity", "Content-Length: 5000", ""]) == false)
        var head = reception(head: true)
        #expect(feed(&head, ["HTTP/1.1 200 OK", "Content-Length: 5000", ""]))
        var notModified = reception()
        #expect(feed(&notModified, ["HTTP/1.1 304 Not Modified", "Content-Length: 5000", ""]))
        // The first length counts, and one that is not a number declares nothing.
        var first = reception()
        #expect(feed(&first, ["HTTP/1.1 200 OK", "Content-Length: 10", "Content-Length: 5000", ""]))
        var word = reception()
        #expect(feed(&word, ["HTTP/1.1 200 OK", "Content-Length: lots", ""]))
    }

    @Test func aFoldedLineContinuesTheFieldBeforeIt() {
        var r = reception()
        #expect(feed(&r, ["HTTP/1.1 200 OK", "X-Fold: first", "\t second ", "X-Next: n", ""]))
        #expect(r.headers["x-fold"] == "first second" && r.headers["x-next"] == "n")
        // With no field before it, a line that starts with a space is read as a field.
        var lone = reception()
        #expect(feed(&lone, ["HTTP/1.1 200 OK", " X-Lone: here", ""]))
        #expect(lone.headers["X-Lone"] == "here")
    }
}
