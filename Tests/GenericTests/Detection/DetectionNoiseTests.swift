import Catalog
import Networking
import Testing

/// Detection over answers no API would send: it never traps, and what it detects always makes a
/// spec (no option it could print is one `pagetty url` would refuse).
@Suite struct DetectionNoiseTests {
    /// A small deterministic generator (SplitMix64), so a failure names its seed.
    struct Noise {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }

        static let keys = ["id", "data", "items", "next", "links", "cursor", "page", "total", "has_more", "a.b", "\"q", "x\\y", "0",
                           "_embedded", "nbPages", "offset", "limit", "title", "name", "url", "metadata", "continue", "object", ""]

        mutating func value(depth: Int) -> JSONValue {
            switch next(depth > 3 ? 4 : 7) {
            case 0: return .null
            case 1: return .bool(next(2) == 0)
            case 2: return .number(String(next(5) - 1))
            case 3: return .string(["", "list", "http://h/x?p=2", "/rel", "?c=1", "\u{1B}[2J", "c9"][next(7)])
            case 4, 5: return .array((0..<next(4)).map { _ in value(depth: depth + 1) })
            default: return .object((0..<next(5)).map { _ in (key: Self.keys[next(Self.keys.count)], value: value(depth: depth + 1)) })
            }
        }
    }

    @Test func neverTrapsAndAlwaysMakesASpec() throws {
        var read = 0
        for seed in UInt64(0)..<3000 {
            var noise = Noise(state: seed)
            let body = noise.value(depth: 0)
            let headers: HTTPHeaders = noise.next(3) == 0 ? ["Link": "<http://h/x?p=2>; rel=\"next\"", "X-Total-Pages": "3"] : [:]
            let detection = Detector.detect(DetectionInput(url: "http://h/x?page=\(noise.next(2))&offset=0", headers: headers, body: body))
            guard detection.declined == nil else { continue }
            read += 1
            var profile = Dictionary(detection.choices.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            profile["url"] = "http://h/x"
            #expect(throws: Never.self, "seed \(seed): \(profile)") { try GenericSpec(profile: profile) }
        }
        // Enough answers hold a list for the check to mean something (288 of 3000 with these seeds).
        #expect(read > 200)
    }
}
