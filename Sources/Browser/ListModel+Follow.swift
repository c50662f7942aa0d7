import Paging

extension ListModel {
    /// A list whose rows never move under it tells none.
    public func takeListChanges() -> [ListChange] { [] }
    /// A list that is not followed has no newest end.
    public var followDirection: FollowDirection? { nil }
}
