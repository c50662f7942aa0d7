/// A refused base URL and where it was given (`--base-url`, `PAGETTY_GITHUB_URL`, the config
/// file), so the message names what to fix.
public struct BaseURLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The option, variable or config key that gave the URL.
    public var origin: String
    /// Why it was refused.
    public var problem: EndpointError

    /// A refusal of `problem`'s URL, given by `origin`.
    public init(origin: String, problem: EndpointError) {
        self.origin = origin
        self.problem = problem
    }

    /// One line for stderr: `PAGETTY_GITHUB_URL: not an absolute http(s) URL: ftp://x`.
    public var description: String { "\(origin): \(problem)" }
}
