import Foundation
import Hummingbird
import NIOCore

/// Turns a reply into a Hummingbird response, misbehaving on the wire when a fault asks for it.
enum BodyDelivery {
    /// How the body bytes travel.
    enum Mode: Sendable {
        case normal
        /// `Content-Length` says the full size, half is sent, then the connection closes.
        case truncated
        /// Half the body, then a TCP reset.
        case reset
        /// The body in small chunks with pauses.
        case trickle(bytes: Int, interval: Duration)
    }

    /// Thrown from a body writer to make Hummingbird drop the connection mid-body.
    struct Abort: Error {}

    static func response(_ reply: Reply, _ mode: Mode, channel: any Channel) -> Response {
        var fields = HTTPFields()
        for (name, value) in reply.headers {
            if let fieldName = HTTPFields.Element.Name(name) { fields.append(HTTPFields.Element(name: fieldName, value: value)) }
        }
        let status = HTTPResponse.Status(code: reply.status)
        let bytes = reply.body
        switch mode {
        case .normal:
            return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        case .truncated:
            fields[.contentLength] = String(bytes.count)
            return Response(status: status, headers: fields, body: ResponseBody(contentLength: bytes.count) { writer in
                try await writer.write(ByteBuffer(bytes: bytes.prefix(bytes.count / 2)))
                throw Abort()
            })
        case .reset:
            return Response(status: status, headers: fields, body: ResponseBody { writer in
                try await writer.write(ByteBuffer(bytes: bytes.prefix(bytes.count / 2)))
                // SO_LINGER with a zero timeout turns the close into an RST.
                // Closing here, not by throwing, because the server half-closes output (a FIN) before it closes.
                if let socket = channel as? any SocketOptionProvider {
                    try? await socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
                }
                try? await channel.close()
                throw Abort()
            })
        case .trickle(let size, let interval):
            fields[.contentLength] = String(bytes.count)
            return Response(status: status, headers: fields, body: ResponseBody(contentLength: bytes.count) { writer in
                var offset = 0
                while offset < bytes.count {
                    let end = min(offset + size, bytes.count)
                    try await writer.write(ByteBuffer(bytes: bytes[offset..<end]))
                    offset = end
                    if offset < bytes.count { try await Task.sleep(for: interval) }
                }
                try await writer.finish(nil)
            })
        }
    }
}
