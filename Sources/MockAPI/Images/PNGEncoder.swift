import CompressNIO
import Hummingbird

/// Encodes 8-bit RGBA pixels as PNG: signature, IHDR, one zlib IDAT, IEND.
enum PNGEncoder {
    /// Encodes `rgba` (width × height × 4 bytes, row-major) losslessly.
    static func encode(width: Int, height: Int, rgba: [UInt8]) throws -> [UInt8] {
        precondition(rgba.count == width * height * 4)
        // Each scanline starts with filter type 0 (none); deflate does the rest well enough for flat art.
        var raw = ByteBuffer()
        raw.reserveCapacity(height * (width * 4 + 1))
        for y in 0..<height {
            raw.writeInteger(UInt8(0))
            raw.writeBytes(rgba[(y * width * 4)..<((y + 1) * width * 4)])
        }
        let compressed = try raw.compress(with: .zlib())
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
        chunk("IHDR", header, into: &png)
        chunk("IDAT", Array(buffer: compressed), into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png += data
        png += bigEndian(CRC32.checksum(typeBytes + data))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
}
