import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scheme, host and port of an http(s) URL: what credentials are bound to, and the one
/// origin rule ("credentials go only to the origin they were given for"): `admits`.
///
/// A value; any thread. Two URLs have the same origin when their schemes, hosts and ports are
/// equal after the same normalisation: scheme and host lower-cased, the scheme's default port
/// made explicit, an IPv6 literal without its brackets and in one text (`::1` for
/// `0:0:0:0:0:0:0:1`), written back in brackets (`description`, `hostInURL`).
public struct URLOrigin: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`, lower-cased.
    public let scheme: String
    /// The host, lower-cased; an IPv6 literal without its brackets, in its shortest text.
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
        self.host = Self.canonicalIPv6(host) ?? host
        self.port = parts.port ?? (scheme == "https" ? 443 : 80)
    }

    /// Whether the host is this machine (see `Loopback`).
    public var isLoopback: Bool { Loopback.isLoopback(host) }

    /// Whether a credential may travel to this origin at all: over https, or over plain http to
    /// this machine, where no network sees it.
    public var mayCarryCredentials: Bool { scheme == "https" || isLoopback }

    /// The host as a URL writes it: an IPv6 literal in brackets.
    public var hostInURL: String { host.contains(":") ? "[\(host)]" : host }

    /// `scheme://host:port`.
    public var description: String { "\(scheme)://\(hostInURL):\(port)" }

    /// Whether credentials given for this origin (a token, a `-H` header) may go with a request
    /// to `url`: its origin is this one, and it carries no userinfo, which libcurl would turn into
    /// credentials of its own (even on this host). A relative URL is no origin: resolve it first.
    public func admits(_ url: String) -> Bool {
        guard let parts = URLComponents(string: url), parts.user == nil, parts.password == nil else { return false }
        return URLOrigin(url) == self
    }

    /// `text`'s one form when it is an IPv6 address (inet_ntop's, RFC 5952's shortest); nil otherwise.
    static func canonicalIPv6(_ text: String) -> String? {
        guard text.contains(":") else { return nil }
        var address = in6_addr()
        guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count)) != nil else { return nil }
        return String(cString: buffer)
    }
}
