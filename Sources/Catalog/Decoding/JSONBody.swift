import Foundation
import Networking
import Paging

/// Decoding helpers shared by the sources: one decoder setup, errors as one line.
enum JSONBody {
    /// Decodes `T` from `bytes`; any failure becomes `PagingError.decoding` naming `what`.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], what: String) throws(PagingError) -> T {
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
