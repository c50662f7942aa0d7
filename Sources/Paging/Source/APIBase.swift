import Foundation

/// An API's base URL: origin plus an optional path prefix (`http://127.0.0.1:8080/github`).
///
/// A value; any thread. Paths are joined onto the prefix, never replacing it.
public struct APIBase: Sendable, Equatable {
    /// `http` or `https`, lower-cased.
    public let scheme: String
    /// The host, lower-cased.
    public let host: String
    /// The port, the scheme's default when not given.
    public let port: Int
    /// The path prefix without a trailing slash ("" or "/github").
    public let pathPrefix: String
    /// `scheme://host[:port]` as given.
    let origin: String

    /// Parses `text`; throws when it is not an absolute http(s) URL.
    public init(_ text: String) throws(PagingError) {
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty
        else { throw .badBase(String(text.prefix(120))) }
        self.scheme = scheme
        self.host = host.lowercased()
        self.port = parts.port ?? (scheme == "https" ? 443 : 80)
        var prefix = parts.path
        while prefix.hasSuffix("/") { prefix.removeLast() }
        self.pathPrefix = prefix
        // Foundation may give an IPv6 literal with its brackets or without: bracket it once.
        let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        self.origin = "\(scheme)://\(hostText)" + (parts.port.map { ":\($0)" } ?? "")
    }

    /// `path` (starting with `/`) under the prefix, with `query` percent-encoded in order.
    public func url(_ path: String, query: [(String, String)] = []) -> String {
        var text = origin + pathPrefix + path
        if !query.isEmpty {
            text += "?" + query.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        }
        return text
    }

    /// An absolute URL for a link from the server: `/path` links resolve against the origin.
    public func resolve(_ link: String) -> String {
        link.hasPrefix("/") && !link.hasPrefix("//") ? origin + link : link
    }

    /// Whether `url` has this base's scheme, host and port, and no userinfo.
    public func isSameOrigin(_ url: String) -> Bool {
        // Userinfo is refused even on our host: libcurl would turn it into credentials of its own.
        guard let parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(),
              let host = parts.host?.lowercased(), parts.user == nil, parts.password == nil
        else { return false }
        let port = parts.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return scheme == self.scheme && host == self.host && port == self.port
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters.
    public static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
