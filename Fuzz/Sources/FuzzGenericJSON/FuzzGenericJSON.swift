import Catalog

/// libFuzzer entry: the generic source's JSON parser and path evaluation.
///
/// The first line is a path (`data.items.0.name`), the rest a body. Invariants: a parsed value
/// serialises to bytes that parse back to the same value; evaluating any path returns.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenericJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
    let path = JSONPath(String(decoding: bytes[..<newline], as: UTF8.self))
    let body = Array(bytes[min(newline + 1, bytes.count)...])
    guard let value = JSONValue.parse(body) else { return 0 }
    let again = JSONValue.parse(value.serialized())
    precondition(again == value, "serialised value does not parse back to itself")
    if let path { _ = path.evaluate(value)?.text }
    for key in value.keys { _ = value[key] }
    return 0
}
