import Paging

extension ListModel {
    /// A list that never grows in place moves no rows.
    public func takeListChanges() -> [ListChange] { [] }
    /// A list that is not followed has no newest end.
    public var followDirection: FollowDirection? { nil }
}
