import Browser
import Catalog
import Foundation
import Images
import Networking
import TerminalUI

/// The terminal browser over the three built-in sources, one tab each.
struct Interactive {
    var chosen: SourceName
    var endpoints: [SourceName: Endpoint]
    var perPage: Int?
    var query: String?
    var clipboard: Bool

    @MainActor
    func run() async throws {
        let transport = Self.tracedTransport()
        let clock = ContinuousClock()
        var tabs: [Tab] = []
        for source in SourceName.allCases {
            let endpoint = endpoints[source] ?? Endpoint()
            let catalog = try source.builtIn.make(base: endpoint.base, token: endpoint.token,
                                                  query: source == .qiita ? query : nil, perPage: perPage)
            tabs.append(Tab(name: source.tabName, model: ListViewModel(source: catalog, transport: transport, clock: clock)))
        }
        let images = ImageLoader(transport: transport, disk: DiskCache(directory: DiskCache.defaultDirectory()))
        let app = App(tabs: tabs, options: App.Options(clipboard: clipboard), images: images)
        if let index = SourceName.allCases.firstIndex(of: chosen), index > 0 { _ = app.perform(.tab(index)) }
        try await TerminalApp.run(app)
    }

    /// The transport, reporting each request to `PAGETTY_TRACE` (URL, status, time; never headers).
    static func tracedTransport() -> CurlTransport {
        guard let trace = Trace.shared else { return CurlTransport() }
        return CurlTransport { request, result in
            switch result {
            case .success(let response):
                trace.request(url: response.effectiveURL, status: response.status,
                              ms: Double(response.timings.totalMicros) / 1000)
            case .failure:
                trace.request(url: request.url, status: 0, ms: 0)  // status 0: no HTTP answer
            }
        }
    }
}
