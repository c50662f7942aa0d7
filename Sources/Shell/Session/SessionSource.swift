import Catalog

/// The list a session reads: a built-in source, or a generic list by its options (`pagetty url`,
/// `@NAME`, a related list opened from a tab).
///
/// A plain value; any thread.
public enum SessionSource: Sendable {
    /// GitHub users, Qiita items or Pokémon, at the settings' endpoint.
    case builtIn(BuiltInSource)
    /// Any JSON list, by the options given (detection fills the rest later).
    case list(GenericOptions)
}
