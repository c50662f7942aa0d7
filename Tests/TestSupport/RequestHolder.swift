/// A test double that holds requests until the test lets them go (answers them, or moves time
/// on): a wait for the loads sent through it counts the requests held against the loads running,
/// and is told to look again when one more is held, since nothing else tells it.
public protocol RequestHolder: AnyObject, Sendable {
    /// How many requests are held now.
    var heldCount: Int { get }
    /// Calls `action` after each request held from now on, replacing the one given before.
    func onHold(_ action: @escaping @Sendable () -> Void)
}
