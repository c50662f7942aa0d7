import Foundation
import Networking
import Paging

extension GenericSource {
    /// Items by path, total, and the next URL or cursor; a wrong path names what the body has instead.
    public func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        guard let body = JSONValue.parse(response.body) else {
            // Whole by the same grammar, read keeping nothing: then it was refused by its count.
            if JSONValue.isWhole(response.body) { throw .decoding("the response holds more than \(JSONValue.maxValues) JSON values") }
            throw NotJSON.error(response)
        }
        if spec.graphql != nil, let message = Self.graphQLError(in: body) { throw .decoding(message) }
        let elements = try itemArray(in: body)
        var isFirstPage = false
        let shown = firstPage.settle {
            isFirstPage = true
            return chooseColumns(elements)
        }
        var items: [ListItem] = []
        for (index, element) in elements.enumerated() {
            items.append(try item(element, at: index, columns: shown, page: response.effectiveURL))
        }
        if spec.detected, !firstIDs.isFirst(items.map(\.id), url: response.effectiveURL, firstURL: pageURL(for: strategy.first)) {
            throw .decoding("could not page: \(Self.shown(response.effectiveURL)) returned the first page again (--strategy sets the pagination)")
        }
        var page = Page(items: items, total: total(in: body, headers: response.headers))
        if isFirstPage { page.notice = unmatchedPath(in: elements) }
        switch spec.strategy {
        case .link:
            page.nextURL = LinkHeader.nextTarget(in: response.headers).map { resolve($0, from: response) }
            page.more = page.nextURL != nil
        case .next(let path):
            page.nextURL = NextLink.target(at: path, in: body).flatMap { $0.isEmpty ? nil : resolve($0, from: response) }
            page.more = page.nextURL != nil
        case .cursor(_, let path):
            page.cursor = Self.cursor(path.evaluate(body))
        case .headerCursor(_, let header):
            page.cursor = response.headers[header].map { $0.trimmingCharacters(in: .whitespaces) }
        case .continuation(let path):
            // Absent at the end; its members, as sent, are the next request's parameters.
            if case .object(let pairs)? = path.evaluate(body), !pairs.isEmpty { page.cursor = path.evaluate(body)?.text }
        case .graphql(let connection):
            page.cursor = connection.appending("pageInfo", "endCursor").evaluate(body)?.text
            page.more = Self.flag(connection.appending("pageInfo", "hasNextPage").evaluate(body))
        default:
            readBodyStrategy(body, into: &page)
        }
        if let more = spec.moreFlag(in: body) { page.more = more }
        if let pages = totalPages(in: body, headers: response.headers), let number = pageNumber(of: response) {
            page.more = number < pages
        }
        // A server saying nothing follows wins over a next link it still sends.
        if page.more == false { page.nextURL = nil }
        return page
    }

    /// An item's place as its id: the page's address and its index there, so that no two rows of
    /// different places are ever taken for one (nothing is deduplicated) and a page asked again
    /// keeps its rows' ids.
    static func positionID(page: String, index: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in page.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "#" + String(hash, radix: 36) + "." + String(index)
    }

    /// A URL as a message shows it: its query, or its path when it has none.
    static func shown(_ url: String) -> String {
        let text = url.firstIndex(of: "?").map { String(url[$0...]) } ?? url
        return String(text.prefix(120))
    }

    /// A cursor from the body: text, where 0 (Twitter's `next_cursor`, as a number or as text) or
    /// nothing is the end: a next cursor of 0 would start the list again.
    static func cursor(_ value: JSONValue?) -> String? {
        guard let text = value?.text, text != "0", !(text.allSatisfy(\.isNumber) && !text.isEmpty && Double(text) == 0) else { return nil }
        return text
    }

    /// A boolean from the body: `true`/`false`, also as the strings or 1/0 some APIs send.
    static func flag(_ value: JSONValue?) -> Bool? {
        switch value {
        case .bool(let flag)?: return flag
        case .string(let text)?, .number(let text)?:
            switch text.lowercased() {
            case "true", "1": return true
            case "false", "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// The page count from the body path or the header, when given and a whole number.
    func totalPages(in body: JSONValue, headers: HTTPHeaders) -> Int? {
        if let path = spec.totalPages, let text = path.evaluate(body)?.text, let pages = Int(text) { return pages }
        if let name = spec.totalPagesHeader, let text = headers[name], let pages = Int(text.trimmingCharacters(in: .whitespaces)) {
            return pages
        }
        return nil
    }

    /// Which page (counting from 1) answered, read back from the URL that was asked.
    func pageNumber(of response: HTTPResponse) -> Int? {
        guard case .page(let name, _, let first) = spec.strategy else { return nil }
        let asked = response.effectiveURL.isEmpty ? spec.url : response.effectiveURL
        let number = GenericURL(asked).value(of: name).flatMap { Int($0) } ?? first
        return number - first + 1
    }

    /// GraphQL's `errors` (sent with status 200 too) as one line; nil when there are none.
    static func graphQLError(in body: JSONValue) -> String? {
        guard case .array(let errors)? = body["errors"], !errors.isEmpty else { return nil }
        let messages = errors.prefix(3).map { ($0["message"]?.text ?? $0.text ?? "error").prefix(200) }
        let more = errors.count > 3 ? " (and \(errors.count - 3) more)" : ""
        return "GraphQL error: " + messages.joined(separator: "; ") + more
    }

    /// The items array, or an error saying what the response has instead.
    func itemArray(in body: JSONValue) throws(PagingError) -> [JSONValue] {
        if spec.items == nil, case .graphql(let connection) = spec.strategy { return try nodes(in: body, at: connection) }
        let found = spec.items.map { $0.evaluate(body) } ?? body
        if case .array(let elements) = found { return elements }
        let keys = body.keys.isEmpty ? "" : "; top-level keys are: " + body.keys.prefix(20).joined(separator: ", ")
        guard let path = spec.items else { throw .decoding("the response is not an array; give an items path\(keys)") }
        guard let found else { throw .decoding("items path \(path) not found in the response\(keys)") }
        throw .decoding("items path \(path) is \(Self.kind(of: found)), not an array\(keys)")
    }

    /// A connection's `nodes`, or its `edges[].node`; an error names what the connection has instead.
    func nodes(in body: JSONValue, at connection: JSONPath) throws(PagingError) -> [JSONValue] {
        guard let object = connection.evaluate(body) else {
            let keys = body["data"]?.keys ?? []
            throw .decoding("connection path \(connection) not found in the response"
                + (keys.isEmpty ? "" : "; data has: " + keys.prefix(20).joined(separator: ", ")))
        }
        if case .array(let nodes)? = object["nodes"] { return nodes }
        if case .array(let edges)? = object["edges"] { return edges.map { $0["node"] ?? .null } }
        throw .decoding("connection \(connection) has neither nodes nor edges; it has: " + object.keys.prefix(20).joined(separator: ", "))
    }

    /// One row: id (required), cells, web URL, sort value and the item's JSON.
    func item(_ element: JSONValue, at index: Int, columns: [ShownColumn], page: String = "") throws(PagingError) -> ListItem {
        let position = spec.id == GenericSpec.positionID ? Self.positionID(page: page.isEmpty ? spec.url : page, index: index) : nil
        guard let id = position ?? spec.id.evaluate(element)?.text, !id.isEmpty else {
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
        return ListItem(id: id, cells: cells(element, id: id, shown: columns),
                        webURL: spec.webURL.flatMap { $0.evaluate(element)?.text }, sortValue: sortValue,
                        raw: element.serialized())
    }

    /// The list length from the body path or the header, when given and a whole number.
    func total(in body: JSONValue, headers: HTTPHeaders) -> Int? {
        if let path = spec.total, let text = path.evaluate(body)?.text, let total = Int(text) { return total }
        if let name = spec.totalHeader, let text = headers[name], let total = GenericHeader.count(text) { return total }
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
