/// Generates the pixels: GitHub-style identicons for people, mirrored pixel creatures for Pokémon.
enum ImageArt {
    /// A 5×5 mirrored identicon on GitHub's light grey, scaled to `size`.
    static func identicon(seed: UInt64, key: UInt64, size: Int) -> [UInt8] {
        let h = Hash.of(seed, key, 700)
        let color = hsl(hue: Double(h % 360), saturation: 0.55, lightness: 0.55)
        var cells = [Bool](repeating: false, count: 25)
        for row in 0..<5 {
            for col in 0..<3 {
                let on = (h >> UInt64(10 + row * 3 + col)) & 1 == 1
                cells[row * 5 + col] = on
                cells[row * 5 + (4 - col)] = on
            }
        }
        let margin = size / 12
        let inner = size - 2 * margin
        return render(size: size) { x, y in
            guard x >= margin, y >= margin, x < margin + inner, y < margin + inner else { return (240, 240, 240, 255) }
            let cell = (y - margin) * 5 / inner * 5 + (x - margin) * 5 / inner
            return cells[cell] ? (color.0, color.1, color.2, 255) : (240, 240, 240, 255)
        }
    }

    /// A 12×12 mirrored creature on a transparent background, two colours, scaled to `size`.
    static func creature(seed: UInt64, id: Int, variant: UInt64, size: Int) -> [UInt8] {
        let h = Hash.of(seed, UInt64(id), 710)
        let hue = Double(h % 360) + (variant == 0 ? 0 : 140)
        let body = hsl(hue: hue, saturation: 0.6, lightness: 0.5)
        let shade = hsl(hue: hue, saturation: 0.6, lightness: 0.3)
        var grid = [UInt8](repeating: 0, count: 144)
        for row in 1..<11 {
            for col in 1..<6 {
                // Denser towards the middle so the silhouette reads as a body, not noise.
                let threshold: UInt64 = col >= 3 ? 12 : 7
                let v = Hash.of(seed, UInt64(id), UInt64(800 + row * 6 + col)) % 16
                let cell: UInt8 = v < threshold ? (v < 3 ? 2 : 1) : 0
                grid[row * 12 + col] = cell
                grid[row * 12 + (11 - col)] = cell
            }
        }
        grid[3 * 12 + 4] = 3
        grid[3 * 12 + 7] = 3
        return render(size: size) { x, y in
            switch grid[(y * 12 / size) * 12 + x * 12 / size] {
            case 1: (body.0, body.1, body.2, 255)
            case 2: (shade.0, shade.1, shade.2, 255)
            case 3: (20, 20, 20, 255)
            default: (0, 0, 0, 0)
            }
        }
    }

    private static func render(size: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let p = pixel(x, y)
                let i = (y * size + x) * 4
                out[i] = p.0; out[i + 1] = p.1; out[i + 2] = p.2; out[i + 3] = p.3
            }
        }
        return out
    }

    private static func hsl(hue: Double, saturation s: Double, lightness l: Double) -> (UInt8, UInt8, UInt8) {
        let c = (1 - abs(2 * l - 1)) * s
        let hp = hue.truncatingRemainder(dividingBy: 360) / 60
        let x = c * (1 - abs(hp.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(hp) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        let m = l - c / 2
        return (UInt8((r + m) * 255), UInt8((g + m) * 255), UInt8((b + m) * 255))
    }
}
