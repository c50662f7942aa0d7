import Paging

/// How a run shows its list: the browser, the picker, pipe mode, or either of the first and the
/// last followed (`--follow` never picks: `SharedOptions` refuses it).
///
/// A plain value; any thread.
public enum SessionMode: Sendable, Equatable {
    /// The terminal browser.
    case browse
    /// The browser on /dev/tty, printing what Enter chose.
    case pick(PickOutput)
    /// Items written to stdout in a format.
    case pipe(PipeFormat)
    /// `--follow`: browsing (`printing` nil) or printing, polled for new items at `policy`'s pace.
    case follow(FollowPolicy, direction: FollowDirection?, printing: PipeFormat?)

    /// The mode the command's options name.
    public init(pick: PickOutput?, print: PipeFormat?, follow: FollowPolicy?, direction: FollowDirection?) {
        if let pick { self = .pick(pick) }
        else if let follow { self = .follow(follow, direction: direction, printing: print) }
        else if let print { self = .pipe(print) }
        else { self = .browse }
    }

    /// The format items are written to stdout in (a followed dump's too); nil on a terminal.
    public var pipeFormat: PipeFormat? {
        switch self {
        case .pipe(let format): format
        case .follow(_, _, let printing): printing
        case .browse, .pick: nil
        }
    }

    /// `--follow`'s pace, when following.
    public var followPolicy: FollowPolicy? {
        guard case .follow(let policy, _, _) = self else { return nil }
        return policy
    }

    /// `--follow-direction`, when following and given.
    public var followDirection: FollowDirection? {
        guard case .follow(_, let direction, _) = self else { return nil }
        return direction
    }

    /// The mode of a related list opened from a list in this mode: followed when it is (in the
    /// direction its own list pages: the one given was for this list), else browsed.
    public var child: SessionMode {
        followPolicy.map { .follow($0, direction: nil, printing: nil) } ?? .browse
    }

    /// How a pick prints, when picking.
    public var pickOutput: PickOutput? {
        guard case .pick(let output) = self else { return nil }
        return output
    }
}
