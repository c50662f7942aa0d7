import Catalog
import Networking

/// An answer no rule names, and the readings detection must offer for it, best first.
///
/// A value; any thread.
struct CandidateCase: Sendable, CustomStringConvertible {
    /// The API whose documentation the answer follows.
    var name: String
    /// The URL asked.
    var url: String
    /// The response headers.
    var headers: [(String, String)] = []
    /// The body, JSON text.
    var body: String
    /// The strategies that must come first among the readings, in this order.
    var first: [String]
    /// Other options the top reading must carry (`more`, `per_page`).
    var options: [String: String] = [:]

    var description: String { name }

    /// The answer as the detector takes it.
    var input: DetectionInput {
        DetectionInput(url: url, headers: HTTPHeaders(headers), body: JSONValue.parse(Array(body.utf8))!)
    }

    /// Two items of `shape`, with ids 1 and 2 (`{ID}` in the shape).
    static func two(_ shape: String) -> String {
        [shape.replacingOccurrences(of: "{ID}", with: "1"), shape.replacingOccurrences(of: "{ID}", with: "2")].joined(separator: ",")
    }

    /// Twenty items of `shape`: a full page.
    static func twenty(_ shape: String) -> String {
        (1...20).map { shape.replacingOccurrences(of: "{ID}", with: String(100 - $0)) }.joined(separator: ",")
    }
}
