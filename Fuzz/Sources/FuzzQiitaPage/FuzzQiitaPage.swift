import Catalog
import FuzzPageDecoding
import Paging

/// The source under test, built once: its decoders are pure.
let source = QiitaItems(base: try! APIBase("http://127.0.0.1:9/api"), captureRaw: true)

/// libFuzzer entry: `QiitaItems`'s page and detail decoders on an arbitrary body.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQiitaPage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzDecoders(of: source, data, size)
}
