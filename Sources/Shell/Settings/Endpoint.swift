import Catalog
import Foundation
import Networking

/// Where one source is fetched from, and the token it may carry there.
///
/// A plain value; any thread.
public struct Endpoint: Sendable, Equatable {
    /// The API root, possibly with a path prefix; nil for the public API.
    public var base: String?
    /// A token, only when the base is https or loopback.
    public var token: String?

    /// An endpoint value.
    public init(base: String?, token: String?) {
        self.base = base
        self.token = token
    }

    /// The token as `source`'s requests carry it, on this base's origin alone (`CredentialTransport`).
    public func credentials(for source: BuiltInSource) -> OriginCredentials? {
        source.credentials(base: base, token: token)
    }

    /// Resolves every source: the demo mock, then `--base-url` for the chosen source, then the
    /// per-source environment variable, then the config file, then the public API. Tokens: the
    /// environment, then the config file; dropped unless the base is https or loopback.
    public static func resolve(chosen: BuiltInSource, baseURL: String?, demoBase: String?,
                               environment: [String: String],
                               config: ConfigFile = ConfigFile()) throws(BaseURLError) -> [BuiltInSource: Endpoint] {
        var endpoints: [BuiltInSource: Endpoint] = [:]
        for source in BuiltInSource.allCases {
            if let demoBase {
                // The user's real tokens never go to the mock, which would refuse them anyway.
                endpoints[source] = Endpoint(base: demoBase + source.mockPrefix, token: nil)
                continue
            }
            let given: [(origin: String, base: String?)] = [
                ("--base-url", source == chosen ? baseURL : nil),
                (source.urlVariable, environment[source.urlVariable].flatMap { $0.isEmpty ? nil : $0 }),
                ("\(source.rawValue).base_url in the config file", config.sources[source]?.baseURL),
            ]
            let chosenBase = given.first { $0.base != nil }
            let base = chosenBase?.base
            if let chosenBase, let base {
                do { try check(base) } catch { throw BaseURLError(origin: chosenBase.origin, problem: error) }
            }
            let token = source.tokenVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
                ?? config.sources[source]?.token
            endpoints[source] = Endpoint(base: base, token: token.flatMap { mayCarryToken(base) ? $0 : nil })
        }
        return endpoints
    }

    /// Refuses what is not an absolute http(s) URL, and plain http to anything but loopback.
    /// The origin is read by `URLOrigin`, the one parser of where a URL goes.
    public static func check(_ base: String) throws(EndpointError) {
        guard let parts = URLComponents(string: base), parts.user == nil, parts.password == nil,
              let origin = URLOrigin(base) else { throw .invalid(base) }
        if origin.scheme == "http", !origin.isLoopback { throw .plainHTTP(parts.host ?? origin.hostInURL) }
    }

    /// Tokens go over https, or to this machine for testing.
    public static func mayCarryToken(_ base: String?) -> Bool {
        guard let base, URLComponents(string: base)?.host != nil else { return true }
        return URLOrigin(base)?.mayCarryCredentials ?? false
    }

    /// 127.0.0.0/8, ::1 and localhost, decided by parsing the host (the one rule for every source).
    public static func isLoopback(_ host: String) -> Bool { Loopback.isLoopback(host) }
}

/// Why a base URL was refused.
public enum EndpointError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not an absolute http(s) URL.
    case invalid(String)
    /// Plain http to a host that is not loopback.
    case plainHTTP(String)

    /// One line for stderr.
    public var description: String {
        switch self {
        case .invalid(let url): "not an absolute http(s) URL: \(RedactedURL.redact(url).prefix(100))"
        case .plainHTTP(let host): "plain http is allowed only for loopback hosts, not \(host.prefix(60)); use https"
        }
    }
}
