/// One documented way an API says how its list pages, and the options that page it.
///
/// A plain value; any thread. `match` returns the options (profile keys: `strategy`, `total`,
/// `more`, `total_pages`, …) when the answer has this shape, nil otherwise.
struct PaginationRule: Sendable {
    /// The shape, as the user will read it ("Slack response_metadata.next_cursor").
    var name: String
    /// The documentation the rule comes from.
    var source: String
    /// The options when the answer has this shape.
    var match: @Sendable (DetectionContext) -> [String: String]?
}

/// An answer with the list already found: what pagination rules look at.
///
/// A plain value; any thread.
struct DetectionContext: Sendable {
    /// The answer.
    var input: DetectionInput
    /// The items array's path; nil when the body is the array.
    var items: String?
    /// The items.
    var elements: [JSONValue]
    /// The id path found, if any.
    var id: String?

    var body: JSONValue { input.body }

    /// The value at a dotted path of the body.
    func value(_ path: String) -> JSONValue? { JSONPath(path)?.evaluate(body) }

    /// Whether the body has `path` at all (null included).
    func has(_ path: String) -> Bool { value(path) != nil }

    /// A whole number at `path` (as JSON number or digits in a string).
    func int(_ path: String) -> Int? { value(path)?.text.flatMap { Int($0) } }

    /// A boolean at `path`.
    func flag(_ path: String) -> Bool? {
        if case .bool(let flag)? = value(path) { return flag }
        return nil
    }

    /// A whole number in header `name`.
    func header(_ name: String) -> Int? { input.headers[name].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    /// Whether `path` holds a next-page URL (absolute, or relative to the page), or null/empty (one page).
    func nextURL(at path: String) -> Bool {
        switch value(path) {
        case .null?: return true
        case .string(let text)?:
            return text.isEmpty || text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("/") || text.hasPrefix("?")
        default: return false
        }
    }

    /// Whether `path` holds a cursor: a non-empty string, or null/empty at the end.
    func cursor(at path: String) -> Bool {
        switch value(path) {
        case .null?, .string?: return true
        default: return false
        }
    }

    /// The first of `names` the URL asks, else nil.
    func queryName(_ names: [String]) -> String? { names.first { input.query($0) != nil } }

    /// The first of `names` present in the body as a number.
    func bodyNumberName(_ names: [String]) -> String? { names.first { int($0) != nil } }
}
