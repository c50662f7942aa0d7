import Catalog
import Networking
import Paging
import Testing

/// Sentry sends `rel="next"` on every page and says with `results="false"` that none follows
/// (https://docs.sentry.io/api/pagination/): the list ends there, and detection still reads `link`.
@Suite struct SentryLinkTests {
    static func headers(more: Bool) -> HTTPHeaders {
        ["Link": #"<https://sentry.io/api/0/projects/o/p/issues/?&cursor=1735:0:1>; rel="previous"; results="false"; cursor="1735:0:1", "#
            + #"<https://sentry.io/api/0/projects/o/p/issues/?&cursor=1735:100:0>; rel="next"; results="\#(more)"; cursor="1735:100:0""#]
    }

    @Test(arguments: [true, false])
    func resultsFalseEndsTheList(more: Bool) throws {
        let spec = try GenericSpec.parse(url: "https://sentry.io/api/0/projects/o/p/issues/", title: "title", strategy: "link")
        let source = try GenericSource(spec: spec, environment: [:])
        let page = try source.decode(HTTPResponse(status: 200, headers: Self.headers(more: more),
                                                  body: Array(#"[{"id":"1","title":"TypeError"}]"#.utf8)))
        #expect(page.nextURL == (more ? "https://sentry.io/api/0/projects/o/p/issues/?&cursor=1735:100:0" : nil))
        #expect(page.more == more)
        let detection = Detector.detect(DetectionInput(url: spec.url, headers: Self.headers(more: more),
                                                       body: JSONValue.parse(Array(#"[{"id":"1","title":"TypeError"}]"#.utf8))!))
        #expect(detection.value("strategy") == "link" && detection.paged)
    }
}
