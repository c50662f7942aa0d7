import Images

/// Small generated pictures with known pixels.
enum TestImages {
    /// A width × height gradient: red rises left to right, green top to bottom, blue fixed;
    /// with `transparentCorner`, the top-left quarter is fully transparent.
    static func gradient(width: Int, height: Int, transparentCorner: Bool = false) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let clear = transparentCorner && x < width / 2 && y < height / 2
                pixels += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 90, clear ? 0 : 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// One flat colour.
    static func solid(width: Int, height: Int, _ color: RGB) -> RGBAImage {
        RGBAImage(width: width, height: height,
                  pixels: Array([[UInt8]](repeating: [color.red, color.green, color.blue, 255], count: width * height).joined()))
    }

    /// A distinct PNG for `n`, as a server would send.
    static func png(_ n: Int, side: Int = 32) -> [UInt8] {
        try! ImageEncoder.png(solid(width: side, height: side, RGB(UInt8(n & 0xFF), UInt8((n >> 8) & 0xFF), 7)))
    }

    /// `bytes` with a big-endian UInt32 written at `offset`.
    static func patching(_ bytes: [UInt8], at offset: Int, bigEndian value: UInt32) -> [UInt8] {
        var out = bytes
        for i in 0..<4 { out[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(i))) }
        return out
    }
}
