import Networking

/// One paginated API: builds requests for page keys and decodes responses into pages.
///
/// Sources are immutable values, used from any thread; `decode` runs off the main actor.
public protocol PageSource: Sendable {
    /// A short name for the status bar ("GitHub users").
    var name: String { get }
    /// Where requests go; next URLs elsewhere are refused.
    var base: APIBase { get }
    /// How the list is cut into pages.
    var strategy: any PageStrategy { get }
    /// The request for the page at `key`.
    func request(for key: PageKey) -> HTTPRequest
    /// The page in a 2xx response; throws `PagingError.decoding` for anything unexpected.
    func decode(_ response: HTTPResponse) throws(PagingError) -> Page
    /// Whether its pages say the list's length (`Page.total`): answers fetched side by side can
    /// then be checked against each other, an older one found by its lower total.
    var pagesSayTotal: Bool { get }
    /// Whether its requests ask for the page size their keys carry. Where they leave it to the
    /// server's default, where an offset's next page starts is unknown until a page came back.
    var sendsPageSize: Bool { get }
}

extension PageSource {
    /// Unless a source says so, its pages carry no total.
    public var pagesSayTotal: Bool { false }
    /// Unless a source says so, its requests ask for the size their keys carry.
    public var sendsPageSize: Bool { true }
}
