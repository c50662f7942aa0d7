/// Something the user should know about the list that is neither an error nor its end.
///
/// A value; any thread. The status line shows the latest; pipe mode tells each kind once.
public enum PagingNotice: Sendable, Equatable, CustomStringConvertible {
    /// Items came twice because the list moved between requests; `duplicates` so far.
    case listMoved(duplicates: Int)
    /// The server serves `served` items a page, not the `asked` size.
    case servedPageSize(served: Int, asked: Int)
    /// The server's total said `said` items; its pages showed the list ends at `endsAt`.
    case wrongTotal(said: Int, endsAt: Int)
    /// The path given with `option` (`--title`, a column…) matches no item of the first page.
    case pathMatchedNothing(option: String, path: String)
    /// A page still said a total `count` lower than the page before it after being asked again:
    /// the list changed while it was read, and up to `count` rows between the item with id
    /// `after` and the one with id `before` may never have been served.
    case rowsMayBeMissing(count: Int, after: String?, before: String?)
    /// A refresh asked while rate limited was refused (`reason`): the rows shown were kept.
    case refreshRefused(reason: String)
    /// A resumed dump skipped `count` rows that an earlier run of it had written (its checkpoint's window).
    case writtenBefore(count: Int)
    /// A resumed dump found its list moved further than the `kept` ids its checkpoint keeps reach:
    /// rows written before may come again, or rows may be missing.
    case movedPastCheckpoint(kept: Int)

    /// What a notice is about, to tell each kind only once.
    public enum Kind: Hashable, Sendable {
        /// `listMoved`.
        case listMoved
        /// `servedPageSize`.
        case servedPageSize
        /// `wrongTotal`.
        case wrongTotal
        /// `pathMatchedNothing`.
        case pathMatchedNothing
        /// `rowsMayBeMissing`.
        case rowsMayBeMissing
        /// `refreshRefused`.
        case refreshRefused
        /// `writtenBefore`.
        case writtenBefore
        /// `movedPastCheckpoint`.
        case movedPastCheckpoint
    }

    /// This notice's kind.
    public var kind: Kind {
        switch self {
        case .listMoved: return .listMoved
        case .servedPageSize: return .servedPageSize
        case .wrongTotal: return .wrongTotal
        case .pathMatchedNothing: return .pathMatchedNothing
        case .rowsMayBeMissing: return .rowsMayBeMissing
        case .refreshRefused: return .refreshRefused
        case .writtenBefore: return .writtenBefore
        case .movedPastCheckpoint: return .movedPastCheckpoint
        }
    }

    /// One line for the status bar or stderr.
    public var description: String {
        switch self {
        case .listMoved(let count): return "the list moved: \(count) item\(count == 1 ? "" : "s") seen twice"
        case .servedPageSize(let served, _): return "server returns \(served) item\(served == 1 ? "" : "s") per page"
        case .wrongTotal(let said, let endsAt): return "the server's total said \(said); the list ends at \(endsAt)"
        case .pathMatchedNothing(let option, let path): return "\(option) \(path) matches nothing in the first page's items"
        case .rowsMayBeMissing(let count, let after, let before):
            let between = [after.map { "after item \(Self.shown($0))" }, before.map { "before item \(Self.shown($0))" }]
                .compactMap { $0 }.joined(separator: " and ")
            return "the list changed while it was read: up to \(count) row\(count == 1 ? "" : "s") may be missing"
                + (between.isEmpty ? "" : " " + between)
        case .refreshRefused(let reason): return "r: \(reason); the rows shown are kept"
        case .writtenBefore(let count):
            return "list changed since the first run: \(count) row\(count == 1 ? "" : "s") already written \(count == 1 ? "was" : "were") skipped"
        case .movedPastCheckpoint(let kept):
            return "the list moved since the first run further than the last \(kept) ids the checkpoint keeps: "
                + "the output may hold rows twice, or miss some"
        }
    }

    /// An id from the server as a notice may show it: printable ASCII only, at most 40 characters.
    private static func shown(_ id: String) -> String {
        let printable = String(String.UnicodeScalarView(id.unicodeScalars.filter { (0x20..<0x7F).contains($0.value) }))
        return printable.count > 40 ? printable.prefix(39) + "…" : printable
    }
}
