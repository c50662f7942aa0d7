import Browser
import Catalog
import Foundation
import Networking
import PagettyCLI
import TerminalUI

/// The terminal browser over the three built-in sources, one tab each.
struct Interactive {
    var settings: Settings

    @MainActor
    func run() async throws {
        let transport = transport()
        let clock = ContinuousClock()
        var tabs: [Tab] = []
        for source in SourceName.allCases {
            let endpoint = settings.endpoints[source.builtIn] ?? Endpoint(base: nil, token: nil)
            let catalog = try source.builtIn.make(base: endpoint.base, token: endpoint.token,
                                                  query: source == .qiita ? settings.query : nil,
                                                  perPage: settings.perPage)
            let model = ListViewModel(source: catalog, transport: transport, clock: clock,
                                      configuration: settings.paging)
            tabs.append(Tab(name: source.tabName, model: model))
        }
        let app = App(tabs: tabs, options: App.Options(clipboard: settings.osc52))
        let chosen = SourceName(settings.source)
        if let index = SourceName.allCases.firstIndex(of: chosen), index > 0 { _ = app.perform(.tab(index)) }
        try await TerminalApp.run(app)
    }

    /// libcurl, behind the disk cache unless it is off, reporting each request to `PAGETTY_TRACE`.
    func transport() -> any Transport {
        let curl = Self.tracedTransport()
        guard let directory = settings.cacheDirectory else { return curl }
        return CachingTransport(wrapping: curl, store: CacheStore(directory: directory, capBytes: settings.cacheCapBytes))
    }

    /// The transport, reporting each request (URL, status, time; never headers) to the trace.
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
