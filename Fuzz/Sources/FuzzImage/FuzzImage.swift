import Images

/// Small caps so that a header claiming a huge picture is refused rather than allocated.
let limits = ImageLimits(maxBytes: 1 << 20, maxSide: 512)

/// libFuzzer entry: `ImageDecoder.probe` and `decode` (libpng, libjpeg-turbo, giflib) on arbitrary bytes.
///
/// Invariant: a decoded image honours the limits and holds exactly width × height × 4 bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    _ = try? ImageDecoder.probe(bytes)
    for minimumSide in [0, 8] {
        guard let image = try? ImageDecoder.decode(bytes, limits: limits, minimumSide: minimumSide) else { continue }
        precondition(image.width > 0 && image.height > 0 && image.width <= 512 && image.height <= 512,
                     "decoded \(image.width)×\(image.height) beyond the limits")
        precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer size mismatch")
    }
    return 0
}
