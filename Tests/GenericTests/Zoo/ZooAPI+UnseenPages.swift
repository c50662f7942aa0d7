import Catalog
import Foundation
import TestSupport

/// Unseen page-numbered lists: the page and its count nested under `response`, a `links` array of
/// `{href, rel, method}`.
extension ZooAPI {
    /// The page-number shapes of this file, in `unseenNumbers`.
    static let unseenPageNumbers: [ZooAPI] = [.guardian, .payPalInvoices]

    /// The Guardian Open Platform, `GET /search?q=…&api-key=test`: everything under `response`
    /// (`total`, 1-based `startIndex`, `pageSize` default 10 at most 200, `currentPage`, `pages`,
    /// `results` with path ids and `webTitle`); a page past the last is a 400.
    /// https://open-platform.theguardian.com/documentation/search
    static let guardian: ZooAPI = {
        let sections = ["environment", "world", "science", "technology"]
        let ids = Zoo.ids(137) { "\(sections[$0 % 4])/2026/jan/\(String(format: "%02d", 1 + $0 % 28))/climate-story-\(9_100 - $0 * 7)" }
        return ZooAPI(
            name: "The Guardian", path: "/search?q=climate&api-key=test",
            options: ["items": "response.results", "title": "webTitle", "web_url": "webUrl", "strategy": "page:page,page-size",
                      "total_pages": "response.pages", "total": "response.total"],
            ids: ids, pages: 14, requests: 14,
            respond: { request in
                let size = request.size("page-size", default: 10, cap: 200)
                let number = request.int("page", 1)
                let pages = Zoo.pages(ids.count, size)
                guard (1...pages).contains(number) else {
                    return .respond(400, [("Content-Type", "application/json")],
                                    Array(#"{"response":{"status":"error","message":"requested page is beyond the number of available pages"}}"#.utf8))
                }
                let results = Zoo.slice(ids, from: (number - 1) * size, size).map { id in
                    Zoo.object([("id", .string(id)), ("type", .string("article")), ("sectionId", .string(String(id.prefix { $0 != "/" }))),
                                ("webPublicationDate", .string("2026-01-05T06:00:00Z")), ("webTitle", .string("Climate story \(id.suffix(4))")),
                                ("webUrl", .string("https://www.theguardian.com/\(id)")), ("apiUrl", .string("\(request.root)/\(id)"))])
                }
                return Zoo.json(Zoo.object([("response", Zoo.object([
                    ("status", .string("ok")), ("userTier", .string("developer")), ("total", Zoo.number(ids.count)),
                    ("startIndex", Zoo.number((number - 1) * size + 1)), ("pageSize", Zoo.number(size)), ("currentPage", Zoo.number(number)),
                    ("pages", Zoo.number(pages)), ("orderBy", .string("relevance")), ("results", .array(results)),
                ]))]))
            })
    }()

    /// PayPal Invoicing v2, `GET /v2/invoicing/invoices?total_required=true`: `items`, `total_items` and
    /// `total_pages` (only when `total_required`), `page` from 1, `page_size` default 20 (at most 100),
    /// and HATEOAS `links` of `{href, rel, method}` (`next` while there is one).
    /// https://developer.paypal.com/docs/api/invoicing/v2/#invoices_list
    static let payPalInvoices: ZooAPI = {
        let ids = Zoo.ids(137) { String(format: "INV2-%04X-%04X-%04X-%04X", 0x3BF7 + $0, 0x9A2C, 0x5D10 + $0 * 3, 0x7E41) }
        return ZooAPI(
            name: "PayPal invoices", path: "/v2/invoicing/invoices?total_required=true",
            options: ["items": "items", "title": "detail.invoice_number", "strategy": "page:page,page_size", "total_pages": "total_pages",
                      "total": "total_items"],
            ids: ids, pages: 7, requests: 7,
            respond: { request in
                let size = request.size("page_size", default: 20, cap: 100)
                let number = max(1, request.int("page", 1))
                let pages = Zoo.pages(ids.count, size)
                let totals = request.query["total_required"] == "true"
                let items = Zoo.slice(ids, from: (number - 1) * size, size).map { id in
                    Zoo.object([("id", .string(id)), ("status", .string("SENT")),
                                ("detail", Zoo.object([("invoice_number", .string("#\(id.suffix(9))")), ("currency_code", .string("USD"))])),
                                ("amount", Zoo.object([("currency_code", .string("USD")), ("value", .string("120.00"))])),
                                ("links", .array([Zoo.object([("href", .string("\(request.root)/v2/invoicing/invoices/\(id)")), ("rel", .string("self")),
                                                              ("method", .string("GET"))])]))])
                }
                func link(_ page: Int, _ rel: String) -> JSONValue {
                    Zoo.object([("href", .string("\(request.root)/v2/invoicing/invoices?page=\(page)&page_size=\(size)&total_required=\(totals)")),
                                ("rel", .string(rel)), ("method", .string("GET"))])
                }
                var links = [link(number, "self")]
                if number > 1 { links += [link(1, "first"), link(number - 1, "prev")] }
                if number < pages { links += [link(number + 1, "next"), link(pages, "last")] }
                var body: [(String, JSONValue)] = []
                if totals { body += [("total_items", Zoo.number(ids.count)), ("total_pages", Zoo.number(pages))] }
                return Zoo.json(Zoo.object(body + [("items", .array(items)), ("links", .array(links))]))
            })
    }()
}
