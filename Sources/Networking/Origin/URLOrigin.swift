import Foundation

/// The scheme, host and port of an http(s) URL: what credentials are bound to.
///
/// A value; any thread.
public struct URLOrigin: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`, lower-cased.
    public let scheme: String
    /// The host, lower-cased, without IPv6 brackets.
    public let host: String
    /// The port, the scheme's default when the URL gives none.
    public let port: Int

    /// The origin of `url`; nil unless it is an absolute http or https URL with a host.
    public init?(_ url: String) {
        guard let parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", var host = parts.host?.lowercased(), !host.isEmpty
        else { return nil }
        // Foundation gives an IPv6 literal with its brackets or without, depending on the version.
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.scheme = scheme
        self.host = host
        self.port = parts.port ?? (scheme == "https" ? 443 : 80)
    }

    /// Whether the host is this machine (see `Loopback`).
    public var isLoopback: Bool { Loopback.isLoopback(host) }

    /// `scheme://host:port`.
    public var description: String {
        "\(scheme)://" + (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }
}
