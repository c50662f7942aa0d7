/// What a profile from the config file makes pagetty read on this machine and send: a body or a
/// GraphQL query from a file (`@FILE`), a token from an environment variable (`token_env`).
///
/// The rule: each is named on stderr, in one line, before the first request, unless the same
/// value was given on the command line (there the user asked for it). Why a line and not a
/// refusal: the config file is the user's own, and a profile that reads a token or a query file
/// is the common, legitimate case; refusing it would make every run repeat the profile's values
/// on the command line. What a pasted profile reads can no longer go unseen.
///
/// Stateless; any thread.
public enum ProfileReads {
    /// The profile keys that make pagetty read a file (`@FILE`) or a secret, with what each is sent as.
    static let keys: [(key: String, sentAs: String)] = [("body", "the body"), ("graphql", "the query"), ("token_env", "a bearer token")]

    /// Whether `value` of profile key `key` reads a file or a secret.
    public static func reads(key: String, value: String) -> Bool {
        switch key {
        case "body", "graphql": value.hasPrefix("@")
        case "token_env": !value.isEmpty
        default: false
        }
    }

    /// The line naming what profile `name` (`table`, from the config file) reads and sends, nil
    /// when it reads nothing, or nothing that `flags` (the command line's values) did not repeat.
    public static func notice(profile name: String, table: [String: String], flags: [String: String]) -> String? {
        let said = keys.compactMap { entry -> String? in
            guard let value = table[entry.key], reads(key: entry.key, value: value), flags[entry.key] == nil else { return nil }
            let what = entry.key == "token_env" ? "the variable \(value)" : "the file \(value.dropFirst())"
            return "\(what) as \(entry.sentAs) (\(entry.key))"
        }
        guard !said.isEmpty else { return nil }
        return "pagetty: profile \(name) from the config file sends " + said.joined(separator: ", ")
    }
}
