import Foundation

/// How the loopback server answers one request.
public enum ServerAction: Sendable {
    /// A complete response; the connection stays open.
    case respond(Int, [(String, String)], [UInt8])
    /// Read the request and never answer.
    case stall
    /// Send the head, then the body one byte per `interval` seconds.
    case trickle(Int, [(String, String)], [UInt8], interval: TimeInterval)
    /// Declare `declared` body bytes, send only `body`, then close.
    case cut(Int, [(String, String)], declared: Int, body: [UInt8])
    /// A chunked body that never ends: 64 KiB chunks until the client goes away.
    case endlessChunks

    /// A text response.
    public static func text(_ status: Int, _ body: String, _ headers: [(String, String)] = []) -> ServerAction {
        .respond(status, [("Content-Type", "text/plain")] + headers, Array(body.utf8))
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }
}
