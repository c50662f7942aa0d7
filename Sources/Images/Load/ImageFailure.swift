/// Why no picture is shown; the UI draws a placeholder for any of them.
public enum ImageFailure: Error, Sendable, Hashable {
    /// The record has no image URL (PokeAPI has Pokémon without sprites).
    case noImage
    /// The server said 404 or 410.
    case notFound
    /// Over the byte or pixel caps.
    case tooLarge
    /// Not PNG, JPEG or GIF, or the decoder rejected it.
    case undecodable
    /// Network trouble or another HTTP status, with a one-line message.
    case network(String)
    /// Every requester went away before the load finished; not remembered.
    case cancelled
}
