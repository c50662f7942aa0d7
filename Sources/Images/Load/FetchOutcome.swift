import Networking

/// The result of one shared transfer: a small decoded thumbnail, or a failure.
enum FetchOutcome: Sendable {
    case thumb(RGBAImage)
    case failure(ImageFailure)

    /// Disk first, then the network; decodes and shrinks off the loader's actor.
    static func fetch(_ url: String, transport: any Transport, disk: DiskCache?, limits: ImageLimits,
                      thumbnailSide: Int, gate: DecodeGate) async -> FetchOutcome {
        if let disk, let bytes = disk.read(url) {
            if let image = try? await decode(bytes, limits: limits, side: thumbnailSide, gate: gate) { return .thumb(image) }
            disk.remove(url)
        }
        var transfer = TransportLimits()
        transfer.maxBodyBytes = limits.maxBytes
        let request = HTTPRequest(url: url, headers: ["Accept": "image/png, image/jpeg, image/gif"], limits: transfer)
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            switch error {
            case .cancelled: return .failure(.cancelled)
            case .bodyTooLarge: return .failure(.tooLarge)
            default: return .failure(.network(error.description))
            }
        }
        guard response.isSuccess else {
            return .failure(response.status == 404 || response.status == 410 ? .notFound : .network("HTTP \(response.status)"))
        }
        do {
            let image = try await decode(response.body, limits: limits, side: thumbnailSide, gate: gate)
            disk?.write(url, bytes: response.body)
            return .thumb(image)
        } catch {
            return .failure(error == .tooLarge ? .tooLarge : .undecodable)
        }
    }

    /// Decodes through the gate, costed at the RGBA buffer the decoder will allocate (a GIF's
    /// frame, a scaled JPEG), and shrinks to a thumbnail. A picture that alone exceeds the gate's
    /// budget (or `limits`) is refused before any pixel is allocated.
    static func decode(_ bytes: [UInt8], limits: ImageLimits, side: Int, gate: DecodeGate)
        async throws(ImageDecodeError) -> RGBAImage
    {
        let size = try ImageDecoder.decodedSize(bytes, minimumSide: side)
        guard size.width <= limits.maxSide, size.height <= limits.maxSide else { throw .tooLarge }
        let cost = size.width * size.height * 4
        guard cost <= gate.maxBytes else { throw .tooLarge }
        return try await gate.run(bytes: cost) { () throws(ImageDecodeError) -> RGBAImage in
            try ImageDecoder.decode(bytes, limits: limits, minimumSide: side).shrunk(toFit: side)
        }
    }
}
