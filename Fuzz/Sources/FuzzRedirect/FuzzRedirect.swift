import Networking

/// libFuzzer entry: pagetty's own redirect following (`RedirectPolicy.next`).
///
/// Lines: request URL, Location, status, hops, then `Name: value` headers (the first byte of the
/// status line also picks GET or POST). Invariants: across origins only portable headers survive
/// (never `Authorization` or a `-H` credential) and no body does; https never continues as plain http; the hop limit holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRedirect(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    guard lines.count >= 4 else { return 0 }
    let status = [301, 302, 303, 307, 308][Int(lines[2].utf8.first ?? 0) % 5]
    let hops = Int(lines[3].utf8.first ?? 0) % 8
    var headers = HTTPHeaders(lines.dropFirst(4).compactMap { line in
        line.firstIndex(of: ":").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
    })
    headers.set("Authorization", "Bearer secret")
    let method: HTTPRequest.Method = (lines[2].utf8.first ?? 0) & 1 == 0 ? .get : .post
    let request = HTTPRequest(url: lines[0], method: method, headers: headers, body: method == .post ? [1] : nil)
    let next: HTTPRequest
    do { next = try RedirectPolicy.next(after: request, status: status, location: lines[1], hops: hops, limit: 5) } catch {
        return 0
    }
    precondition(hops < 5, "followed past the hop limit")
    let from = URLOrigin(request.url)
    let to = URLOrigin(next.url)
    precondition(to != nil, "followed a Location that is not an origin")
    precondition(!(from?.scheme == "https" && to?.scheme == "http"), "followed an https to http downgrade")
    // The one origin rule (`URLOrigin.admits`): the same origin, and no userinfo in the Location.
    if !(from?.admits(next.url) ?? false) {
        precondition(next.body == nil, "a POST body crossed origins")
        for field in next.headers.fields {
            let name = field.name.lowercased()
            precondition(["accept", "accept-language"].contains(name),
                         "header \(name) crossed origins")
        }
    } else {
        precondition(next.headers["Authorization"] == "Bearer secret", "same origin lost the credential")
    }
    return 0
}
