/// `BASE/images`: avatars (`/avatars/<n>.png?s=N`, `.jpg` for JPEG), Qiita profiles (`/profiles/<n>`, PNG or JPEG) and sprites (`/sprites/.../<id>.png`).
struct ImageAPI: Sendable {
    let seed: UInt64

    func handle(_ request: MockRequest) -> Reply {
        let parts = request.path.split(separator: "/").map(String.init)
        guard request.method == "GET" || request.method == "HEAD", parts.count >= 2, let file = parts.last else { return missing() }
        let wantsJPEG = file.hasSuffix(".jpg")
        let number = Int(file.hasSuffix(".png") || wantsJPEG ? String(file.dropLast(4)) : file)
        guard let number, number >= 0 else { return missing() }
        switch parts[0] {
        case "avatars", "profiles":
            // A few people have no picture reachable, as happens with real avatar hosts.
            guard Hash.pick(40, seed, UInt64(number), 720) != 0 else { return missing() }
            let requested = Int(request.query["s"] ?? request.query["size"] ?? "") ?? (parts[0] == "avatars" ? 120 : 96)
            let size = min(max(requested, 8), 460)
            let pixels = ImageArt.identicon(seed: seed, key: UInt64(number), size: size)
            // Qiita profile pictures come from many hosts; a third are JPEGs behind extension-less URLs.
            if wantsJPEG || (parts[0] == "profiles" && Hash.pick(3, seed, UInt64(number), 730) == 0) {
                return jpeg(pixels, size: size)
            }
            return png(pixels, size: size)
        case "sprites":
            let artwork = parts.contains("official-artwork")
            let absent = artwork ? PokemonIndex.noArtwork.contains(number) : PokemonIndex.noSprite.contains(number)
            guard !absent else { return missing() }
            let size = artwork ? 475 : parts.contains("home") ? 512 : 96
            let variant: UInt64 = parts.contains("shiny") ? 1 : 0
            return png(ImageArt.creature(seed: seed, id: number, variant: variant, size: size), size: size)
        default:
            return missing()
        }
    }

    private func png(_ rgba: [UInt8], size: Int) -> Reply {
        guard let bytes = try? PNGEncoder.encode(width: size, height: size, rgba: rgba) else { return Reply.text(500, "Internal Server Error") }
        return Reply(status: 200, headers: [("content-type", "image/png"), ("cache-control", "max-age=31536000")], body: bytes)
    }

    private func jpeg(_ rgba: [UInt8], size: Int) -> Reply {
        guard let bytes = try? JPEGEncoder.encode(width: size, height: size, rgba: rgba) else { return Reply.text(500, "Internal Server Error") }
        return Reply(status: 200, headers: [("content-type", "image/jpeg"), ("cache-control", "max-age=31536000")], body: bytes)
    }

    private func missing() -> Reply { .text(404, "Not Found") }
}
