import Foundation
import Networking

/// An API's base URL: origin plus an optional path prefix (`http://127.0.0.1:8080/github`).
///
/// A value; any thread. Paths are joined onto the prefix, never replacing it.
public struct APIBase: Sendable, Equatable {
    /// The origin the API's credentials are bound to (`URLOrigin`: the one origin rule).
    public let origin: URLOrigin
    /// `http` or `https`, lower-cased.
    public var scheme: String { origin.scheme }
    /// The host, lower-cased (an IPv6 literal without its brackets).
    public var host: String { origin.host }
    /// The port, the scheme's default when not given.
    public var port: Int { origin.port }
    /// The path prefix without a trailing slash ("" or "/github").
    public let pathPrefix: String
    /// `scheme://host[:port]` as given: what paths are joined onto, so a URL built here is the
    /// one the user wrote (the cache and the remembered positions key on it).
    let root: String

    /// Parses `text`; throws when it is not an absolute http(s) URL.
    public init(_ text: String) throws(PagingError) {
        guard let origin = URLOrigin(text), let parts = URLComponents(string: text), let host = parts.host
        else { throw .badBase(String(text.prefix(120))) }
        self.origin = origin
        var prefix = parts.path
        while prefix.hasSuffix("/") { prefix.removeLast() }
        self.pathPrefix = prefix
        // Foundation may give an IPv6 literal with its brackets or without: bracket it once.
        let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        self.root = "\(origin.scheme)://\(hostText)" + (parts.port.map { ":\($0)" } ?? "")
    }

    /// `path` (starting with `/`) under the prefix, with `query` percent-encoded in order.
    public func url(_ path: String, query: [(String, String)] = []) -> String {
        var text = root + pathPrefix + path
        if !query.isEmpty {
            text += "?" + query.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        }
        return text
    }

    /// An absolute URL for a link from the server: `/path` links resolve against the origin.
    public func resolve(_ link: String) -> String {
        link.hasPrefix("/") && !link.hasPrefix("//") ? root + link : link
    }

    /// Whether the API's credentials may go with a request to `url` (`URLOrigin.admits`: the same
    /// scheme, host and port, and no userinfo).
    public func isSameOrigin(_ url: String) -> Bool { origin.admits(url) }

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
