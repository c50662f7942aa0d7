import Catalog
import Networking
import Paging

/// Turns the options given into a spec: flags over profile over what the first page shows.
///
/// Asks the server only when the pagination is not given, once (the probe), and hands that answer
/// on so the paginator does not fetch the first page again.
public enum GenericResolver {
    /// A spec and how it came about.
    public struct Resolution: Sendable {
        /// The options given, then filled by detection.
        public var options: GenericOptions
        /// The spec they make.
        public var spec: GenericSpec
        /// What detection found; nil when nothing was left to it.
        public var detection: Detection?
        /// The first page's URL and the probe's answer to it, for `PrimedTransport`; nil when the
        /// paginator's first request differs from the probe's (a size the URL did not ask) or nothing was probed.
        public var primed: (url: String, response: HTTPResponse)?
        /// The line saying what was detected; nil when nothing was.
        public var summary: String?
        /// The page 2 that confirmed the detected reading, for `PrimedTransport`: it is used, not fetched again.
        public var second: (url: String, response: HTTPResponse)?

        /// The pages detection already fetched (the probe's, the confirming page 2), by URL.
        public var fetched: [(url: String, response: HTTPResponse)] { [primed, second].compactMap { $0 } }

        /// `inner` answering the pages detection already fetched from them, once each.
        public func transport(over inner: any Transport) -> any Transport {
            fetched.isEmpty ? inner : PrimedTransport(wrapping: inner, answers: fetched)
        }
    }

    /// Resolves `given`, probing through `transport` when the pagination is left out.
    public static func resolve(_ given: GenericOptions, transport: any Transport,
                               environment: [String: String]) async throws(GenericResolveError) -> Resolution {
        guard given.needsDetection else {
            return Resolution(options: given, spec: try spec(given), detection: nil, primed: nil, summary: nil)
        }
        let request: HTTPRequest
        do { request = try given.probeRequest(environment: environment) } catch { throw .spec(error) }
        let response: HTTPResponse
        do { response = try await transport.send(request) } catch { throw .probe(error) }
        // A failed or non-JSON answer is the paginator's to report, as without detection.
        guard response.isSuccess, let input = DetectionInput(url: request.url, response: response) else {
            let spec = try spec(given)
            return Resolution(options: given, spec: spec, detection: nil, primed: primed(spec, request, response, environment), summary: nil)
        }
        let found = Detector.detect(input, given: given.values)
        if let declined = found.declined { throw .declined(declined) }
        let confirmed = await confirm(found, given: given, first: response, transport: transport, environment: environment)
        let detection = confirmed.detection
        let options = given.filled(by: detection)
        var spec: GenericSpec
        do {
            spec = try options.spec()
        } catch .sizeNotInURL where !detection.paged {
            throw .spec(.sizeNotInURL(nil))  // `link` is detection's word for no pagination, not the user's
        } catch {
            throw .spec(error)
        }
        spec.detected = detection.paged && given.values["strategy"] == nil
        return Resolution(options: options, spec: spec, detection: detection, primed: primed(spec, request, response, environment),
                          summary: DetectionReport.summary(detection, given: given), second: confirmed.second)
    }

    /// The one line saying a list was cut to its first page, as pipe mode (`printed`) or the browser
    /// (`showing`) says it; nil when the list is not known to hold more.
    public static func unpagedLine(_ detection: Detection?, verb: String, written: Int? = nil) -> String? {
        guard let detection, let more = detection.incomplete else { return nil }
        let count = written ?? detection.itemsRead
        let of = detection.totalSaid.flatMap { $0 > count ? "of \($0)" : nil } ?? "of more (\(more))"
        return "\(verb) \(count) \(of); nothing found to page it: --strategy sets it"
    }

    static func spec(_ options: GenericOptions) throws(GenericResolveError) -> GenericSpec {
        do { return try options.spec() } catch { throw .spec(error) }
    }

    static func primed(_ spec: GenericSpec, _ request: HTTPRequest, _ response: HTTPResponse,
                       _ environment: [String: String]) -> (url: String, response: HTTPResponse)? {
        guard let source = try? GenericSource(spec: spec, environment: environment),
              let url = source.firstPageURL(answeredBy: request.url) else { return nil }
        return (url, response)
    }
}

/// Why a generic list could not be set up.
public enum GenericResolveError: Error, Sendable, CustomStringConvertible {
    /// An option is wrong (a usage error).
    case spec(GenericSpecError)
    /// The probe of the first page failed.
    case probe(HTTPError)
    /// The first page holds no list detection could find.
    case declined(String)

    /// One line.
    public var description: String {
        switch self {
        case .spec(let error): return "\(error)"
        case .probe(let error): return "\(error)"
        case .declined(let why): return why
        }
    }

    /// Whether it is the options given that are wrong (a flag: usage; a profile value: bad settings).
    public var isUsage: Bool {
        if case .spec = self { return true }
        return false
    }
}
