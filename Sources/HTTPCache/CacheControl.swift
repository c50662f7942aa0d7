import Foundation

/// The `Cache-Control` directives this client acts on.
///
/// A plain value; any thread. `private` is cacheable here: the cache belongs to one user and is
/// keyed by the token used, so GitHub's authenticated `private, max-age=60` is kept.
public struct CacheControl: Sendable, Equatable {
    /// `max-age` in seconds, if given.
    public var maxAge: Int?
    /// `no-store`: never written to disk.
    public var noStore = false
    /// `no-cache` or `must-revalidate` with no max-age: always asked again (a 304 is still cheap).
    public var noCache = false

    /// The directives in a header value (nil: none).
    public init(_ value: String?) {
        for part in (value ?? "").lowercased().split(separator: ",") {
            let directive = part.trimmingCharacters(in: .whitespaces)
            if directive == "no-store" { noStore = true }
            if directive == "no-cache" { noCache = true }
            if directive.hasPrefix("max-age="), let seconds = Int(directive.dropFirst(8).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))) {
                maxAge = max(0, seconds)
            }
        }
    }

    /// Seconds a stored response may be served without asking.
    public var freshSeconds: Int { noCache ? 0 : maxAge ?? 0 }
}
