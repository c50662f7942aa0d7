import Networking
import Paging

/// Which environment variables hold a token for a URL's origin: the built-in sources' own, so
/// `pagetty url https://api.github.com/…` authenticates as `pagetty github` does.
///
/// Pure; any thread. Only the exact https origins the built-in sources talk to: a token never
/// goes over plain http, to another port, or to a look-alike host.
public enum OriginToken {
    /// The variables for `url`'s origin, in order of preference; empty for any other origin.
    public static func variables(for url: String) -> [String] {
        // Userinfo is refused, as `URLOrigin.admits` refuses it for every credential.
        guard let origin = URLOrigin(url), origin.scheme == "https", origin.port == 443, origin.admits(url) else { return [] }
        for source in BuiltInSource.allCases where source.defaultBase == "https://\(origin.host)" {
            return source.tokenVariables
        }
        return []
    }

    /// The first variable of `variables(for:)` set to a non-empty value in `environment`, with that value.
    public static func token(for url: String, in environment: [String: String]) -> (variable: String, value: String)? {
        for variable in variables(for: url) {
            if let value = environment[variable], !value.isEmpty { return (variable, value) }
        }
        return nil
    }
}
