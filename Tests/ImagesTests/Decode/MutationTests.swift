import Testing
import Images

/// Thousands of damaged files through each decoder: every one must come back as a value or
/// an error, never a crash, an abort or a hang.
@Suite struct MutationTests {
    @Test(arguments: ["png", "jpeg", "gif"])
    func damagedFilesNeverCrash(format: String) throws {
        let image = TestImages.gradient(width: 24, height: 20, transparentCorner: true)
        let original: [UInt8] = switch format {
        case "png": try ImageEncoder.png(image)
        case "jpeg": try ImageEncoder.jpeg(image)
        default: try ImageEncoder.gif(indices: (0..<480).map { UInt8($0 % 16) }, width: 24, height: 20,
                                      palette: (0..<16).map { RGB(UInt8($0 * 16), 0, 0) }, transparentIndex: 3)
        }
        var random = SplitMix(seed: 42)
        var decoded = 0, refused = 0
        for _ in 0..<1500 {
            var bytes = original
            for _ in 0..<(1 + random.next() % 4) {
                let position = Int(random.next() % UInt64(bytes.count))
                bytes[position] = UInt8(truncatingIfNeeded: random.next())
            }
            if random.next() % 5 == 0 { bytes.removeLast(Int(random.next() % UInt64(bytes.count / 2))) }
            do {
                let result = try ImageDecoder.decode(bytes)
                #expect(result.pixels.count == result.width * result.height * 4)
                decoded += 1
            } catch {
                refused += 1
            }
        }
        #expect(decoded + refused == 1500)
        #expect(refused > 0)
    }

    /// A small deterministic generator, so a failure can be replayed.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
