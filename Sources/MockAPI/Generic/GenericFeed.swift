/// The generic API's items: sequence 0 is the oldest; ids, scores and times grow with the sequence.
///
/// A value; any thread. Items inserted at the head get the next sequences, so they are the newest.
struct GenericFeed: Sendable {
    /// Items before any are inserted.
    static let baseCount = 60
    /// 2026-01-01T00:00:00Z: the oldest item's time; one hour between items.
    static let epoch = 1_767_225_600

    /// The item's id.
    static func id(_ sequence: Int) -> Int { sequence + 1 }

    /// The item's id as a UUID, for APIs whose ids are (Notion): the id in the last group.
    static func uuid(_ sequence: Int) -> String {
        let digits = String(id(sequence))
        return "5c6a2821-8a3b-4c1e-9f20-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }

    /// A score with many ties (0...9), so the keyset endpoint needs its id tie-breaker.
    static func score(_ sequence: Int) -> Int { sequence * 7 % 10 }

    /// The creation time, ISO 8601 UTC: sorts as text in time order.
    static func createdAt(_ sequence: Int) -> String { ISODate.utc(epoch + sequence * 3600) }

    /// The item as JSON, its `url` pointing at its own detail endpoint.
    static func item(_ sequence: Int, root: String) -> JSON {
        let id = id(sequence)
        return .object([
            ("id", .int(id)),
            ("name", .string("Item \(id)")),
            ("score", .int(score(sequence))),
            ("created_at", .string(createdAt(sequence))),
            ("url", .string("\(root)/generic/items/\(id)")),
            ("tags", .array([.object([("name", .string("tag\(sequence % 3)"))])])),
        ])
    }
}
