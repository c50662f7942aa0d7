import Synchronization

/// The columns a generic source settles on when its first page arrives, kept for every later page.
///
/// Threading: any thread; a lock guards the one value. Sources are values, but which columns a
/// list has depends on its first answer, which only arrives once the source is in use.
final class FirstPageColumns: Sendable {
    private let chosen = Mutex<[ShownColumn]?>(nil)

    /// The columns settled on, nil before the first page.
    var current: [ShownColumn]? { chosen.withLock { $0 } }

    /// The settled columns, settling them with `choose` if this is the first page.
    func settle(_ choose: () -> [ShownColumn]) -> [ShownColumn] {
        chosen.withLock { value in
            if let value { return value }
            let made = choose()
            value = made
            return made
        }
    }
}
