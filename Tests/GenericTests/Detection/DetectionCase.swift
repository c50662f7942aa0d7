import Catalog
import Networking
import Testing

/// One answer and what detection must read from it: every option it detects, nothing more.
///
/// A value; any thread.
struct DetectionCase: Sendable, CustomTestStringConvertible {
    /// The API and the page, as the test names it.
    var name: String
    /// The URL asked.
    var url: String
    /// The response headers.
    var headers: [(String, String)] = []
    /// The body, JSON text.
    var body: String
    /// Every option detected, in profile form; empty when detection declines.
    var expected: [String: String]
    /// Whether a pagination rule matched.
    var paged = true
    /// A reading also named (part of an alternative's text), if two fit.
    var alternative: String? = nil

    var testDescription: String { name }

    /// The answer as the detector takes it.
    var input: DetectionInput {
        DetectionInput(url: url, headers: HTTPHeaders(headers), body: JSONValue.parse(Array(body.utf8))!)
    }
}
