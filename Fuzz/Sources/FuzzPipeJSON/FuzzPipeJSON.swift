import Catalog
@testable import Shell

/// libFuzzer entry: the pipe's JSON line writer (`InertJSON`), fed an item's raw bytes.
///
/// Invariants: the output has no C0, DEL or C1 control and no U+2028/U+2029 (raw or UTF-8
/// encoded), it is JSON, and it is the same value as the input when the input was JSON (or the
/// input's text as a string when it was not).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let out = InertJSON.value(bytes)
    precondition(!out.contains { $0 < 0x20 || $0 == 0x7F }, "a C0 control or DEL reached the output")
    let text = String(decoding: out, as: UTF8.self)
    precondition(Array(text.utf8) == out, "the output is not UTF-8")
    precondition(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 },
                 "a C1 control or line separator reached the output")
    guard let back = JSONValue.parse(out) else { preconditionFailure("the output is not JSON") }
    if let value = JSONValue.parse(bytes) {
        precondition(back == value, "the output is not the input's value")
    } else {
        precondition(back == .string(String(decoding: bytes, as: UTF8.self)), "the output is not the input's text")
    }
    precondition(JSONValue.parse(InertJSON.string(String(decoding: bytes, as: UTF8.self))) != nil, "a string field is not JSON")
    return 0
}
