import Catalog
import Foundation
import MockAPI
import Shell

extension URLCommand {
    /// `--explain`: prints the options detected, as `pagetty url` options and a config profile,
    /// with the lists the first item leads to; what detection tried goes to stderr.
    @MainActor
    func explainDetection(_ resolution: GenericResolver.Resolution, mock: MockServer?) {
        let spec = resolution.spec
        let name = url.hasPrefix("@") ? String(url.dropFirst()) : Self.profileName(for: spec.url)
        let demoPath = mock.flatMap { spec.url.hasPrefix($0.baseURL) ? String(spec.url.dropFirst($0.baseURL.count)) : nil }
        let lines = DetectionReport.explain(resolution.options, shownURL: spec.url, profile: name,
                                            unpaged: resolution.detection.map { !$0.paged } ?? false, demoPath: demoPath)
        for line in DetectionReport.tried(resolution.detection) { StandardStreams.err(line) }
        // The lists the first item leads to, from the page detection already read (issue 40).
        let related = resolution.primed.map { DetectionReport.related(DetectionReport.relatedLists(of: $0.response, spec: spec),
                                                                              demoBase: mock?.baseURL) } ?? []
        _ = StandardStreams.out(Array((lines + related).map { $0 + "\n" }.joined().utf8))
    }

    /// A profile name for `--explain`: the URL's last path segment, letters, digits and dashes.
    static func profileName(for url: String) -> String {
        let segment = url.split(separator: "?").first?.split(separator: "/").last.map(String.init) ?? ""
        let name = String(segment.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "-" })
        return name.isEmpty || name.allSatisfy({ $0 == "-" }) ? "mine" : name
    }
}
