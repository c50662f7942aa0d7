import Catalog
import Paging

/// `--field` in pipe mode: only the fields asked for, from each item's JSON (issue 42, point 9).
extension PipeFields {
    /// `item`'s line holding `selected` alone: TSV cells (empty for a field it lacks), or a JSON
    /// object of path to value (null for one it lacks), newline included.
    func selectedLine(for item: ListItem, format: PipeFormat) -> [UInt8] {
        let json = item.raw.flatMap { JSONValue.parse($0) }
        let values: [JSONValue?] = selected.map { path in json.flatMap { path.evaluate($0) } }
        switch format {
        case .tsv:
            return Array(values.map { Self.tsv($0?.text ?? "") }.joined(separator: "\t").utf8) + [0x0A]
        case .jsonl:
            var out: [UInt8] = [0x7B]
            for (index, (path, value)) in zip(selected, values).enumerated() {
                if index > 0 { out.append(0x2C) }
                out += Self.jsonString(path.description) + [0x3A]
                out += value.map { InertJSON.value($0.serialized()) } ?? Array("null".utf8)
            }
            return out + Array("}\n".utf8)
        }
    }
}
