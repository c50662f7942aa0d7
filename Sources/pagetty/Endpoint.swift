import PagettyCLI

/// Where one source is fetched from, and its token (resolved in `PagettyCLI.Settings`).
typealias Endpoint = PagettyCLI.Endpoint
