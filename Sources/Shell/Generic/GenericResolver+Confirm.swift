import Catalog
import Networking
import Paging

extension GenericResolver {
    /// Requests a confirmation may send at most: the top reading and a few parameter spellings of
    /// the next ones. Each is one GET of the list's own origin; six keep the wait under a second on
    /// most APIs and spend at most a tenth of a 60-an-hour budget.
    public static let probeBound = 6

    /// Readings considered at most, probed or not.
    static let maxReadings = 16

    /// What confirming a detection settled: the detection with the reading taken (or none), and the
    /// confirming page 2, to be used rather than fetched again.
    struct Confirmed {
        var detection: Detection
        var second: (url: String, response: HTTPResponse)?
    }

    /// Takes the best reading of `detection` the server confirms: trusted readings at once, the
    /// others when page 2, fetched by them through `transport`, brings new ids. When none does and the
    /// answer says there is more, the detection says the list is incomplete.
    static func confirm(_ detection: Detection, given: GenericOptions, first: HTTPResponse,
                        transport: any Transport, environment: [String: String]) async -> Confirmed {
        var detection = detection
        var probes = 0
        var sawEmpty = false
        // Each reading decodes page 1 again: the best few are read, never a hostile answer's hundreds.
        for candidate in detection.candidates.prefix(maxReadings) {
            var trial = detection
            trial.adopt(candidate)
            // Every reading makes a spec on its own (`CandidateFinder`): one that fails does so by an
            // option given, which is the user's to hear about, not a reason to read the list otherwise.
            guard let spec = try? given.filled(by: trial).spec(),
                  let source = try? GenericSource(spec: spec, environment: environment) else {
                detection.adopt(candidate)
                return Confirmed(detection: detection, second: nil)
            }
            guard let page = try? source.decode(first) else { continue }
            guard case .next(let key) = source.strategy.next(after: source.strategy.first, page: page.summary) else {
                // This reading says page 1 is the last: taken unless the answer says there is more.
                if candidate.trusted || detection.moreSaid == nil || page.more == false {
                    detection.adopt(candidate)
                    return Confirmed(detection: detection, second: nil)
                }
                detection.tried.append("\(candidate.strategy): ends at page 1")
                continue
            }
            if candidate.trusted {
                detection.adopt(candidate)
                return Confirmed(detection: detection, second: nil)
            }
            guard probes < probeBound else { break }
            let request = source.request(for: key)
            // A probe stays on the list's origin, with its credentials; a reading that leads away is not asked.
            guard source.base.isSameOrigin(request.url) else {
                detection.tried.append("\(candidate.strategy): leads to another origin, not asked")
                continue
            }
            probes += 1
            let answer: Result<HTTPResponse, HTTPError>
            do { answer = .success(try await transport.send(request)) } catch { answer = .failure(error) }
            let verdict = ProbeVerdict.judge(first: page, second: answer, source: source)
            detection.tried.append("\(candidate.strategy): \(verdict.words)")
            switch verdict {
            case .confirmed:
                detection.adopt(candidate)
                guard case .success(let response) = answer else { break }
                return Confirmed(detection: detection, second: (request.url, response))
            case .empty: sawEmpty = true
            case .rejected: continue
            }
        }
        // Nothing confirmed: one page, and said so when the answer says there is more.
        if detection.paged { detection.dropPagination() }
        let onlyFull = detection.moreSaid == "the page is full"
        if let more = detection.moreSaid, !(onlyFull && sawEmpty) { detection.incomplete = more }
        return Confirmed(detection: detection, second: nil)
    }
}
