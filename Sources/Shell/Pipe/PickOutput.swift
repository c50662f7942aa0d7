import Catalog
import Paging

/// How `--pick` prints the items chosen: whole items in a `--print` format, or one field of each.
///
/// A plain value; any thread. The bytes come from the pipe encoders (`PipeFields`, `InertJSON`,
/// `SafeText`), so a pick is as inert on a terminal as pipe mode's output.
public enum PickOutput: Sendable, Equatable {
    /// Each item as pipe mode writes it.
    case format(PipeFormat)
    /// The value at this path in each item's JSON, as text escaped like a TSV cell.
    case field(JSONPath)

    /// The lines for `items` (one each), and the ids of items without the field (an empty line each).
    public func lines(for items: [ListItem], fields: PipeFields) -> (bytes: [UInt8], missing: [String]) {
        var out: [UInt8] = []
        var missing: [String] = []
        for item in items {
            switch self {
            case .format(let format):
                out += fields.line(for: item, format: format)
            case .field(let path):
                let value = item.raw.flatMap { JSONValue.parse($0) }.flatMap(path.evaluate)?.text
                if value == nil { missing.append(item.id) }
                out += Array(SafeText.line(value ?? "").utf8) + [0x0A]
            }
        }
        return (out, missing)
    }
}
