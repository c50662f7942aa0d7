import Networking

/// libFuzzer entry: `LinkHeader.parse` on arbitrary bytes must return, never trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinkHeader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    let links = LinkHeader.parse(text)
    for link in links {
        // Targets come from between `<` and `>`, so they can never hold the closing bracket.
        precondition(!link.target.unicodeScalars.contains(">"), "target kept its closing bracket")
        precondition(link.rels.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "rel not normalised")
        _ = link.isTemplate
    }
    let headers = HTTPHeaders([("Link", text), ("link", text)])
    if let next = LinkHeader.target(rel: "next", in: headers) {
        precondition(!next.contains("{") && !next.contains("}"), "a URI template came back as fetchable")
    }
    return 0
}
