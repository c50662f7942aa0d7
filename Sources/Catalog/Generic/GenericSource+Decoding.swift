import Foundation
import Networking
import Paging

extension GenericSource {
    /// Items by path, total, and the next URL or cursor; a wrong path names what the body has instead.
    public func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        guard let body = JSONValue.parse(response.body) else {
            throw .decoding("the response is not JSON (\(response.body.count) bytes)")
        }
        var items: [ListItem] = []
        for (index, element) in try itemArray(in: body).enumerated() {
            items.append(try item(element, at: index))
        }
        var page = Page(items: items, total: total(in: body, headers: response.headers))
        switch spec.strategy {
        case .link:
            page.nextURL = LinkHeader.target(rel: "next", in: response.headers).map { resolve($0, from: response) }
            page.more = page.nextURL != nil
        case .next(let path):
            page.nextURL = path.evaluate(body)?.text.flatMap { $0.isEmpty ? nil : resolve($0, from: response) }
            page.more = page.nextURL != nil
        case .cursor(_, let path):
            page.cursor = path.evaluate(body)?.text
        default:
            break
        }
        return page
    }

    /// The items array, or an error saying what the response has instead.
    func itemArray(in body: JSONValue) throws(PagingError) -> [JSONValue] {
        let found = spec.items.map { $0.evaluate(body) } ?? body
        if case .array(let elements) = found { return elements }
        let keys = body.keys.isEmpty ? "" : "; top-level keys are: " + body.keys.prefix(20).joined(separator: ", ")
        guard let path = spec.items else { throw .decoding("the response is not an array; give an items path\(keys)") }
        guard let found else { throw .decoding("items path \(path) not found in the response\(keys)") }
        throw .decoding("items path \(path) is \(Self.kind(of: found)), not an array\(keys)")
    }

    /// One row: id (required), cells, web URL, sort value and the item's JSON.
    func item(_ element: JSONValue, at index: Int) throws(PagingError) -> ListItem {
        guard let id = spec.id.evaluate(element)?.text, !id.isEmpty else {
            throw .decoding("id path '\(spec.id)' missing in item \(index)")
        }
        if case .since = spec.strategy, Int64(id) == nil {
            throw .decoding("since needs whole-number ids; item \(index) has id '\(id.prefix(40))'")
        }
        var sortValue: String?
        if let field = spec.strategy.sortField {
            guard let value = field.evaluate(element)?.text else {
                throw .decoding("field '\(field)' missing in item \(index)")
            }
            sortValue = value
        }
        var cells = [spec.title.flatMap { $0.evaluate(element)?.text } ?? id]
        if let subtitle = spec.subtitle { cells.append(subtitle.evaluate(element)?.text ?? "") }
        cells.append(id)
        return ListItem(id: id, cells: cells, webURL: spec.webURL.flatMap { $0.evaluate(element)?.text },
                        sortValue: sortValue, raw: element.serialized())
    }

    /// The list length from the body path or the header, when given and a whole number.
    func total(in body: JSONValue, headers: HTTPHeaders) -> Int? {
        if let path = spec.total, let text = path.evaluate(body)?.text, let total = Int(text) { return total }
        if let name = spec.totalHeader, let text = headers[name], let total = Int(text.trimmingCharacters(in: .whitespaces)) {
            return total
        }
        return nil
    }

    /// A next link made absolute against the URL that answered (relative links are common in bodies).
    func resolve(_ link: String, from response: HTTPResponse) -> String {
        let from = response.effectiveURL.isEmpty ? spec.url : response.effectiveURL
        guard URL(string: link)?.scheme == nil, let absolute = URL(string: link, relativeTo: URL(string: from)) else {
            return link
        }
        return absolute.absoluteString
    }

    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
