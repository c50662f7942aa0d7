/// How pipe mode writes items: JSON lines or tab-separated values.
public enum PipeFormat: String, Sendable, CaseIterable {
    /// One JSON object per line: `id`, `title`, `url`, `raw`.
    case jsonl
    /// `id`, `title`, `url` separated by tabs, with `\t`, `\n`, `\r`, `\\` and `\xHH` escapes.
    case tsv
}
