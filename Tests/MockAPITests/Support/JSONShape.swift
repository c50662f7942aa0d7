import Foundation

/// Compares JSON values by shape: which keys, which value types.
enum JSONShape {
    enum Kind: String { case null, bool, number, string, array, object }

    static func kind(_ value: Any) -> Kind {
        switch value {
        case is NSNull: return .null
        case let n as NSNumber: return String(cString: n.objCType) == "c" ? .bool : .number
        case is String: return .string
        case is [Any]: return .array
        case is [String: Any]: return .object
        default: return .null
        }
    }

    /// Keys whose types differ, allowing null on either side (nullable fields are null in some records).
    static func typeMismatches(recorded: [String: Any], mock: [String: Any]) -> [String] {
        recorded.keys.sorted().compactMap { key in
            guard let r = recorded[key], let m = mock[key] else { return nil }
            let (rk, mk) = (kind(r), kind(m))
            return rk == mk || rk == .null || mk == .null ? nil : "\(key): recorded \(rk), mock \(mk)"
        }
    }
}
