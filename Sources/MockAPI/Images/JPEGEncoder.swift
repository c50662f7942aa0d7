import Foundation

/// A baseline JPEG encoder (JFIF, YCbCr 4:4:4, Annex K quantisation tables).
/// Huffman tables are simple fixed-length canonical codes rather than Annex K's: legal for baseline,
/// a little larger, and far less table text to get wrong.
enum JPEGEncoder {
    /// Encodes 8-bit RGBA pixels (alpha ignored) at quality 85.
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(rgba.count == width * height * 4)
        var out: [UInt8] = [0xFF, 0xD8]
        segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], into: &out)
        segment(0xDB, [0] + zigzag.map { luma[$0] } + [1] + zigzag.map { chroma[$0] }, into: &out)
        segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
                       1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1], into: &out)
        for (tableClass, id, table) in [(0, 0, dcTable), (1, 0, acTable), (0, 1, dcTable), (1, 1, acTable)] {
            segment(0xC4, [UInt8(tableClass << 4 | id)] + table.bits + table.values, into: &out)
        }
        segment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0], into: &out)

        var writer = BitWriter()
        var previousDC = [0, 0, 0]
        for blockY in stride(from: 0, to: height, by: 8) {
            for blockX in stride(from: 0, to: width, by: 8) {
                var planes = [[Double]](repeating: [Double](repeating: 0, count: 64), count: 3)
                for y in 0..<8 {
                    for x in 0..<8 {
                        // Edge blocks repeat the last row and column.
                        let px = min(blockX + x, width - 1), py = min(blockY + y, height - 1)
                        let i = (py * width + px) * 4
                        let r = Double(rgba[i]), g = Double(rgba[i + 1]), b = Double(rgba[i + 2])
                        planes[0][y * 8 + x] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                        planes[1][y * 8 + x] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
                        planes[2][y * 8 + x] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
                    }
                }
                for component in 0..<3 {
                    let quant = component == 0 ? luma : chroma
                    let coefficients = dct(planes[component])
                    let quantised = zigzag.map { Int((coefficients[$0] / Double(quant[$0])).rounded()) }
                    encodeBlock(quantised, previousDC: &previousDC[component], writer: &writer)
                }
            }
        }
        writer.flush()
        out += writer.bytes
        out += [0xFF, 0xD9]
        return out
    }

    private static func encodeBlock(_ block: [Int], previousDC: inout Int, writer: inout BitWriter) {
        let diff = block[0] - previousDC
        previousDC = block[0]
        let dcSize = magnitude(diff)
        writer.write(dcTable.code(for: dcSize))
        writer.write(amplitude(diff, size: dcSize))
        var run = 0
        for k in 1..<64 {
            let value = block[k]
            if value == 0 { run += 1; continue }
            while run > 15 {
                writer.write(acTable.code(for: 0xF0))
                run -= 16
            }
            let size = magnitude(value)
            writer.write(acTable.code(for: run << 4 | size))
            writer.write(amplitude(value, size: size))
            run = 0
        }
        if run > 0 { writer.write(acTable.code(for: 0x00)) }
    }

    /// The JPEG "category": bits needed for |value|.
    private static func magnitude(_ value: Int) -> Int {
        var v = abs(value), size = 0
        while v > 0 { size += 1; v >>= 1 }
        return size
    }

    /// Negative values are sent as value - 1 in `size` bits (one's complement form).
    private static func amplitude(_ value: Int, size: Int) -> (bits: Int, count: Int) {
        (value >= 0 ? value : value + (1 << size) - 1, size)
    }

    private static func dct(_ block: [Double]) -> [Double] {
        var out = [Double](repeating: 0, count: 64)
        for v in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for y in 0..<8 {
                    for x in 0..<8 { sum += block[y * 8 + x] * cosines[x * 8 + u] * cosines[y * 8 + v] }
                }
                out[v * 8 + u] = 0.25 * (u == 0 ? 1 / 2.0.squareRoot() : 1) * (v == 0 ? 1 / 2.0.squareRoot() : 1) * sum
            }
        }
        return out
    }

    /// cosines[x * 8 + u] = cos((2x + 1) u π / 16).
    private static let cosines: [Double] = (0..<64).map { (i: Int) -> Double in
        let x = Double(2 * (i / 8) + 1), u = Double(i % 8)
        return cos(x * u * Double.pi / 16)
    }

    private static func segment(_ marker: UInt8, _ payload: [UInt8], into out: inout [UInt8]) {
        let length = payload.count + 2
        out += [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// Quality 85 scaling of the Annex K tables.
    private static func scaled(_ base: [Int]) -> [UInt8] { base.map { UInt8(min(max(($0 * 30 + 50) / 100, 1), 255)) } }

    private static let luma = scaled([
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ])
    private static let chromaHead: [Int] = [17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99,
                                            24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99]
    private static let chroma = scaled(chromaHead + [Int](repeating: 99, count: 32))

    /// Natural-order index of each zigzag position.
    private static let zigzag = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    /// DC categories 0...11, all 4-bit codes.
    private static let dcTable = HuffmanTable(symbols: Array(0...11), length: 4)
    /// EOB, ZRL and every (run, size 1...10), all 8-bit codes.
    private static let acTable = HuffmanTable(symbols: [0x00, 0xF0] + (0...15).flatMap { run in (1...10).map { run << 4 | $0 } }, length: 8)

    /// A canonical Huffman table whose codes all have one length.
    struct HuffmanTable {
        let bits: [UInt8]
        let values: [UInt8]
        private let codes: [Int: Int]
        private let length: Int

        init(symbols: [Int], length: Int) {
            var bits = [UInt8](repeating: 0, count: 16)
            bits[length - 1] = UInt8(symbols.count)
            self.bits = bits
            values = symbols.map(UInt8.init)
            self.length = length
            var codes: [Int: Int] = [:]
            for (code, symbol) in symbols.enumerated() { codes[symbol] = code }
            self.codes = codes
        }

        func code(for symbol: Int) -> (bits: Int, count: Int) { (codes[symbol]!, length) }
    }

    /// MSB-first bit packing with 0xFF byte stuffing.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var accumulator = 0
        private var count = 0

        mutating func write(_ value: (bits: Int, count: Int)) {
            guard value.count > 0 else { return }
            accumulator = accumulator << value.count | (value.bits & ((1 << value.count) - 1))
            count += value.count
            while count >= 8 {
                let byte = UInt8((accumulator >> (count - 8)) & 0xFF)
                bytes.append(byte)
                if byte == 0xFF { bytes.append(0) }
                count -= 8
            }
            accumulator &= (1 << count) - 1
        }

        /// Pads the last byte with 1 bits, as the standard asks.
        mutating func flush() {
            if count > 0 { write(((1 << (8 - count)) - 1, 8 - count)) }
        }
    }
}
