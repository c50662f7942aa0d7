import Foundation
import Networking
import Paging

/// Decoding helpers shared by the sources: one decoder setup, errors as one line.
enum JSONBody {
    /// The most JSON values a built-in source decodes from one body. The largest real answers
    /// hold a few tens of thousands (a 1.34 MB PokeAPI detail about 27,000, PokeAPI's whole list
    /// 4,058, 100 Qiita items or GitHub users a few thousand), while Foundation's decoder costs
    /// some 250 bytes a tiny value: a hostile list of 900,000 results (59 MiB) took 663 MB.
    static let maxValues = 200_000

    /// Decodes `T` from `bytes`; any failure becomes `PagingError.decoding` naming `what`.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], what: String) throws(PagingError) -> T {
        // Every value takes two bytes at least (`0,`): a smaller body cannot pass the limit and is
        // not read twice. A larger one is read first keeping nothing, and refused before
        // Foundation's decoder builds anything from it.
        if bytes.count > 2 * maxValues, !JSONValue.isWhole(bytes, maxValues: maxValues) {
            if JSONValue.isWhole(bytes) { throw .decoding("\(what): the response holds more than \(maxValues) JSON values") }
            throw .decoding("\(what): not JSON (\(bytes.count) bytes)")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw .decoding("\(what): \(summary(error))")
        } catch {
            throw .decoding("\(what): not JSON")
        }
    }

    /// A short reason for a decoding error, without the body.
    static func summary(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "" : " at " + keys.joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context): return "malformed JSON" + path(context)
        case .keyNotFound(let key, let context): return "missing \(key.stringValue)" + path(context)
        case .typeMismatch(_, let context): return "wrong type" + path(context)
        case .valueNotFound(_, let context): return "missing value" + path(context)
        @unknown default: return "undecodable"
        }
    }

    /// Attaches each element's raw bytes to `items` when the body splits into as many.
    static func attachRaw(_ body: [UInt8], to items: inout [ListItem]) {
        let ranges = JSONArraySplitter.elements(of: body)
        guard ranges.count == items.count else { return }
        for index in items.indices { items[index].raw = Array(body[ranges[index]]) }
    }
}
