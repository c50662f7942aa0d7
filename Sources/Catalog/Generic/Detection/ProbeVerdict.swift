import Networking
import Paging

/// Whether page 2, fetched by a reading, confirms it: a page of the same list (it decodes by the
/// same paths) that brings ids page 1 did not have.
///
/// Pure: a function of the two answers.
public enum ProbeVerdict: Equatable, Sendable {
    /// Page 2 brought this many new ids.
    case confirmed(newIDs: Int)
    /// Page 2 was empty: the list may end at page 1, or the reading is wrong.
    case empty
    /// Page 2 does not confirm the reading; the words say why.
    case rejected(String)

    /// The verdict on `second` (a response, or the failure to get one) after `first`, both decoded by `source`.
    public static func judge(first: Page, second: Result<HTTPResponse, HTTPError>, source: GenericSource) -> ProbeVerdict {
        let response: HTTPResponse
        switch second {
        case .failure(let error): return .rejected("\(error)")
        case .success(let answer): response = answer
        }
        guard response.isSuccess else { return .rejected("HTTP \(response.status)") }
        let page: Page
        do { page = try source.decode(response) } catch { return .rejected("not the same list: \(error)") }
        guard !page.items.isEmpty else { return .empty }
        // Rows told apart by their place have new ids on every page: their content says whether page 1 came back.
        let identity = { (item: ListItem) -> String in
            source.spec.id == GenericSpec.positionID ? item.raw.map { String(decoding: $0, as: UTF8.self) } ?? item.id : item.id
        }
        let seen = Set(first.items.map(identity))
        let new = page.items.filter { !seen.contains(identity($0)) }.count
        return new == 0 ? .rejected("returned the first page again") : .confirmed(newIDs: new)
    }

    /// In a few words, for `--explain` and the detection line.
    public var words: String {
        switch self {
        case .confirmed(let count): return "page 2 brought \(count) new ids"
        case .empty: return "page 2 was empty"
        case .rejected(let why): return why
        }
    }
}
