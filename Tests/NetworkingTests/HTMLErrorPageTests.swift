import Testing
@testable import Networking

/// An HTML error page (a proxy's or web server's) is said by its title, never printed raw (issue 42, point 8).
@Suite struct HTMLErrorPageTests {
    static func text(_ code: Int, _ body: String) -> String { HTTPError.status(code, body: Array(body.utf8)).description }

    @Test func nginxsBadGatewayIsItsTitle() {
        let page = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n"
            + "<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"
        #expect(Self.text(502, page) == "HTTP 502 Bad Gateway")
    }

    @Test func aPageWithoutATitleSaysItsHeadingOrFirstText() {
        #expect(Self.text(503, "<html><body><h1>Down for   maintenance &amp; more</h1></body></html>")
            == "HTTP 503: Down for maintenance & more")
        #expect(Self.text(500, "<!DOCTYPE html><html><body><p>Something broke.</p></body></html>") == "HTTP 500: Something broke.")
    }

    @Test func aLongTitleIsShort() {
        let said = Self.text(502, "<html><title>" + String(repeating: "word ", count: 60) + "</title></html>")
        #expect(said.count <= "HTTP 502: ".count + HTMLTitle.limit && said.hasSuffix("…"), "\(said)")
    }

    @Test func jsonAndPlainTextAreAsBefore() {
        #expect(Self.text(404, #"{"message": "Not Found", "documentation_url": "x"}"#) == "HTTP 404: Not Found")
        #expect(Self.text(404, "Not Found") == "HTTP 404: Not Found")
    }
}

/// A timeout says what it waited for and how long (issue 42, point 7).
@Suite struct TimeoutTextTests {
    @Test func theURLAndTheTimeAreSaid() {
        #expect(HTTPError.timedOut(url: "http://127.0.0.1:8080/items?page=1", milliseconds: 15_020).description
            == "timed out after 15 s waiting for http://127.0.0.1:8080/items?page=1")
        #expect(HTTPError.seconds(300) == "0.3 s" && HTTPError.seconds(9_940) == "9.9 s" && HTTPError.seconds(10_000) == "10 s")
    }

    @Test func aTokenInTheURLIsNotSaid() {
        let said = HTTPError.timedOut(url: "https://api.example/items?access_token=s3cret", milliseconds: 30_000).description
        #expect(!said.contains("s3cret"), "\(said)")
    }
}
