import Catalog
import Networking
import Paging

/// The options of one generic list as given, in profile form (`items`, `web_url`, `strategy`, …):
/// a key is absent when not given, so detection can tell "not given" from a default.
///
/// A plain value; any thread.
public struct GenericOptions: Sendable, Equatable {
    /// The given options, keys as in `[profiles.NAME]`.
    public var values: [String: String]

    /// Options from `values`; blank values (an empty profile key) count as not given.
    public init(_ values: [String: String]) {
        self.values = values.filter { !$0.value.allSatisfy(\.isWhitespace) || $0.key == "items" }
    }

    /// `flags` over `profile`: every option given on the command line wins.
    public static func merging(flags: GenericOptions, over profile: GenericOptions) -> GenericOptions {
        GenericOptions(profile.values.merging(flags.values) { _, flag in flag })
    }

    /// Whether the list's pagination is left to detection: no strategy, no GraphQL query and no
    /// POST given (a POSTed list's cursor lives in a body only the user describes).
    public var needsDetection: Bool {
        values["strategy"] == nil && values["graphql"] == nil && values["body"] == nil
            && values["method"].map { $0.trimmingCharacters(in: .whitespaces).uppercased() == "GET" } ?? true
    }

    /// The page size given, when it is one (an out-of-range value is the spec's to refuse).
    private var askedSize: Int? {
        values["per_page"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
            GenericSpec.perPageRange.contains($0) ? $0 : nil
        }
    }

    /// The GET that detection reads: the URL as given (with `--per-page` in the size it already
    /// asks, as every later page will), without its headers and token: the session's
    /// `CredentialTransport` adds them (`credentials(environment:)`), as to every request of the list.
    public func probeRequest(environment: [String: String]) throws(GenericSpecError) -> HTTPRequest {
        guard var url = values["url"] else { throw .missingKey("url") }
        if let size = askedSize, let sized = GenericSpec.url(url, askingSize: size) { url = sized }
        return try unpagedSource(url: url, environment: environment).request(for: .url(url))
    }

    /// The headers and token the list's requests carry, on its URL's origin alone, as the list's
    /// source reads them (its `credentials`, which it never adds itself); nil when there are none,
    /// or the options are wrong (setting the list up says why).
    public func credentials(environment: [String: String]) -> OriginCredentials? {
        guard let url = values["url"], let credentials = try? unpagedSource(url: url, environment: environment).credentials,
              !credentials.headers.isEmpty else { return nil }
        return credentials
    }

    /// The list at `url` with these headers and token, paging aside.
    private func unpagedSource(url: String, environment: [String: String]) throws(GenericSpecError) -> GenericSource {
        let headers = (values["headers"] ?? "").split(whereSeparator: \.isNewline).map(String.init)
        let spec = try GenericSpec.parse(url: url, strategy: "link", headers: headers, tokenEnv: values["token_env"])
        return try GenericSource(spec: spec, environment: environment)
    }

    /// These options with what `detection` found filling the ones not given.
    public func filled(by detection: Detection) -> GenericOptions {
        var values = self.values
        for choice in detection.choices where values[choice.key] == nil {
            // A given size belongs to a given strategy; a detected page strategy learns it from the answer.
            values[choice.key] = choice.value
        }
        return GenericOptions(values)
    }

    /// The spec these options make (the old defaults where still not given: `id`, `link`).
    public func spec() throws(GenericSpecError) -> GenericSpec {
        var values = self.values
        if values["strategy"] == nil { values["strategy"] = "link" }
        if let url = values["url"], let strategy = values["strategy"], let size = askedSize {
            values["url"] = try GenericSpec.url(url, strategy: strategy, askingSize: size)
        }
        return try GenericSpec(profile: values)
    }
}
